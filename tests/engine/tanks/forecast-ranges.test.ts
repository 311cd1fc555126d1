import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forecastTank } from '../../../src/engine/tanks/forecast';
import type { Range, TankFacts } from '../../../src/engine/tanks/tank-facts';
import { learnUsage } from '../../../src/engine/tanks/usage-profile';
import { dateOfDay, dayOfDate, instantOfDay } from '../../../src/engine/tanks/utc-days';

/*
 * What must hold of any tank, beyond the hand-worked cases: the range is ordered (a crossing
 * beyond the horizon counts as latest of all), empty never comes before the reorder level, and
 * the level lies within the tank. A fixed seed keeps the unit lane the same run to run.
 */

const START = dayOfDate('2024-09-01');

const tanks = fc
  .record({
    size: fc.integer({ min: 100, max: 2000 }),
    fillLimit: fc.integer({ min: 50, max: 100 }),
    gaps: fc.array(fc.integer({ min: 1, max: 120 }), { minLength: 1, maxLength: 8 }),
    gallons: fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 9, maxLength: 9 }),
    reading: fc.option(fc.record({ after: fc.integer({ min: 0, max: 60 }), percent: fc.integer({ min: 0, max: 100 }), monitor: fc.boolean() })),
    nowAfter: fc.integer({ min: 0, max: 200 }),
    reorder: fc.integer({ min: 5, max: 50 }),
  })
  .map(({ size, fillLimit, gaps, gallons, reading, nowAfter, reorder }) => {
    const days = gaps.reduce((list, gap) => [...list, list[list.length - 1] + gap], [START]);
    const last = days[days.length - 1];
    const tank: TankFacts = {
      sizeGallons: size,
      fillLimitPercent: fillLimit,
      fills: days.map((day, i) => ({ date: dateOfDay(day), gallons: gallons[i] })),
      readings: reading ? [{ at: instantOfDay(last + reading.after + 0.4), percent: reading.percent, source: reading.monitor ? 'monitor' : 'customer' }] : [],
    };
    return { tank, now: instantOfDay(last + nowAfter + 0.5), reorder };
  });

/** Ordered, a null (not within the horizon) being later than any day. */
const ordered = (days: Range<number | null>) => {
  const value = (d: number | null) => d ?? Number.POSITIVE_INFINITY;
  return value(days.low) <= value(days.likely) && value(days.likely) <= value(days.high);
};

describe('forecast ranges on any tank', () => {
  it('are ordered, empty comes no sooner than reorder, and the level stays in the tank', () => {
    fc.assert(
      fc.property(tanks, ({ tank, now, reorder }) => {
        const forecast = forecastTank(tank, learnUsage(tank.fills), { now, reorderPercent: reorder });
        expect(forecast.status).toBe('known');
        if (forecast.status !== 'known') return;
        expect(ordered(forecast.reorder.days)).toBe(true);
        expect(ordered(forecast.empty.days)).toBe(true);
        const later = (a: number | null, b: number | null) => (a ?? Infinity) >= (b ?? Infinity);
        expect(later(forecast.empty.days.likely, forecast.reorder.days.likely)).toBe(true);
        const { low, likely, high } = forecast.level.percent;
        expect(0 <= low && low <= likely && likely <= high && high <= 100).toBe(true);
      }),
      { numRuns: 300, seed: 26 },
    );
  });
});
