import { describe, expect, it } from 'vitest';
import { amountProblem, chargeOf, limitProblem, newSourceProblems } from '../../src/machines/payment.machine';
import { blankNewSource } from '../../src/machines/payment-details';
import { savedBank, savedCard, startPayment, validBank, validCard } from './support/payment';

type Started = ReturnType<typeof startPayment>;

/** Chooses a new card, types `card` and goes on to review. */
function payWithNewCard({ actor }: Started, card = validCard()) {
  actor.send({ type: 'CHOOSE_NEW', paymentType: 'credit_card' });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'UPDATE_CARD', data: card });
  actor.send({ type: 'NEXT' });
}

describe('payment: choosing a source', () => {
  it('starts with the default source preselected and the amount due as the amount', () => {
    const { state } = startPayment();
    expect(state().value).toBe('choosingSource');
    expect(state().context).toMatchObject({ sourceId: savedCard.id, amount: '100.00' });
    expect(state().context.newSource).toBeUndefined();
    expect(state().can({ type: 'NEXT' })).toBe(true);
  });

  it('offers only sources of the allowed payment types, and refuses a new source of another type', () => {
    const { actor, state } = startPayment({ input: { allowedTypes: ['bank_account'] } });
    expect(state().context.sources).toEqual([savedBank]);
    expect(state().context.sourceId).toBeUndefined();
    expect(state().can({ type: 'NEXT' })).toBe(false);
    expect(state().can({ type: 'CHOOSE_SOURCE', sourceId: savedCard.id })).toBe(false);
    expect(state().can({ type: 'CHOOSE_NEW', paymentType: 'credit_card' })).toBe(false);
    actor.send({ type: 'CHOOSE_SOURCE', sourceId: savedBank.id });
    actor.send({ type: 'NEXT' });
    expect(state().value).toBe('review');
  });

  it('goes straight to review with a saved source, and to details with a new one', () => {
    const saved = startPayment();
    saved.actor.send({ type: 'NEXT' });
    expect(saved.state().value).toBe('review');

    const fresh = startPayment();
    fresh.actor.send({ type: 'CHOOSE_NEW', paymentType: 'bank_account' });
    fresh.actor.send({ type: 'NEXT' });
    expect(fresh.state().value).toBe('details');
    expect(fresh.state().context.sourceId).toBeUndefined();
  });
});

describe('payment: switching clears typed data', () => {
  it('clears card data when switching to a new bank account, and back', () => {
    const { actor, state } = startPayment();
    actor.send({ type: 'CHOOSE_NEW', paymentType: 'credit_card' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'UPDATE_CARD', data: validCard() });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'CHOOSE_NEW', paymentType: 'bank_account' });
    expect(state().context.newSource).toEqual({ payment_type: 'bank_account', data: expect.objectContaining({ account_number: '' }), save: false });
    expect(JSON.stringify(state().context)).not.toContain('4111');
    actor.send({ type: 'CHOOSE_NEW', paymentType: 'credit_card' });
    expect(state().context.newSource?.data).toMatchObject({ card: { cc_number: '', cc_exp: '', cc_cvv: '' } });
  });

  it('clears card data when a saved source is chosen instead', () => {
    const { actor, state } = startPayment();
    actor.send({ type: 'CHOOSE_NEW', paymentType: 'credit_card' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'UPDATE_CARD', data: validCard() });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'CHOOSE_SOURCE', sourceId: savedBank.id });
    expect(state().context.newSource).toBeUndefined();
    expect(JSON.stringify(state().context)).not.toContain('4111');
  });

  it('keeps the data when the same new type is chosen again', () => {
    const { actor, state } = startPayment();
    actor.send({ type: 'CHOOSE_NEW', paymentType: 'bank_account' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'UPDATE_BANK', data: validBank() });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'CHOOSE_NEW', paymentType: 'bank_account' });
    expect(state().context.newSource?.data).toEqual(validBank());
  });

  it('does not take card data for a bank account', () => {
    const { actor, state } = startPayment();
    actor.send({ type: 'CHOOSE_NEW', paymentType: 'bank_account' });
    actor.send({ type: 'NEXT' });
    expect(state().can({ type: 'UPDATE_CARD', data: validCard() })).toBe(false);
    actor.send({ type: 'UPDATE_CARD', data: validCard() });
    expect(state().context.newSource?.payment_type).toBe('bank_account');
  });
});

