import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../../src/engine/api/types';
import { speakingIn } from '../../../src/engine/i18n/active-language';
import { loadLanguage } from '../../../src/engine/i18n/translations';
import { tankWords } from '../../../src/engine/tanks/tank-words';

type TankForecast = Schemas['TankForecast'];

const crossing = (percent: number, days: [number | null, number | null, number | null], dates: [string | null, string | null, string | null], reached = false) => ({
  percent,
  reached,
  days: { low: days[0], likely: days[1], high: days[2] },
  dates: { low: dates[0], likely: dates[1], high: dates[2] },
});

/** A 275-gallon oil tank at about 48%, estimated from its fill of 10/01/2026, 25 and 52 days from reorder and empty. */
const estimated: TankForecast = {
  tank_id: 'D-1',
  drop_name: 'Basement tank',
  location_number: 1,
  product_name: 'Heating Oil',
  product_type: 'Heating Oil',
  tank_size: 275,
  fill_limit_percent: 90,
  level: {
    kind: 'estimated',
    percent: { low: 41.6, likely: 48.2, high: 54.9 },
    gallons: { low: 114.4, likely: 132.6, high: 151 },
    basis: { kind: 'fill', at: '2026-10-01T00:00:00.000Z', percent: 90, source: null },
    basis_age_days: 56,
    stale_reading: false,
  },
  level_unknown_reason: null,
  reorder: crossing(25, [18, 25, 34], ['2026-12-16', '2026-12-23', '2027-01-01']),
  empty: crossing(0, [40, 52, 70], ['2027-01-07', '2027-01-19', '2027-02-06']),
  forecast_unknown_reason: null,
  latest_reading: null,
  points: [],
  plan: { delivery_plan: 'unknown', access_notes: null, away_from: null, away_to: null, pending: [] },
};

describe("a tank card's words (issue 26)", () => {
  it('gives an estimate as a range, with gallons, its basis, the reorder date range and days to empty', () => {
    expect(tankWords(estimated)).toEqual({
      title: 'Basement tank · Heating Oil',
      levelLabel: 'Estimated level',
      level: '48%',
      levelRange: '(between 42% and 55%)',
      gallons: 'about 133 gallons of 275 gallons',
      basis: 'Estimated from the delivery of 10/01/2026',
      reorder: 'Reaches the reorder level (25%) around 12/23/2026, between 12/16/2026 and 01/01/2027',
      empty: 'About 52 days to empty (between 40 and 70 days)',
    });
  });

  it("gives a monitor's reading as one figure, and one date when the forecast's dates agree", () => {
    const read: TankForecast = {
      ...estimated,
      level: { ...estimated.level!, kind: 'read', percent: { low: 61, likely: 61, high: 61 }, gallons: { low: 167.75, likely: 167.75, high: 167.75 }, basis: { kind: 'reading', at: '2026-11-27T06:00:00.000Z', percent: 61, source: 'monitor' }, basis_age_days: 1 },
      reorder: crossing(25, [30, 30, 30], ['2026-12-28', '2026-12-28', '2026-12-28']),
      empty: crossing(0, [1, 1, 1], ['2026-11-29', '2026-11-29', '2026-11-29']),
    };
    expect(tankWords(read).levelRange).toBeUndefined();
    expect(tankWords(read)).toMatchObject({
      levelLabel: 'Level',
      level: '61%',
      gallons: 'about 168 gallons of 275 gallons',
      basis: expect.stringMatching(/^Read by your tank monitor on 11\/2[67]\/2026$/),
      reorder: 'Reaches the reorder level (25%) around 12/28/2026',
      empty: 'About a day to empty',
    });
  });

  it("says a customer's own reading, and a stale reading, for what they are", () => {
    const gauge = { ...estimated.level!, kind: 'read' as const, basis: { kind: 'reading' as const, at: '2026-11-20T15:00:00.000Z', percent: 50, source: 'customer' as const } };
    expect(tankWords({ ...estimated, level: gauge }).basis).toBe('Read from the gauge on 11/20/2026');
    const stale = { ...gauge, kind: 'estimated' as const, stale_reading: true };
    expect(tankWords({ ...estimated, level: stale })).toMatchObject({ levelLabel: 'Estimated level', basis: 'Estimated from the reading of 11/20/2026' });
  });

  it('says the tank is at the reorder level and could be empty now once the forecast has crossed them', () => {
    const low = { ...estimated, reorder: crossing(25, [0, 0, 0], ['2026-11-28', '2026-11-28', '2026-11-28'], true), empty: crossing(0, [0, 0, 0], ['2026-11-28', '2026-11-28', '2026-11-28'], true) };
    expect(tankWords(low)).toMatchObject({ reorder: 'At or below the reorder level (25%): time to order.', empty: 'Could be empty now' });
  });

  it('says a crossing beyond the forecast is far off, and leaves days to empty out', () => {
    const far = { ...estimated, reorder: crossing(25, [400, null, null], ['2027-12-31', null, null]), empty: crossing(0, [600, null, null], ['2028-07-18', null, null]) };
    const words = tankWords(far);
    expect(words.reorder).toBe('Not near the reorder level (25%) for a long while.');
    expect(words.empty).toBeUndefined();
  });

  it('says why, rather than guessing, when the server gave no level or no forecast', () => {
    const unsized = { ...estimated, tank_size: null, level: null, level_unknown_reason: 'no-tank-size' as const, reorder: null, empty: null, forecast_unknown_reason: 'no-tank-size' as const };
    expect(tankWords(unsized)).toEqual({
      title: 'Basement tank · Heating Oil',
      levelLabel: 'Level',
      unknown: 'We do not know the size of this tank yet, so we cannot estimate its level. Enter what your gauge shows.',
    });
    const young = { ...estimated, reorder: null, empty: null, forecast_unknown_reason: 'no-usage' as const };
    expect(tankWords(young)).toMatchObject({ level: '48%', levelRange: '(between 42% and 55%)', unknown: 'Not enough deliveries yet to learn how fast this tank is used, so there is no forecast.' });
    expect(tankWords(young).reorder).toBeUndefined();
  });

  it('reads in Spanish and French, plurals and dates by the language', async () => {
    await loadLanguage('es');
    await loadLanguage('fr');
    expect(speakingIn('es', () => tankWords(estimated))).toMatchObject({
      levelLabel: 'Nivel estimado',
      basis: 'Estimado a partir de la entrega del 01/10/2026',
      empty: 'Aproximadamente 52 días para vaciarse (entre 40 y 70 días)',
    });
    expect(speakingIn('fr', () => tankWords(estimated))).toMatchObject({
      levelLabel: 'Niveau estimé',
      level: '48\u202f%',
      levelRange: '(entre 42\u202f% et 55\u202f%)',
      empty: 'Environ 52 jours avant d’être vide (entre 40 et 70 jours)',
    });
  });
});
