import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { approved, declined, heldGateway, savedBank, savedCard, startPayment, validCard } from './support/payment';

describe('payment: submitting', () => {
  it('sends a saved source by id with a fresh key, keeps the answer and raises the success flag', async () => {
    const { actor, state, gateway, recordSuccess } = startPayment();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(gateway).toHaveBeenCalledWith({ account_id: '100234', amount: 100, payment_id: savedCard.id }, 'key-1');
    expect(state().context.receipt).toEqual({ message: approved.message, payment: approved.payment });
    expect(state().status).toBe('done');
    expect(recordSuccess).toHaveBeenCalledTimes(1);
    expect(recordSuccess.mock.calls[0][1]).toEqual({ accountId: '100234' });
  });

  it('sends a new card with its data and the save flag', async () => {
    const { actor, gateway } = startPayment();
    actor.send({ type: 'CHOOSE_NEW', paymentType: 'credit_card' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'UPDATE_CARD', data: validCard() });
    actor.send({ type: 'SET_SAVE', save: true });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SET_AMOUNT', amount: '55.5' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(gateway).toHaveBeenCalledWith(
      { account_id: '100234', amount: 55.5, payment_type: 'credit_card', data: validCard(), save: true },
      'key-1',
    );
  });

  it('sends the name a kept source is given, trimmed, and no name for one not kept', async () => {
    /** What the gateway is sent for a new card paid with "Save for later" as given. */
    const sentWith = async (save: boolean, name: string) => {
      const { actor, gateway } = startPayment();
      for (const event of [{ type: 'CHOOSE_NEW', paymentType: 'credit_card' }, { type: 'NEXT' }, { type: 'UPDATE_CARD', data: validCard() }, { type: 'SET_SAVE', save, name }, { type: 'NEXT' }, { type: 'CONFIRM' }] as const) actor.send(event);
      await waitFor(actor, (s) => s.matches('success'));
      return gateway.mock.calls[0][0];
    };
    expect(await sentWith(true, ' Everyday card ')).toMatchObject({ save: true, name: 'Everyday card' });
    expect(await sentWith(false, 'Everyday card')).not.toHaveProperty('name');
  });

  it('submits once however often CONFIRM is clicked', async () => {
    const held = heldGateway();
    const { actor, state, gateway } = startPayment({ gateway: held.gateway });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    expect(state().value).toBe('submitting');
    expect(state().can({ type: 'CONFIRM' })).toBe(false);
    actor.send({ type: 'CONFIRM' });
    held.pending[0].resolve(approved);
    await waitFor(actor, (s) => s.matches('success'));
    expect(gateway).toHaveBeenCalledTimes(1);
    expect(held.pending).toHaveLength(1);
  });

  it('shows a decline and lets another source be tried under a new key', async () => {
    const answers = [declined, approved];
    const { actor, state, gateway, recordSuccess } = startPayment({ gateway: async () => answers.shift()! });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('declined'));
    expect(state().context.declineMessage).toBe('Your card was declined.');
    expect(recordSuccess).not.toHaveBeenCalled();
    expect(state().can({ type: 'RETRY' })).toBe(false);
    expect(state().can({ type: 'EDIT_DETAILS' })).toBe(false);

    actor.send({ type: 'CHOOSE_ANOTHER' });
    actor.send({ type: 'CHOOSE_SOURCE', sourceId: savedBank.id });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(gateway.mock.calls.map(([body, key]) => [body, key])).toEqual([
      [{ account_id: '100234', amount: 100, payment_id: savedCard.id }, 'key-1'],
      [{ account_id: '100234', amount: 100, payment_id: savedBank.id }, 'key-2'],
    ]);
  });

  it('after a declined new card, goes back to its details with the data kept', async () => {
    const { actor, state } = startPayment({ gateway: async () => declined });
    actor.send({ type: 'CHOOSE_NEW', paymentType: 'credit_card' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'UPDATE_CARD', data: validCard() });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('declined'));
    actor.send({ type: 'EDIT_DETAILS' });
    expect(state().value).toBe('details');
    expect(state().context.newSource?.data).toEqual(validCard());
  });

  it('retries after a network error with the same key and body, and nothing else may change meanwhile', async () => {
    const held = heldGateway();
    const { actor, state, gateway } = startPayment({ gateway: held.gateway });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONFIRM' });
    held.pending[0].reject(new TypeError('Failed to fetch'));
    await waitFor(actor, (s) => s.matches('error'));
    expect(state().context.error).toBeInstanceOf(TypeError);
    for (const event of [{ type: 'CONFIRM' }, { type: 'BACK' }, { type: 'CHOOSE_ANOTHER' }] as const) {
      expect(state().can(event)).toBe(false);
    }

    actor.send({ type: 'RETRY' });
    expect(state().value).toBe('submitting');
    held.pending[1].resolve(approved);
    await waitFor(actor, (s) => s.matches('success'));
    expect(gateway).toHaveBeenCalledTimes(2);
    expect(gateway.mock.calls[1]).toEqual(gateway.mock.calls[0]);
    expect(gateway.mock.calls[1][1]).toBe('key-1');
  });

  it('a decline after a retried error still gets a new key for the next attempt', async () => {
    const outcomes: (() => Promise<typeof approved>)[] = [
      async () => Promise.reject(new Error('timeout')),
      async () => declined,
      async () => approved,
    ];
    const { actor, gateway } = startPayment({ gateway: () => outcomes.shift()!() });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('error'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('declined'));
    actor.send({ type: 'BACK' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(gateway.mock.calls.map(([, key]) => key)).toEqual(['key-1', 'key-1', 'key-2']);
  });
});
