import { describe, expect, it } from 'vitest';
import { levelSeries, type LevelPoint } from '../../../src/engine/tanks/level-series';
import type { TankFacts } from '../../../src/engine/tanks/tank-facts';
import { learnUsage } from '../../../src/engine/tanks/usage-profile';

// The 500-gallon oil tank again: fills on Jan 1 and Jan 31 2026, 5 gal/day, range 0.7 to 1.3.
const FILLS = [
  { date: '2026-01-01', gallons: 200 },
  { date: '2026-01-31', gallons: 150 },
];
const USAGE = learnUsage(FILLS);
const tank: TankFacts = { sizeGallons: 500, fillLimitPercent: 100, fills: FILLS, readings: [] };

/** A point as a line of the chart: instant, kind, percent (and source or band), rounded to 0.01. */
const row = (point: LevelPoint) => {
  const round = (n: number) => Math.round(n * 100) / 100;
  return [point.at, point.kind, round(point.percent), point.source ?? (point.band ? [round(point.band.low), round(point.band.high)] : null)];
};

describe('the level chart', () => {
  it('draws the estimate down to each fill, the fill, then the estimate and forecast from it', () => {
    // Jan 30: 29 days from the Jan 1 fill, 500 − 145 = 355 gal = 71 %; band 500 − 145 × 1.3 =
    //   311.5 (62.3 %) to 500 − 145 × 0.7 = 398.5 (79.7 %).
    // Jan 31: 30 days, 350 gal = 70 % just before the fill (the fill of 150 says the same), band
    //   305 (61 %) to 395 (79 %); then the fill, 100 %.
    // Feb 1, Feb 2: 495 and 490 gal = 99 % and 98 %; now, Feb 2 noon: 487.5 = 97.5 %.
    // Forecast Feb 3 and Feb 4 (two days): 485 (97 %) and 480 (96 %); on Feb 4, 4 days from the
    //   fill: 20 gal likely, 26 to 14: 94.8 % to 97.2 %.
    const points = levelSeries(tank, USAGE, { from: '2026-01-30', now: '2026-02-02T12:00:00Z', forecastDays: 2 });
    expect(points.map(row)).toEqual([
      ['2026-01-30T00:00:00.000Z', 'estimate', 71, [62.3, 79.7]],
      ['2026-01-31T00:00:00.000Z', 'estimate', 70, [61, 79]],
      ['2026-01-31T00:00:00.000Z', 'fill', 100, null],
      ['2026-02-01T00:00:00.000Z', 'estimate', 99, [98.7, 99.3]],
      ['2026-02-02T00:00:00.000Z', 'estimate', 98, [97.4, 98.6]],
      ['2026-02-02T12:00:00.000Z', 'estimate', 97.5, [96.75, 98.25]],
      ['2026-02-03T00:00:00.000Z', 'forecast', 97, [96.1, 97.9]],
      ['2026-02-04T00:00:00.000Z', 'forecast', 96, [94.8, 97.2]],
    ]);
    expect(points.find((p) => p.kind === 'fill')?.gallons).toBe(500);
  });

  it('marks a reading with its source and runs the line on from it', () => {
    // A customer's 80 % (400 gal) on Feb 1 at noon. Just before it the line from the fill stood
    // at 500 − 7.5 = 492.5 gal = 98.5 %. On Feb 2, half a day on: 400 − 2.5 = 397.5 = 79.5 %, band
    // from 75 % (375 − 3.25 = 371.75 gal, 74.35 %) to 85 % (425 − 1.75 = 423.25 gal, 84.65 %).
    const read: TankFacts = { ...tank, readings: [{ at: '2026-02-01T12:00:00Z', percent: 80, source: 'customer' }] };
    const points = levelSeries(read, USAGE, { from: '2026-02-01', now: '2026-02-02T00:00:00Z', forecastDays: 0 });
    expect(points.map(row)).toEqual([
      ['2026-02-01T00:00:00.000Z', 'estimate', 99, [98.7, 99.3]],
      ['2026-02-01T12:00:00.000Z', 'estimate', 98.5, [98.05, 98.95]],
      ['2026-02-01T12:00:00.000Z', 'reading', 80, 'customer'],
      ['2026-02-02T00:00:00.000Z', 'estimate', 79.5, [74.35, 84.65]],
    ]);
  });

  it('draws readings and fills alone when there is no line to run', () => {
    const reading = { at: '2026-02-01T12:00:00Z', percent: 80, source: 'monitor' } as const;
    // Size unknown: percents only, no gallons, no estimate.
    const unsized = levelSeries({ ...tank, sizeGallons: null, readings: [reading] }, USAGE, { from: '2026-01-01', now: '2026-02-03T00:00:00Z' });
    expect(unsized.map((p) => [p.kind, p.percent, p.gallons])).toEqual([
      ['fill', 100, null],
      ['fill', 100, null],
      ['reading', 80, null],
    ]);
    // Usage unknown (one fill): the fill and the reading.
    const oneFill = { ...tank, fills: FILLS.slice(0, 1), readings: [reading] };
    expect(levelSeries(oneFill, learnUsage(oneFill.fills), { from: '2026-01-01', now: '2026-02-03T00:00:00Z' }).map((p) => p.kind)).toEqual(['fill', 'reading']);
  });
});
