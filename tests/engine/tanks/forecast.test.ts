import { describe, expect, it } from 'vitest';
import { degreeDayTable, type DegreeDay } from '../../../src/engine/tanks/degree-days';
import { forecastTank } from '../../../src/engine/tanks/forecast';
import type { TankFacts } from '../../../src/engine/tanks/tank-facts';
import { learnUsage } from '../../../src/engine/tanks/usage-profile';
import { dateOfDay, dayOfDate } from '../../../src/engine/tanks/utc-days';

// The 500-gallon oil tank of level-estimate.test.ts: 5 gal/day, range 0.7 to 1.3.
const FILLS = [
  { date: '2026-01-01', gallons: 200 },
  { date: '2026-01-31', gallons: 150 },
];
const USAGE = learnUsage(FILLS);
const read60: TankFacts = { sizeGallons: 500, fillLimitPercent: 100, fills: FILLS, readings: [{ at: '2026-02-10T08:00:00Z', percent: 60, source: 'monitor' }] };

describe('days to reorder and to empty', () => {
  it('gives 35 days to the 25 % reorder level and 60 to empty from 60 % read on Feb 10', () => {
    // 300 gal now. Reorder at 25 % = 125 gal: (300 − 125) / 5 = 35 days → Mar 17 (18 days to
    // Feb 28, 17 more). Empty: 300 / 5 = 60 days → Apr 11 (Feb 28 +31 = Mar 31, +11).
    // Soonest, burning 1.3 × 5 = 6.5 a day: reorder 175 / 6.5 = 26.9 days, Feb 10 08:00 + 26.9 →
    // Mar 9; empty 300 / 6.5 = 46.2 days → Mar 28. Latest, at 0.7 × 5 = 3.5 a day: reorder
    // 175 / 3.5 = 50 days → Apr 1; empty 300 / 3.5 = 85.7 days: 85 whole days, and Feb 10 08:00
    // + 85.7 days is May 7 01:08 (May 6 08:00 + 17 h).
    const forecast = forecastTank(read60, USAGE, { now: '2026-02-10T08:00:00Z', reorderPercent: 25 });
    expect(forecast.status).toBe('known');
    if (forecast.status !== 'known') return;
    expect(forecast.level).toMatchObject({ kind: 'read', percent: { likely: 60 } });
    expect(forecast.reorder).toEqual({
      percent: 25,
      reached: false,
      days: { low: 26, likely: 35, high: 50 },
      dates: { low: '2026-03-09', likely: '2026-03-17', high: '2026-04-01' },
    });
    expect(forecast.empty).toEqual({
      percent: 0,
      reached: false,
      days: { low: 46, likely: 60, high: 85 },
      dates: { low: '2026-03-28', likely: '2026-04-11', high: '2026-05-07' },
    });
  });

  it('counts from now, not from the reading: 2 days later, 33 and 58 days are left', () => {
    const forecast = forecastTank(read60, USAGE, { now: '2026-02-12T08:00:00Z', reorderPercent: 25 });
    expect(forecast).toMatchObject({ reorder: { days: { likely: 33 }, dates: { likely: '2026-03-17' } }, empty: { days: { likely: 58 }, dates: { likely: '2026-04-11' } } });
  });

  it('widens the range with the age of the basis', () => {
    // From the fill of Jan 31 (500 gal), reorder at 125 gal: 375 gal to burn, likely 75 days →
    // Apr 16. Soonest 375 / 6.5 = 57.7 days → Mar 29; latest 375 / 3.5 = 107.1 → May 18.
    // Seen on Feb 10 (10 days on): 65, 47 and 97 days left: a span of 50 days where the fresh
    // reading above had 24.
    const filled: TankFacts = { ...read60, readings: [] };
    const forecast = forecastTank(filled, USAGE, { now: '2026-02-10T00:00:00Z', reorderPercent: 25 });
    expect(forecast).toMatchObject({
      level: { kind: 'estimated', basis: { kind: 'fill', date: '2026-01-31' }, basisAgeDays: 10 },
      reorder: { days: { low: 47, likely: 65, high: 97 }, dates: { low: '2026-03-29', likely: '2026-04-16', high: '2026-05-18' } },
    });
  });

  it('forecasts a propane tank from its 80 % fill limit', () => {
    // 500 gal propane at 6 gal/day, filled to 400 gal on Jan 21. Reorder at 30 % = 150 gal:
    // 250 / 6 = 41.67 days after Jan 21 → Mar 3 (10 days to Jan 31, 28 to Feb 28, 3 more); seen on
    // Jan 31, 31 whole days left. Empty: 400 / 6 = 66.67 days → Mar 28, 56 days from Jan 31.
    const fills = [
      { date: '2026-01-01', gallons: 300 },
      { date: '2026-01-21', gallons: 120 },
    ];
    const tank: TankFacts = { sizeGallons: 500, fillLimitPercent: 80, fills, readings: [] };
    const forecast = forecastTank(tank, learnUsage(fills), { now: '2026-01-31T00:00:00Z', reorderPercent: 30 });
    expect(forecast).toMatchObject({
      reorder: { days: { likely: 31 }, dates: { likely: '2026-03-03' } },
      empty: { days: { likely: 56 }, dates: { likely: '2026-03-28' } },
    });
  });

  it('says the reorder level is reached when the tank is below it already', () => {
    // 20 % of 500 = 100 gal, under 125: reorder now; empty in 100 / 5 = 20 days → Mar 2.
    const low: TankFacts = { ...read60, readings: [{ at: '2026-02-10T00:00:00Z', percent: 20, source: 'monitor' }] };
    const forecast = forecastTank(low, USAGE, { now: '2026-02-10T00:00:00Z', reorderPercent: 25 });
    expect(forecast).toMatchObject({
      reorder: { reached: true, days: { low: 0, likely: 0 }, dates: { likely: '2026-02-10' } },
      empty: { reached: false, days: { likely: 20 }, dates: { likely: '2026-03-02' } },
    });
  });

  it('gives no date beyond the horizon', () => {
    // A 30-day horizon: the likely 35 and 60 days are past it, the soonest 26 days of reorder is not.
    const forecast = forecastTank(read60, USAGE, { now: '2026-02-10T08:00:00Z', reorderPercent: 25, horizonDays: 30 });
    expect(forecast).toMatchObject({
      reorder: { days: { low: 26, likely: null, high: null }, dates: { low: '2026-03-09', likely: null, high: null } },
      empty: { days: { low: null, likely: null, high: null } },
    });
  });

  it('follows the degree days ahead with the K-factor model', () => {
    // Base 1 gal/day and K = 5 (k-factor.test.ts), a 275-gal tank filled to 100 % on Dec 20 and
    // normals of 40 DD a day ahead: 1 + 40/5 = 9 gal/day. Reorder at 25 % = 68.75 gal:
    // 206.25 / 9 = 22.9 days → Jan 11; empty 275 / 9 = 30.6 days → Jan 19. Soonest at
    // 1.15 × 9: 206.25 / 10.35 = 19.9 days → Jan 8; latest at 0.85 × 9: 206.25 / 7.65 = 26.96 → Jan 15.
    const days: DegreeDay[] = [];
    const perDay = (from: string, to: string, hdd: number) => {
      for (let day = dayOfDate(from); day < dayOfDate(to); day += 1) days.push({ date: dateOfDay(day), heatingDegreeDays: hdd, kind: day >= dayOfDate('2025-12-20') ? 'normal' : 'observed' });
    };
    perDay('2025-09-01', '2025-10-01', 0);
    perDay('2025-10-01', '2025-10-31', 10);
    perDay('2025-10-31', '2025-11-30', 30);
    perDay('2025-11-30', '2026-03-01', 40);
    const degreeDays = degreeDayTable(days);
    const fills = [
      { date: '2025-09-01', gallons: 150 },
      { date: '2025-10-01', gallons: 30 },
      { date: '2025-10-31', gallons: 90 },
      { date: '2025-11-30', gallons: 210 },
      { date: '2025-12-20', gallons: 180 },
    ];
    const tank: TankFacts = { sizeGallons: 275, fillLimitPercent: 100, fills, readings: [] };
    const forecast = forecastTank(tank, learnUsage(fills, { degreeDays }), { now: '2025-12-20T00:00:00Z', reorderPercent: 25, degreeDays });
    expect(forecast).toMatchObject({
      reorder: { days: { low: 19, likely: 22, high: 26 }, dates: { low: '2026-01-08', likely: '2026-01-11', high: '2026-01-15' } },
      empty: { days: { likely: 30 }, dates: { likely: '2026-01-19' } },
    });
  });

  it('is unknown without the tank size or the usage, never a made-up figure', () => {
    const now = { now: '2026-02-10T08:00:00Z', reorderPercent: 25 };
    expect(forecastTank({ ...read60, sizeGallons: null }, USAGE, now)).toEqual({ status: 'unknown', reason: 'no-tank-size' });
    expect(forecastTank({ ...read60, sizeGallons: 0 }, USAGE, now)).toEqual({ status: 'unknown', reason: 'no-tank-size' });
    // A monitor's reading but no delivery history: the level is known, how fast it falls is not.
    expect(forecastTank({ ...read60, fills: [] }, learnUsage([]), now)).toEqual({ status: 'unknown', reason: 'no-usage' });
    expect(forecastTank({ ...read60, fills: [], readings: [] }, USAGE, now)).toEqual({ status: 'unknown', reason: 'no-basis' });
  });
});