describe('payment: details are checked before review', () => {
  it.each([
    ['a blank card', { cc_number: '', cc_exp: '', cc_cvv: '' }],
    ['a number failing Luhn', { cc_number: '4111 1111 1111 1112' }],
    ['a 4-digit CVV on a Visa', { cc_cvv: '1234' }],
    ['a 3-digit CVV on an American Express', { cc_number: '378282246310005', cc_cvv: '123' }],
    ['an expiry that is not MM/YY', { cc_exp: '13/27' }],
    ['an expired card (October 2026 on 24 Nov 2026)', { cc_exp: '10/26' }],
  ])('refuses %s', (_, card) => {
    const started = startPayment();
    payWithNewCard(started, validCard(card));
    expect(started.state().value).toBe('details');
    expect(started.state().can({ type: 'NEXT' })).toBe(false);
  });

  it('accepts a card through the last day of its month, judged by the machine clock', () => {
    const { actor, clock, state } = startPayment();
    actor.send({ type: 'CHOOSE_NEW', paymentType: 'credit_card' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'UPDATE_CARD', data: validCard({ cc_exp: '11/26' }) });
    expect(state().can({ type: 'NEXT' })).toBe(true);
    clock.set(Date.UTC(2026, 11, 1));
    expect(state().can({ type: 'NEXT' })).toBe(false);
  });

  it('refuses a card without holder or billing address', () => {
    const started = startPayment();
    const card = validCard();
    payWithNewCard(started, { ...card, address: { ...card.address, zipcode: ' ' } });
    expect(started.state().value).toBe('details');
  });

  it.each([
    ['a routing number failing the ABA checksum', { routing_number: '123456789' }],
    ['a 4-digit account number', { account_number: '1234', confirm_account_number: '1234' }],
    ['account numbers that differ', { confirm_account_number: '123456780' }],
    ['no account type', { account_type: '' as const }],
  ])('refuses a bank account with %s', (_, bank) => {
    const { actor, state } = startPayment();
    actor.send({ type: 'CHOOSE_NEW', paymentType: 'bank_account' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'UPDATE_BANK', data: validBank(bank) });
    expect(state().can({ type: 'NEXT' })).toBe(false);
    actor.send({ type: 'UPDATE_BANK', data: validBank() });
    actor.send({ type: 'NEXT' });
    expect(state().value).toBe('review');
  });
});

describe('payment: which fields keep a new source from review (for the form to mark)', () => {
  const today = new Date(Date.UTC(2026, 10, 24));

  it('names every field of a blank card but the CVV, whose length depends on the number', () => {
    expect(newSourceProblems(blankNewSource('credit_card'), today)).toEqual([
      'account_holder.first_name',
      'account_holder.last_name',
      'card.cc_number',
      'card.cc_exp',
      'address.street1',
      'address.city',
      'address.state',
      'address.zipcode',
      'address.country',
    ]);
  });

  it('names only the failing field of an otherwise good source', () => {
    const card = { payment_type: 'credit_card' as const, data: validCard({ cc_exp: '10/26' }), save: false };
    expect(newSourceProblems(card, today)).toEqual(['card.cc_exp']);
    const bank = { payment_type: 'bank_account' as const, data: validBank({ confirm_account_number: '1' }), save: false };
    expect(newSourceProblems(bank, today)).toEqual(['confirm_account_number']);
    expect(newSourceProblems({ ...bank, data: validBank() }, today)).toEqual([]);
  });
});

