import { describe, expect, it } from 'vitest';
import { degreeDaysBetween, degreeDayTable, loadDegreeDays } from '../../../src/engine/tanks/degree-days';
import { dayOfDate } from '../../../src/engine/tanks/utc-days';
import { HOME, StatedDegreeDays } from './degree-day-source';

describe('degree days from a weather adapter', () => {
  it('asks the adapter once for the span and tables its answer by day', async () => {
    const source = new StatedDegreeDays([
      { from: '2026-01-01', to: '2026-01-10', perDay: 30 },
      { from: '2026-01-11', to: '2026-01-31', perDay: 25, kind: 'normal' },
    ]);
    const table = await loadDegreeDays(source, HOME, '2026-01-09', '2026-01-12');
    expect(source.asked).toEqual([{ location: HOME, from: '2026-01-09', to: '2026-01-12' }]);
    expect(table.size).toBe(4);
    // Jan 9 and 10 at 30, Jan 11 at 25 (a normal): 85 over Jan 9 up to, not including, Jan 12.
    expect(degreeDaysBetween(table, dayOfDate('2026-01-09'), dayOfDate('2026-01-12'))).toBe(85);
    // A day the adapter did not give is not made up: the sum is unknown.
    expect(degreeDaysBetween(table, dayOfDate('2026-01-08'), dayOfDate('2026-01-12'))).toBeNull();
  });

  it('leaves out a figure no weather gives (negative or not a number)', () => {
    const table = degreeDayTable([
      { date: '2026-01-01', heatingDegreeDays: -3, kind: 'observed' },
      { date: '2026-01-02', heatingDegreeDays: Number.NaN, kind: 'observed' },
      { date: '2026-01-03', heatingDegreeDays: 0, kind: 'observed' },
    ]);
    expect([...table]).toEqual([[dayOfDate('2026-01-03'), 0]]);
  });
});
