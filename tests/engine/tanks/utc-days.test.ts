import { describe, expect, it } from 'vitest';
import { dateOfDay, dayOfDate, dayOfInstant, instantOfDay, monthOfDay } from '../../../src/engine/tanks/utc-days';

describe('UTC days', () => {
  it('counts days from 1970-01-01, instants as fractions of a day', () => {
    expect(dayOfDate('1970-01-02')).toBe(1);
    // 2026-02-10 is 56 years (14 of them leap: 1972 … 2024) and 40 days on: 56 × 365 + 14 + 40.
    expect(dayOfDate('2026-02-10')).toBe(56 * 365 + 14 + 40);
    expect(dayOfInstant('1970-01-02T06:00:00Z')).toBe(1.25);
    // An offset is honoured: 02:00 at −04:00 is 06:00 UTC.
    expect(dayOfInstant('1970-01-02T02:00:00-04:00')).toBe(1.25);
    expect(dayOfInstant('1970-01-02')).toBe(1);
  });

  it('gives the date and month a fractional day falls in', () => {
    expect(dateOfDay(1.99)).toBe('1970-01-02');
    expect(instantOfDay(1.25)).toBe('1970-01-02T06:00:00.000Z');
    expect(monthOfDay(dayOfDate('2024-02-29') + 0.9)).toBe(1);
    expect(monthOfDay(dayOfDate('2024-03-01'))).toBe(2);
  });

  it('refuses a date that does not exist instead of rolling it over', () => {
    expect(() => dayOfDate('2026-02-29')).toThrow(RangeError);
    expect(() => dayOfDate('2026-2-1')).toThrow(RangeError);
    expect(() => dayOfInstant('yesterday')).toThrow(RangeError);
  });
});
