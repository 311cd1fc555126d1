import { describe, expect, it } from 'vitest';
import { deliveryIntervals } from '../../../src/engine/tanks/delivery-intervals';
import { learnUsage } from '../../../src/engine/tanks/usage-profile';
import { dailyUsage, usageBetween } from '../../../src/engine/tanks/usage-model';
import { dayOfDate } from '../../../src/engine/tanks/utc-days';

const JANUARY = 0;
const FEBRUARY = 1;
const NOVEMBER = 10;
const DECEMBER = 11;

describe('the seasonal usage profile, from deliveries alone', () => {
  it('learns 5 gal/day in January from fills of 200 gal on Jan 1 and 150 gal on Jan 31', () => {
    // Jan 1 → Jan 31 is 30 days; the Jan 31 fill put back what was burnt: 150 / 30 = 5 gal/day,
    // all of it in January. No other month is covered, so each gets the overall rate, also 5.
    const profile = learnUsage([
      { date: '2026-01-01', gallons: 200 },
      { date: '2026-01-31', gallons: 150 },
    ]);
    expect(profile?.model.kind).toBe('seasonal');
    if (profile?.model.kind !== 'seasonal') return;
    expect(profile.model.monthlyGallonsPerDay[JANUARY]).toBe(5);
    expect(profile.model.monthlyGallonsPerDay[FEBRUARY]).toBe(5);
    expect(profile.model.learntMonths.filter(Boolean)).toHaveLength(1);
    expect(profile.model.learntMonths[JANUARY]).toBe(true);
    expect(profile.intervals).toBe(1);
    expect(profile.historyFrom).toBe('2026-01-01');
    expect(profile.historyTo).toBe('2026-01-31');
    // One interval is a thin history: the range is ±30 % whatever it says.
    expect(profile.spread).toEqual({ low: 0.7, high: 1.3 });
  });

  it('gives each month the rate of the interval that covered it, and the overall rate to the rest', () => {
    // Fills on the first of each month, Nov 2025 to Mar 2026:
    //   November: 30 days,  90 gal → 3 gal/day      December: 31 days, 155 gal → 5 gal/day
    //   January:  31 days, 217 gal → 7 gal/day      February: 28 days, 168 gal → 6 gal/day
    // Overall: 630 gal / 120 days = 5.25 gal/day for the eight months never seen.
    const profile = learnUsage([
      { date: '2025-11-01', gallons: 250 },
      { date: '2025-12-01', gallons: 90 },
      { date: '2026-01-01', gallons: 155 },
      { date: '2026-02-01', gallons: 217 },
      { date: '2026-03-01', gallons: 168 },
    ]);
    if (profile?.model.kind !== 'seasonal') throw new Error('expected a seasonal profile');
    const rates = profile.model.monthlyGallonsPerDay;
    expect(rates[NOVEMBER]).toBeCloseTo(3, 10);
    expect(rates[DECEMBER]).toBeCloseTo(5, 10);
    expect(rates[JANUARY]).toBeCloseTo(7, 10);
    expect(rates[FEBRUARY]).toBeCloseTo(6, 10);
    expect(rates[5]).toBeCloseTo(5.25, 10);
    expect(profile.model.overallGallonsPerDay).toBeCloseTo(5.25, 10);
    // The profile reproduces each interval exactly, so only the ±15 % floor of four intervals is left.
    expect(profile.spread.low).toBeCloseTo(0.85, 10);
    expect(profile.spread.high).toBeCloseTo(1.15, 10);
    // Usage from Dec 30 to Jan 2: two December days at 5 and two January days at 7 = 24 gal.
    expect(usageBetween(profile.model, dayOfDate('2025-12-30'), dayOfDate('2026-01-03'))).toBeCloseTo(24, 10);
    // Half a day counts half: Jan 1 noon to Jan 2 = 3.5 gal.
    expect(usageBetween(profile.model, dayOfDate('2026-01-01') + 0.5, dayOfDate('2026-01-02'))).toBeCloseTo(3.5, 10);
  });

  it('widens the range to how far two Januaries differed', () => {
    // Jan 2025: 31 days, 248 gal → 8 gal/day. Feb 1 → Jan 1: 334 days, 668 gal → 2 gal/day.
    // Jan 2026: 31 days, 124 gal → 4 gal/day. January learnt over both: (248 + 124) / 62 = 6.
    // Against 6, the two Januaries ran at 8/6 = 4/3 and 4/6 = 2/3; the long interval at exactly 1.
    const profile = learnUsage([
      { date: '2025-01-01', gallons: 100 },
      { date: '2025-02-01', gallons: 248 },
      { date: '2026-01-01', gallons: 668 },
      { date: '2026-02-01', gallons: 124 },
    ]);
    if (!profile) throw new Error('expected a profile');
    expect(dailyUsage(profile.model, dayOfDate('2027-01-15'))).toBeCloseTo(6, 10);
    expect(dailyUsage(profile.model, dayOfDate('2027-07-15'))).toBeCloseTo(2, 10);
    expect(profile.spread.low).toBeCloseTo(2 / 3, 10);
    expect(profile.spread.high).toBeCloseTo(4 / 3, 10);
  });

  it('takes two deliveries on one date as one fill and ignores a ticket of no gallons', () => {
    // 100 + 50 on Jan 31 is one fill of 150 after 30 days: 5 gal/day again.
    const fills = [
      { date: '2026-01-31', gallons: 100 },
      { date: '2026-01-01', gallons: 200 },
      { date: '2026-01-15', gallons: 0 },
      { date: '2026-01-31', gallons: 50 },
    ];
    expect(deliveryIntervals(fills)).toEqual([{ from: dayOfDate('2026-01-01'), to: dayOfDate('2026-01-31'), gallons: 150 }]);
    expect(learnUsage(fills)?.model).toMatchObject({ kind: 'seasonal', overallGallonsPerDay: 5 });
  });

  it('knows no usage without two fills: unknown, not a guess', () => {
    expect(learnUsage([])).toBeNull();
    expect(learnUsage([{ date: '2026-01-01', gallons: 200 }])).toBeNull();
    expect(learnUsage([{ date: '2026-01-01', gallons: 200 }, { date: '2026-01-01', gallons: 20 }])).toBeNull();
  });

  it('takes a floor the tenant passes', () => {
    const fills = [
      { date: '2026-01-01', gallons: 200 },
      { date: '2026-01-31', gallons: 150 },
    ];
    expect(learnUsage(fills, { thinHistorySpread: 0.5 })?.spread).toEqual({ low: 0.5, high: 1.5 });
  });
});
