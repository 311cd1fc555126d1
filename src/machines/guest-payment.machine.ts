import { assign, fromPromise, setup } from 'xstate';
import { blankNewSource, type PaymentType } from './payment-details';
import {
  guestBody,
  guestDetailProblems,
  initialGuestContext,
  lookupAccount,
  type GuestAccount,
  type GuestAnswer,
  type GuestPaymentBody,
  type GuestPaymentContext,
  type GuestPaymentEvent,
  type GuestPaymentInput,
} from './guest-payment-context';

export { guestCharge, guestDetailProblems, type GuestAccount, type GuestAnswer, type GuestPaymentBody, type GuestPaymentContext, type GuestPaymentInput } from './guest-payment-context';

/**
 * Pay As Guest (spec 1 §2 /payment): look up the account by number and ZIP code → details
 * (amount, receipt email, card or bank account) → review with the fee → submitting → success |
 * refused | error. As in the payment machine, one idempotency key per confirmed attempt: kept on
 * retry after an unknown outcome, replaced after a refusal (nothing was charged).
 */
export const guestPaymentMachine = setup({
  types: { context: {} as GuestPaymentContext, events: {} as GuestPaymentEvent, input: {} as GuestPaymentInput },
  actors: {
    /** POST /payments/guest-lookup: the amount due; rejects with the message to show. */
    lookUp: fromPromise<{ amount_due: number }, GuestAccount>(async () => {
      throw new Error('lookUp is provided by the renderer');
    }),
    /** POST /payments/make-guest-payment: resolves with the answer (a refusal included), rejects when the outcome is unknown. */
    submitGuestPayment: fromPromise<GuestAnswer, { body: GuestPaymentBody; idempotencyKey: string }>(async () => {
      throw new Error('submitGuestPayment is provided by the renderer');
    }),
  },
  guards: {
    isAllowedType: ({ context }, { paymentType }: { paymentType: PaymentType }) => context.allowedTypes.includes(paymentType),
    isCard: ({ context }) => context.source.payment_type === 'credit_card',
    isBank: ({ context }) => context.source.payment_type === 'bank_account',
    detailsValid: ({ context }) => guestDetailProblems(context).length === 0,
    succeeded: (_, { answer }: { answer: GuestAnswer }) => answer.success,
  },
}).createMachine({
  id: 'guestPayment',
  context: ({ input }) => initialGuestContext(input),
  initial: 'lookingUp',
  states: {
    lookingUp: {
      on: { LOOK_UP: { target: 'searching', actions: assign({ account: ({ event }) => lookupAccount(event), lookupProblem: undefined }) } },
    },
    searching: {
      invoke: {
        src: 'lookUp',
        input: ({ context }) => context.account!,
        onDone: {
          target: 'details',
          actions: assign({
            amountDue: ({ event }) => event.output.amount_due,
            amount: ({ event }) => (event.output.amount_due > 0 ? event.output.amount_due.toFixed(2) : ''),
          }),
        },
        onError: { target: 'lookingUp', actions: assign({ lookupProblem: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }) },
      },
    },
    details: {
      on: {
        SET_AMOUNT: { actions: assign({ amount: ({ event }) => event.amount }) },
        SET_EMAIL: { actions: assign({ email: ({ event }) => event.email }) },
        CHOOSE_TYPE: {
          guard: { type: 'isAllowedType', params: ({ event }) => ({ paymentType: event.paymentType }) },
          // Card data is not kept behind a bank account's back, nor the other way round.
          actions: assign({ source: ({ context, event }) => (context.source.payment_type === event.paymentType ? context.source : blankNewSource(event.paymentType, context.billing)) }),
        },
        UPDATE_CARD: { guard: 'isCard', actions: assign({ source: ({ event }) => ({ payment_type: 'credit_card' as const, data: event.data, save: false }) }) },
        UPDATE_BANK: { guard: 'isBank', actions: assign({ source: ({ event }) => ({ payment_type: 'bank_account' as const, data: event.data, save: false }) }) },
        NEXT: { guard: 'detailsValid', target: 'review' },
        START_OVER: { target: 'lookingUp', actions: assign(({ context }) => ({ ...initialGuestContext(context), account: context.account })) },
      },
    },
    review: {
      on: {
        CONFIRM: { target: 'submitting', actions: assign({ idempotencyKey: ({ context }) => context.newIdempotencyKey(), refusal: undefined, error: undefined }) },
        BACK: 'details',
      },
    },
    submitting: {
      // No CONFIRM here: a second click while the call is out is dropped, never a second charge.
      invoke: {
        src: 'submitGuestPayment',
        input: ({ context }) => ({ body: guestBody(context), idempotencyKey: context.idempotencyKey! }),
        onDone: [
          { guard: { type: 'succeeded', params: ({ event }) => ({ answer: event.output }) }, target: 'success', actions: assign({ receipt: ({ event }) => event.output }) },
          { target: 'refused', actions: assign({ refusal: ({ event }) => event.output.message }) },
        ],
        onError: { target: 'error', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    // The card data is dropped with the payment: nothing typed stays in memory after it.
    success: { type: 'final', entry: assign({ source: ({ context }) => blankNewSource(context.source.payment_type, context.billing) }) },
    refused: { on: { BACK: 'review', EDIT_DETAILS: 'details' } },
    // Only a retry with the same key: the first request may have charged.
    error: { on: { RETRY: 'submitting' } },
  },
});
