import { assign, fromPromise, setup } from 'xstate';
import { initialPaymentContext, offeredSources, type PaymentContext, type PaymentEvent, type PaymentInput } from './payment-context';
import { blankNewSource, newSourceProblems, type PaymentType } from './payment-details';
import { amountProblem, limitProblem, requestBody, type PaymentAnswer, type PaymentRequestBody, type SavedSource } from './payment-request';

export type { PaymentContext, PaymentEvent, PaymentInput } from './payment-context';
export { newSourceProblems, type BankData, type CardData, type NewSource, type PaymentType } from './payment-details';
export { amountProblem, chargeOf, limitProblem, type PaymentAnswer, type PaymentReceipt, type PaymentRequestBody, type SavedSource } from './payment-request';

/**
 * "Make a payment": choose a source → details (new sources only) → review → submitting →
 * success | declined | error. The call is the provided `submitPayment` actor; a confirmed attempt
 * carries one idempotency key, kept on retry after an error (the charge may have happened) and
 * replaced after a decline (nothing was charged, the next attempt is a new request).
 */
export const paymentMachine = setup({
  types: { context: {} as PaymentContext, events: {} as PaymentEvent, input: {} as PaymentInput },
  actions: {
    takeSources: assign(({ context, event }) => {
      if (event.type !== 'SOURCES_CHANGED') return {};
      const sources = offeredSources(event.sources, context.allowedTypes);
      const kept = context.sourceId !== undefined && sources.some((source) => source.id === context.sourceId);
      const fallback = context.newSource ? undefined : sources.find((source) => source.is_default)?.id;
      return { sources, sourceId: kept ? context.sourceId : fallback };
    }),
    /** Raise the account's make-payment success flag (engine/success-flags). */
    recordSuccess: (_, _params: { accountId: string }) => {},
  },
  actors: {
    /** POST /payments/make-payment; resolves with the answer (a decline included), rejects when the outcome is unknown. */
    submitPayment: fromPromise<PaymentAnswer, { body: PaymentRequestBody; idempotencyKey: string }>(async () => {
      throw new Error('submitPayment is provided by the renderer');
    }),
  },
  guards: {
    isOfferedSource: ({ context }, { sourceId }: { sourceId: number }) => context.sources.some((source) => source.id === sourceId),
    isAllowedType: ({ context }, { paymentType }: { paymentType: PaymentType }) => context.allowedTypes.includes(paymentType),
    hasNewSource: ({ context }) => context.newSource !== undefined,
    hasSavedSource: ({ context }) => context.sourceId !== undefined,
    isNewOfType: ({ context }, { paymentType }: { paymentType: PaymentType }) => context.newSource?.payment_type === paymentType,
    detailsValid: ({ context }) => !!context.newSource && newSourceProblems(context.newSource, new Date(context.clock.now())).length === 0,
    amountValid: ({ context }) => amountProblem(context.amount, context.maxAmount) === null && limitProblem(context) === null,
    succeeded: (_, { answer }: { answer: PaymentAnswer }) => answer.success,
    /** The saved source chosen for this payment is no longer offered by the sources reloaded. */
    chosenSourceGone: ({ context }, { sources }: { sources: SavedSource[] }) =>
      context.sourceId !== undefined && !offeredSources(sources, context.allowedTypes).some((source) => source.id === context.sourceId),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => initialPaymentContext(input),
  initial: 'choosingSource',
  // Before a payment is sent, a reload of the saved sources (one made default, renamed, added or
  // removed beside this form) updates what is offered without starting over: the amount and the
  // card or bank details typed so far stay. The chosen saved source stays chosen while it is on
  // file; one removed gives way to the (new) default, and a review of it goes back to choosing.
  on: { SOURCES_CHANGED: { actions: 'takeSources' } },
  states: {
    choosingSource: {
      on: {
        CHOOSE_SOURCE: {
          guard: { type: 'isOfferedSource', params: ({ event }) => ({ sourceId: event.sourceId }) },
          // Typed-in card or bank data is not kept behind a saved source's back.
          actions: assign({ sourceId: ({ event }) => event.sourceId, newSource: undefined }),
        },
        CHOOSE_NEW: {
          guard: { type: 'isAllowedType', params: ({ event }) => ({ paymentType: event.paymentType }) },
          actions: assign({
            sourceId: undefined,
            newSource: ({ context, event }) =>
              context.newSource?.payment_type === event.paymentType ? context.newSource : blankNewSource(event.paymentType, context.billing),
          }),
        },
        NEXT: [
          { guard: 'hasNewSource', target: 'details' },
          { guard: 'hasSavedSource', target: 'review' },
        ],
      },
    },
    details: {
      on: {
        UPDATE_CARD: {
          guard: { type: 'isNewOfType', params: { paymentType: 'credit_card' } },
          actions: assign({ newSource: ({ context, event }) => ({ ...context.newSource!, payment_type: 'credit_card', data: event.data }) }),
        },
        UPDATE_BANK: {
          guard: { type: 'isNewOfType', params: { paymentType: 'bank_account' } },
          actions: assign({ newSource: ({ context, event }) => ({ ...context.newSource!, payment_type: 'bank_account', data: event.data }) }),
        },
        SET_SAVE: { actions: assign({ newSource: ({ context, event }) => ({ ...context.newSource!, save: event.save, name: event.name }) }) },
        NEXT: { guard: 'detailsValid', target: 'review' },
        BACK: 'choosingSource',
      },
    },
    review: {
      on: {
        // A review of a saved source just removed goes back to choosing (the default is preselected again).
        SOURCES_CHANGED: [
          { guard: { type: 'chosenSourceGone', params: ({ event }) => ({ sources: event.sources }) }, target: 'choosingSource', actions: 'takeSources' },
          { actions: 'takeSources' },
        ],
        SET_AMOUNT: { actions: assign({ amount: ({ event }) => event.amount }) },
        CONFIRM: {
          guard: 'amountValid',
          target: 'submitting',
          actions: assign({
            idempotencyKey: ({ context }) => context.newIdempotencyKey(),
            declineMessage: undefined,
            error: undefined,
          }),
        },
        BACK: [{ guard: 'hasNewSource', target: 'details' }, { target: 'choosingSource' }],
      },
    },
    submitting: {
      // No CONFIRM here: a second click while the call is out is dropped, never a second charge.
      // Nor a change of sources: the request is out with the one chosen.
      on: { SOURCES_CHANGED: {} },
      invoke: {
        src: 'submitPayment',
        input: ({ context }) => ({ body: requestBody(context), idempotencyKey: context.idempotencyKey! }),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => ({ answer: event.output }) },
            target: 'success',
            actions: [
              assign({ receipt: ({ event }) => ({ message: event.output.message, payment: event.output.payment }) }),
              { type: 'recordSuccess', params: ({ context }) => ({ accountId: context.accountId }) },
            ],
          },
          { target: 'declined', actions: assign({ declineMessage: ({ event }) => event.output.message }) },
        ],
        onError: { target: 'error', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    success: { type: 'final' },
    declined: {
      on: {
        SOURCES_CHANGED: [
          { guard: { type: 'chosenSourceGone', params: ({ event }) => ({ sources: event.sources }) }, target: 'choosingSource', actions: 'takeSources' },
          { actions: 'takeSources' },
        ],
        CHOOSE_ANOTHER: 'choosingSource',
        EDIT_DETAILS: { guard: 'hasNewSource', target: 'details' },
        BACK: 'review',
      },
    },
    // Only a retry with the same key: the first request may have charged, so nothing may change it.
    error: { on: { RETRY: 'submitting', SOURCES_CHANGED: {} } },
  },
});
