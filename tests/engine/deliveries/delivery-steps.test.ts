import { describe, expect, it } from 'vitest';
import { isInProgress, judgeStep, stepProblems, type StepFacts } from '../../../src/engine/deliveries/delivery-steps';
import { dayWords, stepProblemMessage, timeWords, whenWords } from '../../../src/engine/deliveries/delivery-words';
import { speakingIn } from '../../../src/engine/i18n/active-language';
import { loadLanguage } from '../../../src/engine/i18n/translations';

const step = (status: StepFacts['status'], at: string, more: Partial<StepFacts> = {}): StepFacts => ({ status, at, ...more });
const scheduled = step('scheduled', '2026-11-30T15:00:00Z', { scheduled_date: '2026-12-01', window_start: '08:00', window_end: '12:00' });

describe('judgeStep: the order of a delivery\'s steps', () => {
  it('applies the first step, whatever it is, and the steps forward from it (skipping is allowed)', () => {
    expect(judgeStep(null, step('received', '2026-11-30T10:00:00Z'))).toBe('apply');
    expect(judgeStep(null, step('delivered', '2026-11-30T10:00:00Z', { gallons: 120, ticket_number: 'T-1' }))).toBe('apply');
    expect(judgeStep(step('received', '2026-11-30T10:00:00Z'), scheduled)).toBe('apply');
    expect(judgeStep(scheduled, step('on_truck', '2026-12-01T07:00:00Z'))).toBe('apply');
    expect(judgeStep(step('received', '2026-11-30T10:00:00Z'), step('delivered', '2026-12-01T10:00:00Z', { gallons: 1, ticket_number: 'T' }))).toBe('apply');
  });

  it('takes the same step saying the same again as no news, whenever it is sent', () => {
    expect(judgeStep(scheduled, { ...scheduled, at: '2026-11-30T18:00:00Z' })).toBe('same');
    // Empty and absent details are the same thing.
    expect(judgeStep(step('on_truck', '2026-12-01T07:00:00Z', { note: '' }), step('on_truck', '2026-12-01T08:00:00Z'))).toBe('same');
  });

  it('applies a new day or window as a reschedule, and scheduling again after the truck or a failed delivery', () => {
    expect(judgeStep(scheduled, step('scheduled', '2026-11-30T16:00:00Z', { scheduled_date: '2026-12-02', window_start: '08:00', window_end: '12:00' }))).toBe('apply');
    expect(judgeStep(step('on_truck', '2026-12-01T07:00:00Z'), step('scheduled', '2026-12-01T13:00:00Z', { scheduled_date: '2026-12-03' }))).toBe('apply');
    expect(judgeStep(step('not_delivered', '2026-12-01T10:00:00Z', { reason: 'locked_gate' }), step('scheduled', '2026-12-01T11:00:00Z', { scheduled_date: '2026-12-02' }))).toBe('apply');
  });

  it('keeps a step that happened before the current one as late, and a second received', () => {
    expect(judgeStep(step('on_truck', '2026-12-01T07:00:00Z'), { ...scheduled, at: '2026-11-30T09:00:00Z', scheduled_date: '2026-12-05' })).toBe('late');
    expect(judgeStep(scheduled, step('received', '2026-12-01T09:00:00Z'))).toBe('late');
  });

  it('takes nothing after delivered but the same delivered again', () => {
    const delivered = step('delivered', '2026-12-01T10:00:00Z', { gallons: 150, ticket_number: 'T-9' });
    expect(judgeStep(delivered, step('on_truck', '2026-12-02T07:00:00Z'))).toBe('finished');
    expect(judgeStep(delivered, step('not_delivered', '2026-12-02T07:00:00Z', { reason: 'dog' }))).toBe('finished');
    expect(judgeStep(delivered, { ...delivered, at: '2026-12-02T10:00:00Z' })).toBe('same');
  });

  it('applies a delivered step that happened before the current one: nothing follows delivered, so the later step is what came late', () => {
    expect(judgeStep(step('on_truck', '2026-12-01T10:05:00Z'), step('delivered', '2026-12-01T10:00:00Z', { gallons: 150, ticket_number: 'T-9' }))).toBe('apply');
    // A failure that happened before a reschedule is old news, as any other step.
    expect(judgeStep(scheduled, step('not_delivered', '2026-11-30T14:00:00Z', { reason: 'dog' }))).toBe('late');
  });

  it('counts received, scheduled and on the truck as in progress', () => {
    expect(['received', 'scheduled', 'on_truck', 'delivered', 'not_delivered'].filter((s) => isInProgress(s as StepFacts['status']))).toEqual(['received', 'scheduled', 'on_truck']);
  });
});

