import { describe, expect, it } from 'vitest';
import { awayPhase, awayProblem, MAX_AWAY_DAYS } from '../../../src/engine/tanks';

describe('an away period', () => {
  const today = '2026-11-28';

  it('is accepted when it starts after today and ends on or after its start, within a year', () => {
    expect(awayProblem('2026-11-29', '2026-11-29', today)).toBeNull();
    expect(awayProblem('2026-12-20', '2027-01-05', today)).toBeNull();
  });

  it('must start after today: today and yesterday are refused', () => {
    expect(awayProblem('2026-11-28', '2026-12-05', today)).toBe('notFuture');
    expect(awayProblem('2026-11-27', '2026-12-05', today)).toBe('notFuture');
  });

  it('cannot end before it starts', () => {
    expect(awayProblem('2026-12-10', '2026-12-09', today)).toBe('endsBeforeStart');
  });

  it('lasts at most 366 days, both ends counted', () => {
    // 2026-12-01 … 2027-12-01 is 366 days counting both; a day more is refused.
    expect(MAX_AWAY_DAYS).toBe(366);
    expect(awayProblem('2026-12-01', '2027-12-01', today)).toBeNull();
    expect(awayProblem('2026-12-01', '2027-12-02', today)).toBe('tooLong');
  });

  it('starts within a year of today', () => {
    expect(awayProblem('2027-11-29', '2027-12-01', today)).toBeNull();
    expect(awayProblem('2027-11-30', '2027-12-01', today)).toBe('tooFarAhead');
  });

  it('refuses a date that does not exist rather than rolling it over', () => {
    expect(awayProblem('2027-02-30', '2027-03-02', today)).toBe('invalidDate');
    expect(awayProblem('2027-01-02', 'soon', today)).toBe('invalidDate');
  });

  it('reads upcoming before its start, away through its last day, over after it', () => {
    expect(awayPhase('2026-12-20', '2027-01-05', today)).toBe('upcoming');
    expect(awayPhase('2026-12-20', '2027-01-05', '2026-12-20')).toBe('away');
    expect(awayPhase('2026-12-20', '2027-01-05', '2027-01-05')).toBe('away');
    expect(awayPhase('2026-12-20', '2027-01-05', '2027-01-06')).toBe('over');
  });
});
