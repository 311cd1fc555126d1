import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { guestPaymentMachine, type GuestPaymentContext } from '../../src/machines/guest-payment.machine';
import { guestLimitProblem } from '../../src/machines/guest-payment-context';
import { guestDetailsAnswers, guestDetailsEvents, guestDetailsProblems } from '../../src/machines/guest-payment-answers';
import { messages } from '../../src/engine/messages/catalogue';
import { TODAY, validBank, validCard } from './support/payment';

/** A guest payment machine on its details step (the lookup answered an amount due of $80). */
async function onDetails() {
  const machine = guestPaymentMachine.provide({ actors: { lookUp: fromPromise(async () => ({ amount_due: 80 })) } });
  const actor = createActor(machine, {
    input: { allowedTypes: ['credit_card', 'bank_account'], fees: { cc_convenience_fee_percent: 2.5, new_card_fee: 1 }, maxAmount: 10000, overpaymentMargin: 1000, clock: { now: () => TODAY } },
  }).start();
  actor.send({ type: 'LOOK_UP', account_number: '100234', zip_code: '05401' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  const context = () => actor.getSnapshot().context;
  /** What the form would do on a change: the events of its answers, sent. */
  const answer = (change: (answers: ReturnType<typeof guestDetailsAnswers>) => object) => guestDetailsEvents(context(), change(guestDetailsAnswers(context()))).forEach((event) => actor.send(event));
  return { actor, context, answer };
}

describe('pay as guest: the details form and the machine', () => {
  it('fills the form from the machine: the amount due, the way to pay and its data, a name the payment forms take', async () => {
    const { context } = await onDetails();
    expect(guestDetailsAnswers(context())).toEqual({ amount: '80.00', email: '', payment_type: 'credit_card', name: 'Payment', data: context().source.data });
  });

  it('sends only what changed, and the card data whole, every empty field a blank', async () => {
    const { context, answer, actor } = await onDetails();
    expect(guestDetailsEvents(context(), { ...guestDetailsAnswers(context()), amount: '40' })).toEqual([{ type: 'SET_AMOUNT', amount: '40' }, { type: 'UPDATE_CARD', data: context().source.data }]);
    answer((answers) => ({ ...answers, amount: '40', email: 'pat@example.test', data: validCard() }));
    expect(context()).toMatchObject({ amount: '40', email: 'pat@example.test', source: { payment_type: 'credit_card', data: validCard() } });
    // A field RJSF empties to undefined is an empty string for the machine.
    answer((answers) => ({ ...answers, amount: undefined, data: { card: { cc_number: '4242' } } }));
    expect(context().amount).toBe('');
    expect(context().source.data).toMatchObject({ card: { cc_number: '4242', cc_exp: '', cc_cvv: '' }, account_holder: { first_name: '' } });
    actor.stop();
  });

  it('chooses the other way to pay alone (the card typed so far is not sent as a bank account), then takes the bank data', async () => {
    const { context, answer } = await onDetails();
    answer((answers) => ({ ...answers, data: validCard() }));
    const events = guestDetailsEvents(context(), { ...guestDetailsAnswers(context()), payment_type: 'bank_account' });
    expect(events).toEqual([{ type: 'CHOOSE_TYPE', paymentType: 'bank_account' }]);
    answer((answers) => ({ ...answers, payment_type: 'bank_account' }));
    expect(context().source).toMatchObject({ payment_type: 'bank_account', data: { routing_number: '', account_number: '' } });
    answer((answers) => ({ ...answers, data: validBank() }));
    expect(context().source.data).toEqual(validBank());
  });

  it('says at its field what keeps the amount and the email from review, as the machine refuses NEXT', async () => {
    const { context, answer, actor } = await onDetails();
    const problems = (c: GuestPaymentContext) => guestDetailsProblems(c);
    expect(problems(context())).toEqual([{ path: 'email', message: messages.guestEmailInvalid }]);
    answer((answers) => ({ ...answers, amount: '12.345', email: 'pat@example.test', data: validCard() }));
    expect(problems(context())).toEqual([{ path: 'amount', message: messages.amountInvalid }]);
    answer((answers) => ({ ...answers, amount: '10000.01' }));
    expect(problems(context())).toEqual([{ path: 'amount', message: 'The amount may not be more than $10,000.00' }]);
    // Past the amount due ($80) and its margin ($1,000): the server's words.
    answer((answers) => ({ ...answers, amount: '2000' }));
    expect(problems(context())).toEqual([{ path: 'amount', message: guestLimitProblem(context())!.text }]);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('details');
    answer((answers) => ({ ...answers, amount: '40' }));
    expect(problems(context())).toEqual([]);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('review');
  });
});