describe('stepProblems: what each status needs', () => {
  it('asks a scheduled step for its day, and a window for both ends in order', () => {
    expect(stepProblems({ status: 'scheduled' })).toEqual([{ field: 'scheduled_date', problem: 'required' }]);
    expect(stepProblems({ status: 'scheduled', scheduled_date: '2026-12-01' })).toEqual([]);
    expect(stepProblems({ status: 'scheduled', scheduled_date: '2026-12-01', window_start: '08:00' })).toEqual([{ field: 'window_end', problem: 'windowBothEnds' }]);
    expect(stepProblems({ status: 'on_truck', window_end: '12:00' })).toEqual([{ field: 'window_start', problem: 'windowBothEnds' }]);
    expect(stepProblems({ status: 'scheduled', scheduled_date: '2026-12-01', window_start: '12:00', window_end: '08:00' })).toEqual([{ field: 'window_end', problem: 'windowOrder' }]);
    expect(stepProblems({ status: 'scheduled', scheduled_date: '2026-12-01', window_start: '12:00', window_end: '12:00' })).toEqual([{ field: 'window_end', problem: 'windowOrder' }]);
  });

  it('asks delivered for gallons and ticket, not delivered for a reason (and a note for other), and refuses a reason elsewhere', () => {
    expect(stepProblems({ status: 'delivered' })).toEqual([
      { field: 'gallons', problem: 'required' },
      { field: 'ticket_number', problem: 'required' },
    ]);
    expect(stepProblems({ status: 'delivered', gallons: 150.5, ticket_number: 'T-1' })).toEqual([]);
    expect(stepProblems({ status: 'not_delivered' })).toEqual([{ field: 'reason', problem: 'required' }]);
    expect(stepProblems({ status: 'not_delivered', reason: 'other' })).toEqual([{ field: 'note', problem: 'required' }]);
    expect(stepProblems({ status: 'not_delivered', reason: 'other', note: 'Snow bank over the fill' })).toEqual([]);
    expect(stepProblems({ status: 'not_delivered', reason: 'locked_gate' })).toEqual([]);
    expect(stepProblems({ status: 'on_truck', reason: 'dog' })).toEqual([{ field: 'reason', problem: 'notForStatus' }]);
    expect(stepProblemMessage({ field: 'gallons', problem: 'required' })).toBe('is required for this status');
  });
});

describe('the day and window in plain words', () => {
  it('names the weekday and the clock times, in each language', async () => {
    expect(dayWords('2026-12-01')).toBe('Tuesday, December 1');
    expect(timeWords('08:00')).toBe('8:00 AM');
    expect(timeWords('12:00')).toBe('12:00 PM');
    expect(whenWords('2026-12-01', '08:00', '12:00')).toBe('on Tuesday, December 1, between 8:00 AM and 12:00 PM');
    expect(whenWords('2026-12-01')).toBe('on Tuesday, December 1');
    await loadLanguage('es');
    await loadLanguage('fr');
    expect(speakingIn('es', () => whenWords('2026-12-01', '08:00', '12:00'))).toMatch(/^el martes, 1 de diciembre, entre las 8:00\s?a\.\s?m\. y las 12:00\s?p\.\s?m\.$/);
    expect(speakingIn('fr', () => whenWords('2026-12-01', '08:00', '12:00'))).toBe('le mardi 1 décembre, entre 8:00 et 12:00');
  });
});