describe('payment: review figures', () => {
  it('charges a saved card 2.5%: $100.00 + $2.50 = $102.50', () => {
    const { actor, state } = startPayment();
    actor.send({ type: 'NEXT' });
    expect(chargeOf(state().context)).toEqual({ amount: 100, fee: 2.5, total: 102.5 });
  });

  it('charges a new card 2.5% and the new-card fee: $100.00 + $4.00 = $104.00', () => {
    const started = startPayment();
    payWithNewCard(started);
    expect(chargeOf(started.state().context)).toEqual({ amount: 100, fee: 4, total: 104 });
  });

  it('charges a bank account no fee', () => {
    const { actor, state } = startPayment();
    actor.send({ type: 'CHOOSE_SOURCE', sourceId: savedBank.id });
    actor.send({ type: 'NEXT' });
    expect(chargeOf(state().context)).toEqual({ amount: 100, fee: 0, total: 100 });
  });

  it('recomputes when the amount is edited', () => {
    const { actor, state } = startPayment();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SET_AMOUNT', amount: '40.10' });
    expect(chargeOf(state().context)).toEqual({ amount: 40.1, fee: 1, total: 41.1 });
  });

  it.each([
    ['0', 'invalid'],
    ['-5', 'invalid'],
    ['10.005', 'invalid'],
    ['ten', 'invalid'],
    ['25000.01', 'above-max'],
  ])('refuses CONFIRM with the amount %s (%s)', (amount, problem) => {
    const { actor, state, gateway } = startPayment();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SET_AMOUNT', amount });
    expect(amountProblem(amount, 25000)).toBe(problem);
    expect(chargeOf(state().context)).toBeNull();
    expect(state().can({ type: 'CONFIRM' })).toBe(false);
    actor.send({ type: 'CONFIRM' });
    expect(state().value).toBe('review');
    expect(gateway).not.toHaveBeenCalled();
  });

  it('takes exactly the largest amount, and starts blank when nothing is due', () => {
    const { actor, state } = startPayment({ input: { amountDue: 0 } });
    actor.send({ type: 'CHOOSE_SOURCE', sourceId: savedBank.id });
    actor.send({ type: 'NEXT' });
    expect(state().can({ type: 'CONFIRM' })).toBe(false);
    // Nothing due: a prepayment up to the margin ($1,000 by default).
    actor.send({ type: 'SET_AMOUNT', amount: '1000' });
    expect(state().can({ type: 'CONFIRM' })).toBe(true);
  });

  it('refuses CONFIRM past the amount due plus the margin, in the server\'s words', () => {
    const { actor, state } = startPayment({ input: { amountDue: 376 } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SET_AMOUNT', amount: '25000' });
    expect(limitProblem(state().context)).toEqual({ problem: 'above-due', text: 'The amount may not be more than $1,376.00: the amount due, $376.00, plus $1,000.00' });
    expect(state().can({ type: 'CONFIRM' })).toBe(false);
    actor.send({ type: 'SET_AMOUNT', amount: '1376' });
    expect(limitProblem(state().context)).toBeNull();
    expect(state().can({ type: 'CONFIRM' })).toBe(true);
  });

  it('refuses CONFIRM when the card fee takes the total past the maximum: the maximum is what is charged', () => {
    const { actor, state } = startPayment({ input: { amountDue: 30_000 } });
    actor.send({ type: 'NEXT' });
    // $24,400 + 2.5% = $25,010.
    actor.send({ type: 'SET_AMOUNT', amount: '24400' });
    expect(limitProblem(state().context)).toEqual({ problem: 'total-above-max', text: 'The amount with its fee may not be more than $25,000.00' });
    expect(state().can({ type: 'CONFIRM' })).toBe(false);
    // $24,390 + $609.75 = $24,999.75.
    actor.send({ type: 'SET_AMOUNT', amount: '24390' });
    expect(state().can({ type: 'CONFIRM' })).toBe(true);
  });
});

describe('payment: the saved sources reloaded beside the form', () => {
  const madeDefault = (source: typeof savedBank) => [{ ...savedCard, is_default: false }, { ...source, is_default: true }];

  it('keeps the amount typed on review and the chosen source when another source is made default', () => {
    const { actor, state } = startPayment();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SET_AMOUNT', amount: '42.10' });
    actor.send({ type: 'SOURCES_CHANGED', sources: madeDefault(savedBank) });
    expect(state().value).toBe('review');
    expect(state().context).toMatchObject({ amount: '42.10', sourceId: savedCard.id });
    expect(state().context.sources.find((source) => source.is_default)?.id).toBe(savedBank.id);
  });

  it('keeps the card details typed so far when a source is added', () => {
    const { actor, state } = startPayment();
    actor.send({ type: 'CHOOSE_NEW', paymentType: 'credit_card' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'UPDATE_CARD', data: validCard() });
    const added = { id: 13, payment_type: 'bank_account' as const, label: 'Savings •••• 1234', is_default: false };
    actor.send({ type: 'SOURCES_CHANGED', sources: [savedCard, savedBank, added] });
    expect(state().value).toBe('details');
    expect(state().context.newSource?.data).toEqual(validCard());
    expect(state().context.sourceId).toBeUndefined();
    expect(state().context.sources.map((source) => source.id)).toEqual([savedCard.id, savedBank.id, added.id]);
  });

  it('goes back to choosing, with the new default preselected, when the source under review is removed', () => {
    const { actor, state } = startPayment();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SET_AMOUNT', amount: '55.00' });
    actor.send({ type: 'SOURCES_CHANGED', sources: [{ ...savedBank, is_default: true }] });
    expect(state().value).toBe('choosingSource');
    expect(state().context).toMatchObject({ sourceId: savedBank.id, amount: '55.00' });
  });

  it('offers a reloaded source only of an allowed type', () => {
    const { actor, state } = startPayment({ input: { allowedTypes: ['credit_card'] } });
    actor.send({ type: 'SOURCES_CHANGED', sources: madeDefault(savedBank) });
    expect(state().context.sources.map((source) => source.id)).toEqual([savedCard.id]);
    expect(state().context.sourceId).toBe(savedCard.id);
  });
});
