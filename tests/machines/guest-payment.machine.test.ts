import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { guestCharge, guestPaymentMachine, type GuestAccount, type GuestAnswer, type GuestPaymentBody } from '../../src/machines/guest-payment.machine';
import { guestDetailProblems, guestLimitProblem } from '../../src/machines/guest-payment-context';
import { TODAY, validBank, validCard } from './support/payment';

type Gateway = (body: GuestPaymentBody, key: string) => Promise<GuestAnswer>;
const approved: GuestAnswer = {
  success: true,
  message: 'Thank you, your payment was received.',
  payment: { payment_number: 'P-000900', payment_type: 'credit_card', source_label: 'Visa •••• 4242', amount: 80, fee: 3, total: 83, status: 'pending', created_at: '2026-11-24T15:00:00.000Z' },
};

function startGuest(options: { lookUp?: (account: GuestAccount) => Promise<{ amount_due: number }>; gateway?: Gateway } = {}) {
  const clock = new SimulatedClock();
  clock.set(TODAY);
  let keys = 0;
  const lookUp = vi.fn(options.lookUp ?? (async () => ({ amount_due: 80 })));
  const gateway = vi.fn<Gateway>(options.gateway ?? (async () => approved));
  const machine = guestPaymentMachine.provide({
    actors: {
      lookUp: fromPromise<{ amount_due: number }, GuestAccount>(({ input }) => lookUp(input)),
      submitGuestPayment: fromPromise<GuestAnswer, { body: GuestPaymentBody; idempotencyKey: string }>(({ input }) => gateway(input.body, input.idempotencyKey)),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { allowedTypes: ['credit_card', 'bank_account'], fees: { cc_convenience_fee_percent: 2.5, new_card_fee: 1 }, maxAmount: 10000, clock: { now: () => clock.now() }, newIdempotencyKey: () => `key-${++keys}` },
  }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, state: () => actor.getSnapshot(), lookUp, gateway, settle };
}

async function toDetails(started: ReturnType<typeof startGuest>) {
  started.actor.send({ type: 'LOOK_UP', account_number: ' 100234 ', zip_code: '05401-1234' });
  await started.settle();
}

describe('pay as guest: the lookup', () => {
  it('looks the account up by number and five-digit ZIP, and proposes the amount due', async () => {
    const started = startGuest();
    await toDetails(started);
    expect(started.lookUp).toHaveBeenCalledWith({ account_number: '100234', zip_code: '05401' });
    expect(started.state().value).toBe('details');
    expect(started.state().context.amount).toBe('80.00');
  });

  it('stays on the lookup with the message of a refused lookup', async () => {
    const started = startGuest({ lookUp: async () => Promise.reject(new Error('No account matches.')) });
    await toDetails(started);
    expect(started.state().value).toBe('lookingUp');
    expect(started.state().context.lookupProblem).toBe('No account matches.');
  });

  it('proposes no amount for a credit balance', async () => {
    const started = startGuest({ lookUp: async () => ({ amount_due: -5 }) });
    await toDetails(started);
    expect(started.state().context.amount).toBe('');
  });
});

describe('pay as guest: details, fee and payment', () => {
  it('goes to review only with an amount, a receipt email and valid card data', async () => {
    const started = startGuest();
    await toDetails(started);
    const { actor, state } = started;
    actor.send({ type: 'UPDATE_CARD', data: validCard() });
    expect(state().can({ type: 'NEXT' })).toBe(false);
    actor.send({ type: 'SET_EMAIL', email: 'ann@example.com' });
    actor.send({ type: 'SET_AMOUNT', amount: '0' });
    expect(state().can({ type: 'NEXT' })).toBe(false);
    actor.send({ type: 'SET_AMOUNT', amount: '100' });
    actor.send({ type: 'NEXT' });
    expect(state().value).toBe('review');
  });

  it('stays on details past the amount due plus the margin, with the server\'s words at the amount', async () => {
    const started = startGuest();
    await toDetails(started);
    const { actor, state } = started;
    actor.send({ type: 'UPDATE_CARD', data: validCard() });
    actor.send({ type: 'SET_EMAIL', email: 'ann@example.com' });
    // $80 due and the default $1,000 margin: $1,080 at most.
    actor.send({ type: 'SET_AMOUNT', amount: '5000' });
    expect(guestLimitProblem(state().context)).toEqual({ problem: 'above-due', text: 'The amount may not be more than $1,080.00: the amount due, $80.00, plus $1,000.00' });
    expect(guestDetailProblems(state().context)).toContain('amount');
    actor.send({ type: 'NEXT' });
    expect(state().value).toBe('details');
    actor.send({ type: 'SET_AMOUNT', amount: '1080' });
    actor.send({ type: 'NEXT' });
    expect(state().value).toBe('review');
  });

  it('charges a card the percentage and the new-card fee, a bank account none', async () => {
    const started = startGuest();
    await toDetails(started);
    expect(guestCharge({ ...started.state().context, amount: '100' })).toEqual({ amount: 100, fee: 3.5, total: 103.5 });
    started.actor.send({ type: 'CHOOSE_TYPE', paymentType: 'bank_account' });
    expect(guestCharge({ ...started.state().context, amount: '100' })).toEqual({ amount: 100, fee: 0, total: 100 });
  });

  it('pays once with one key, and drops the card data after success', async () => {
    const started = startGuest();
    await toDetails(started);
    const { actor, state, gateway, settle } = started;
    actor.send({ type: 'UPDATE_CARD', data: validCard({ cc_number: '4242 4242 4242 4242' }) });
    actor.send({ type: 'SET_EMAIL', email: 'ann@example.com' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(state().value).toBe('success');
    expect(gateway).toHaveBeenCalledTimes(1);
    expect(gateway.mock.calls[0]).toEqual([
      { account_number: '100234', zip_code: '05401', amount: 80, email: 'ann@example.com', payment_type: 'credit_card', data: validCard({ cc_number: '4242 4242 4242 4242' }) },
      'key-1',
    ]);
    expect(JSON.stringify(state().context)).not.toContain('4242 4242');
  });

  it('shows a refusal, and pays again with a new key after it', async () => {
    let answer: GuestAnswer = { success: false, message: 'Your card was declined.' };
    const started = startGuest({ gateway: async () => answer });
    await toDetails(started);
    const { actor, state, gateway, settle } = started;
    actor.send({ type: 'CHOOSE_TYPE', paymentType: 'bank_account' });
    actor.send({ type: 'UPDATE_BANK', data: validBank() });
    actor.send({ type: 'UPDATE_CARD', data: validCard() });
    expect(state().context.source.payment_type).toBe('bank_account');
    actor.send({ type: 'SET_EMAIL', email: 'ann@example.com' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(state().value).toBe('refused');
    expect(state().context.refusal).toBe('Your card was declined.');
    answer = approved;
    actor.send({ type: 'BACK' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(state().value).toBe('success');
    expect(gateway.mock.calls.map((call) => call[1])).toEqual(['key-1', 'key-2']);
  });

  it('retries an unknown outcome with the same key', async () => {
    let fail = true;
    const started = startGuest({ gateway: async () => (fail ? Promise.reject(new Error('network')) : approved) });
    await toDetails(started);
    const { actor, state, gateway, settle } = started;
    actor.send({ type: 'UPDATE_CARD', data: validCard() });
    actor.send({ type: 'SET_EMAIL', email: 'ann@example.com' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(state().value).toBe('error');
    expect(state().can({ type: 'EDIT_DETAILS' })).toBe(false);
    fail = false;
    actor.send({ type: 'RETRY' });
    await settle();
    expect(state().value).toBe('success');
    expect(gateway.mock.calls.map((call) => call[1])).toEqual(['key-1', 'key-1']);
  });
});
