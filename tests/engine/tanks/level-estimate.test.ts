import { describe, expect, it } from 'vitest';
import { estimateLevel } from '../../../src/engine/tanks/level-estimate';
import type { TankFacts } from '../../../src/engine/tanks/tank-facts';
import { learnUsage } from '../../../src/engine/tanks/usage-profile';

/*
 * A 500-gallon oil tank filled to the brim: 200 gal on Jan 1 and 150 gal on Jan 31 2026, so
 * 5 gal/day (usage-profile.test.ts) and, from one interval, a range of ±30 % (0.7 to 1.3).
 */
const FILLS = [
  { date: '2026-01-01', gallons: 200 },
  { date: '2026-01-31', gallons: 150 },
];
const oilTank = (readings: TankFacts['readings'] = [], sizeGallons: number | null = 500): TankFacts => ({ sizeGallons, fillLimitPercent: 100, fills: FILLS, readings });
const USAGE = learnUsage(FILLS);

describe('the level now', () => {
  it('shows a fresh reading as read: 60 % of 500 gal is 300 gal', () => {
    const tank = oilTank([{ at: '2026-02-10T08:00:00Z', percent: 60, source: 'monitor' }]);
    const level = estimateLevel(tank, USAGE, { now: '2026-02-10T08:00:00Z' });
    expect(level).toEqual({
      status: 'known',
      kind: 'read',
      percent: { low: 60, likely: 60, high: 60 },
      gallons: { low: 300, likely: 300, high: 300 },
      basis: { kind: 'reading', source: 'monitor', at: '2026-02-10T08:00:00Z', percent: 60 },
      basisAgeDays: 0,
      staleReading: false,
    });
  });

  it('gives a customer\'s gauge reading ±5 points and says how old it is', () => {
    // Read by eye 5 days ago: still fresh (the limit is 7), 55–65 %, 275–325 gal.
    const tank = oilTank([{ at: '2026-02-10T08:00:00Z', percent: 60, source: 'customer' }]);
    const level = estimateLevel(tank, USAGE, { now: '2026-02-15T08:00:00Z' });
    expect(level).toMatchObject({ kind: 'read', percent: { low: 55, likely: 60, high: 65 }, gallons: { low: 275, likely: 300, high: 325 }, basisAgeDays: 5 });
  });

  it('estimates from a stale reading: 10 days at 5 gal/day since 60 %', () => {
    // 300 − 10 × 5 = 250 gal = 50 %. Low: 275 (55 %) − 50 × 1.3 = 210 gal = 42 %.
    // High: 325 (65 %) − 50 × 0.7 = 290 gal = 58 %.
    const tank = oilTank([{ at: '2026-02-10T08:00:00Z', percent: 60, source: 'customer' }]);
    const level = estimateLevel(tank, USAGE, { now: '2026-02-20T08:00:00Z', staleAfterDays: 7 });
    expect(level).toMatchObject({ status: 'known', kind: 'estimated', basisAgeDays: 10, staleReading: true, basis: { kind: 'reading', percent: 60 } });
    if (level.status !== 'known') return;
    expect(level.gallons?.likely).toBeCloseTo(250, 9);
    expect(level.gallons?.low).toBeCloseTo(210, 9);
    expect(level.gallons?.high).toBeCloseTo(290, 9);
    expect(level.percent.likely).toBeCloseTo(50, 9);
    expect(level.percent.low).toBeCloseTo(42, 9);
    expect(level.percent.high).toBeCloseTo(58, 9);
  });

  it('takes the stale limit as the tenant sets it', () => {
    const tank = oilTank([{ at: '2026-02-10T08:00:00Z', percent: 60, source: 'monitor' }]);
    expect(estimateLevel(tank, USAGE, { now: '2026-02-12T08:00:00Z', staleAfterDays: 1 })).toMatchObject({ kind: 'estimated', staleReading: true });
    expect(estimateLevel(tank, USAGE, { now: '2026-02-12T08:00:00Z', staleAfterDays: 2 })).toMatchObject({ kind: 'read', staleReading: false });
  });

  it('runs from the last fill when no reading is newer: a propane tank at its 80 % limit', () => {
    // 500 gal propane tank, fills of 300 gal on Jan 1 and 120 gal on Jan 21: 120 / 20 = 6 gal/day.
    // Filled to 80 % = 400 gal on Jan 21; by Jan 31, 10 days × 6 = 60 gal burnt: 340 gal = 68 %.
    // Range (one interval, ±30 %): 400 − 78 = 322 gal (64.4 %) to 400 − 42 = 358 gal (71.6 %).
    const fills = [
      { date: '2026-01-01', gallons: 300 },
      { date: '2026-01-21', gallons: 120 },
    ];
    // A reading before the last fill says nothing of the level after it.
    const tank: TankFacts = { sizeGallons: 500, fillLimitPercent: 80, fills, readings: [{ at: '2026-01-15T10:00:00Z', percent: 25, source: 'customer' }] };
    const level = estimateLevel(tank, learnUsage(fills), { now: '2026-01-31T00:00:00Z' });
    expect(level).toMatchObject({ kind: 'estimated', basis: { kind: 'fill', date: '2026-01-21', percent: 80 }, basisAgeDays: 10, staleReading: false });
    if (level.status !== 'known') return;
    expect(level.gallons?.likely).toBeCloseTo(340, 9);
    expect(level.percent.likely).toBeCloseTo(68, 9);
    expect(level.percent.low).toBeCloseTo(64.4, 9);
    expect(level.percent.high).toBeCloseTo(71.6, 9);
  });

  it('never goes below empty', () => {
    // 100 days after the Jan 31 fill at 5 gal/day is 500 gal: empty, not −0.
    const level = estimateLevel(oilTank(), USAGE, { now: '2026-06-10T00:00:00Z' });
    expect(level).toMatchObject({ kind: 'estimated', gallons: { low: 0, likely: 0 }, percent: { low: 0, likely: 0 } });
  });

  it('is unknown rather than guessed', () => {
    const noHistory: TankFacts = { sizeGallons: 500, fillLimitPercent: 100, fills: [], readings: [] };
    expect(estimateLevel(noHistory, null, { now: '2026-02-10T00:00:00Z' })).toEqual({ status: 'unknown', reason: 'no-basis' });
    // One fill and no usage learnt: the level after it cannot be run down.
    const oneFill: TankFacts = { ...noHistory, fills: [{ date: '2026-01-01', gallons: 200 }] };
    expect(estimateLevel(oneFill, learnUsage(oneFill.fills), { now: '2026-02-10T00:00:00Z' })).toEqual({ status: 'unknown', reason: 'no-usage' });
    // No size: usage in gallons cannot become percents.
    expect(estimateLevel(oilTank([], null), USAGE, { now: '2026-02-10T00:00:00Z' })).toEqual({ status: 'unknown', reason: 'no-tank-size' });
  });

  it('still shows a fresh reading of a tank of unknown size, without gallons', () => {
    const tank = oilTank([{ at: '2026-02-10T08:00:00Z', percent: 60, source: 'monitor' }], null);
    expect(estimateLevel(tank, null, { now: '2026-02-11T08:00:00Z' })).toMatchObject({ kind: 'read', percent: { likely: 60 }, gallons: null, basisAgeDays: 1 });
  });

  it('ignores what is dated after now', () => {
    const tank = oilTank([{ at: '2026-02-10T08:00:00Z', percent: 60, source: 'monitor' }]);
    expect(estimateLevel(tank, USAGE, { now: '2026-02-05T00:00:00Z' })).toMatchObject({ kind: 'estimated', basis: { kind: 'fill', date: '2026-01-31' }, basisAgeDays: 5 });
  });
});
