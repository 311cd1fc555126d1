import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { signupEligibilityMachine, type EligibilityAddress, type EligibilityAnswer } from '../../src/machines/signup-eligibility.machine';

const served: EligibilityAnswer = { is_eligible: true, eligibility_message: 'Good news: we deliver to Burlington, VT. Please continue with your signup.' };
const notServed: EligibilityAnswer = { is_eligible: false, eligibility_message: "Sorry, we don't deliver to Beverly Hills, CA yet." };

function start(check: (zipcode: string) => Promise<EligibilityAnswer> = async (zip) => (zip.startsWith('05') ? served : notServed)) {
  const checks = vi.fn(check);
  const sent: EligibilityAddress[] = [];
  const announced: { answer?: EligibilityAnswer; error?: string }[] = [];
  const machine = signupEligibilityMachine.provide({
    actors: { checkEligibility: fromPromise<EligibilityAnswer, EligibilityAddress>(({ input }) => (sent.push(input), checks(input.zipcode))) },
    actions: { announce: (_, params) => void announced.push(params) },
  });
  const actor = createActor(machine).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, state: () => actor.getSnapshot(), checks, sent, announced, settle };
}

describe('signup eligibility', () => {
  it('checks the entered ZIP and opens the form when the address is served, announcing a success', async () => {
    const s = start();
    expect(s.state().value).toBe('editing');
    s.actor.send({ type: 'CHECK', zipcode: '05401-1234' });
    expect(s.state().value).toBe('checking');
    await s.settle();
    expect(s.state().value).toBe('eligible');
    expect(s.checks).toHaveBeenCalledWith('05401');
    expect(s.announced).toEqual([{ answer: served }]);
  });

  it('an address outside the area is ineligible and announced as an error answer', async () => {
    const s = start();
    s.actor.send({ type: 'CHECK', zipcode: '90210' });
    await s.settle();
    expect(s.state().value).toBe('ineligible');
    expect(s.state().context.answer).toEqual(notServed);
    expect(s.announced[0].answer?.is_eligible).toBe(false);
  });

  it('a changed ZIP checks again; the same ZIP or a half-typed one does not', async () => {
    const s = start();
    s.actor.send({ type: 'CHECK', zipcode: '05401' });
    await s.settle();
    s.actor.send({ type: 'ZIP_CHANGED', zipcode: '05401' });
    s.actor.send({ type: 'ZIP_CHANGED', zipcode: '902' });
    expect(s.state().value).toBe('eligible');
    expect(s.checks).toHaveBeenCalledTimes(1);
    s.actor.send({ type: 'ZIP_CHANGED', zipcode: '90210' });
    expect(s.state().value).toBe('checking');
    await s.settle();
    expect(s.state().value).toBe('ineligible');
    s.actor.send({ type: 'ZIP_CHANGED', zipcode: '05403' });
    await s.settle();
    expect(s.state().value).toBe('eligible');
  });

  it('a malformed ZIP is not sent', () => {
    const s = start();
    s.actor.send({ type: 'CHECK', zipcode: 'ABCDE' });
    expect(s.state().value).toBe('editing');
    expect(s.checks).not.toHaveBeenCalled();
  });

  it('a failed check is an error state with its message, and can be retried', async () => {
    let fail = true;
    const s = start(async () => {
      if (fail) throw new Error('(503) Service unavailable');
      return served;
    });
    s.actor.send({ type: 'CHECK', zipcode: '05401' });
    await s.settle();
    expect(s.state().value).toBe('error');
    expect(s.state().context.error).toBe('(503) Service unavailable');
    expect(s.announced).toEqual([{ error: '(503) Service unavailable' }]);
    fail = false;
    s.actor.send({ type: 'CHECK', zipcode: '05401' });
    await s.settle();
    expect(s.state().value).toBe('eligible');
  });

  it('RESET starts over after a signup', async () => {
    const s = start();
    s.actor.send({ type: 'CHECK', zipcode: '05401' });
    await s.settle();
    s.actor.send({ type: 'RESET' });
    expect(s.state().value).toBe('editing');
    expect(s.state().context).toEqual({ zipcode: undefined, address: undefined, answer: undefined, error: undefined });
  });

  it('checks an address abroad by its country: Canada by its own postal rule, the Cayman Islands with none (issue 22, item 9)', async () => {
    const s = start(async () => served);
    s.actor.send({ type: 'CHECK', zipcode: '12345', country: 'CA', state: 'ON' });
    expect(s.state().value).toBe('editing');
    s.actor.send({ type: 'CHECK', zipcode: 'K1A 0B1', country: 'CA', state: 'ON', city: 'Ottawa' });
    await s.settle();
    expect(s.state().value).toBe('eligible');
    expect(s.sent).toEqual([{ zipcode: 'K1A 0B1', country: 'CA', state: 'ON', city: 'Ottawa' }]);
    // Another province is another answer; the same address with another town is not.
    s.actor.send({ type: 'ZIP_CHANGED', zipcode: 'K1A 0B1', country: 'CA', state: 'ON', city: 'Nepean' });
    expect(s.state().value).toBe('eligible');
    s.actor.send({ type: 'ZIP_CHANGED', zipcode: 'K1A 0B1', country: 'CA', state: 'QC' });
    expect(s.state().value).toBe('checking');
    await s.settle();
    s.actor.send({ type: 'CHECK', zipcode: '', country: 'KY', state: 'KY', city: 'George Town' });
    await s.settle();
    expect(s.sent.at(-1)).toEqual({ zipcode: '', country: 'KY', state: 'KY', city: 'George Town' });
    // A US ZIP goes as its five digits, the country named.
    s.actor.send({ type: 'CHECK', zipcode: '05401-1234', country: 'USA', state: 'VT' });
    await s.settle();
    expect(s.sent.at(-1)).toEqual({ zipcode: '05401', country: 'US' });
  });
});
