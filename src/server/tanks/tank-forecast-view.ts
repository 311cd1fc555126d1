import type { components } from '../../../openapi/generated/tenant-api';
import type { KnownLevel, LevelBasis, LevelCrossing, LevelPoint, Range, TankForecast } from '../../engine/tanks';

type Schemas = components['schemas'];

/** Figures to a hundredth: a chart or a sentence needs no more, and a chart's points are many. */
const hundredth = (n: number) => Math.round(n * 100) / 100;
const range = (r: Range<number>): Range<number> => ({ low: hundredth(r.low), likely: hundredth(r.likely), high: hundredth(r.high) });

function basisView(basis: LevelBasis): Schemas['TankLevelBasis'] {
  // A fill is placed at the start of its UTC day, as the forecasts place it.
  if (basis.kind === 'fill') return { kind: 'fill', at: `${basis.date}T00:00:00.000Z`, percent: hundredth(basis.percent), source: null };
  return { kind: 'reading', at: new Date(basis.at).toISOString(), percent: hundredth(basis.percent), source: basis.source };
}

export function levelView(level: KnownLevel): Schemas['TankLevel'] {
  return {
    kind: level.kind,
    percent: range(level.percent),
    gallons: level.gallons && range(level.gallons),
    basis: basisView(level.basis),
    basis_age_days: hundredth(level.basisAgeDays),
    stale_reading: level.staleReading,
  };
}

export function crossingView(crossing: LevelCrossing): Schemas['TankLevelCrossing'] {
  return { percent: crossing.percent, reached: crossing.reached, days: { ...crossing.days }, dates: { ...crossing.dates } };
}

export function pointView(point: LevelPoint): Schemas['TankLevelPoint'] {
  return {
    at: point.at,
    kind: point.kind,
    percent: hundredth(point.percent),
    gallons: point.gallons === null ? null : hundredth(point.gallons),
    source: point.source ?? null,
    band: point.band ? { low: hundredth(point.band.low), high: hundredth(point.band.high) } : null,
  };
}

/** The forecast's two crossings, or the reason there are none. */
export function forecastParts(forecast: TankForecast): Pick<Schemas['TankForecast'], 'reorder' | 'empty' | 'forecast_unknown_reason'> {
  if (forecast.status === 'unknown') return { reorder: null, empty: null, forecast_unknown_reason: forecast.reason };
  return { reorder: crossingView(forecast.reorder), empty: crossingView(forecast.empty), forecast_unknown_reason: null };
}
