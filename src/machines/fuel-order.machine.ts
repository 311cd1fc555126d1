import { assign, fromPromise, setup } from 'xstate';
import {
  draftPaymentProblem,
  draftProblems,
  initialFuelOrderContext,
  orderBody,
  type FuelOrderContext,
  type FuelOrderCreated,
  type FuelOrderEvent,
  type FuelOrderInput,
  type FuelOrderPrice,
  type FuelOrderRequest,
} from './fuel-order-context';
import { blankNewSource } from './payment-details';

export * from './fuel-order-context';
export type { BankData, CardData, PaymentType } from './payment-details';

/**
 * "Order fuel": choosing → pricing → review → submitting → done | failed. The server prices the
 * order (priceOrder) and takes it (submitOrder, one idempotency key per confirmed attempt, kept on
 * a retry: the first request may have created the order). Card data lives in the draft only while
 * a new payment method is chosen: choosing any other payment clears it.
 */
export const fuelOrderMachine = setup({
  types: { context: {} as FuelOrderContext, events: {} as FuelOrderEvent, input: {} as FuelOrderInput },
  actions: {
    /** Raise the account's fuel-order success flag (engine/success-flags). */
    recordSuccess: (_, _params: { accountId: string }) => {},
  },
  actors: {
    /** POST /orders/price-fuel-order; rejects with the words to show. */
    priceOrder: fromPromise<FuelOrderPrice, { body: FuelOrderRequest }>(async () => {
      throw new Error('priceOrder is provided by the renderer');
    }),
    /** POST /orders/create-fuel-order; rejects with the words to show (failure.message, else status and detail). */
    submitOrder: fromPromise<FuelOrderCreated, { body: FuelOrderRequest; idempotencyKey: string }>(async () => {
      throw new Error('submitOrder is provided by the renderer');
    }),
  },
  guards: {
    fillAllowed: ({ context }, { fill }: { fill: boolean }) => fill || !(context.settings.fuel_order?.fill_only || context.settings.fuel_order_fill_only),
    isOrderableDrop: ({ context }, { dropId }: { dropId: string }) => context.drops.some((d) => d.drop_id === dropId),
    isSavedSource: ({ context }, { paymentId }: { paymentId: number }) => context.savedSourceIds.includes(paymentId),
    orderReady: ({ context }) => context.draft.dropId !== undefined && draftProblems(context).length === 0 && draftPaymentProblem(context) === null,
  },
}).createMachine({
  id: 'fuelOrder',
  context: ({ input }) => initialFuelOrderContext(input),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        SET_DROP: { guard: { type: 'isOrderableDrop', params: ({ event }) => ({ dropId: event.dropId }) }, actions: assign({ draft: ({ context, event }) => ({ ...context.draft, dropId: event.dropId }) }) },
        SET_FILL: { guard: { type: 'fillAllowed', params: ({ event }) => ({ fill: event.fill }) }, actions: assign({ draft: ({ context, event }) => ({ ...context.draft, fill: event.fill }) }) },
        SET_GALLONS: { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, gallons: event.gallons }) }) },
        SET_EXTRAS: { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, extras: [...new Set(event.extras)] }) }) },
        SET_TANK_LEVEL: { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, tankLevel: event.tankLevel }) }) },
        SET_INSTRUCTIONS: { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, specialInstructions: event.text, extra: event.extra ?? context.draft.extra }) }) },
        CHOOSE_PAYMENT: {
          // Card or bank data never outlives the choice it was typed for.
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, payment: event.choice, newSource: event.choice === 'new_payment_method' ? context.draft.newSource : undefined }),
          }),
        },
        CHOOSE_SAVED_SOURCE: {
          guard: { type: 'isSavedSource', params: ({ event }) => ({ paymentId: event.paymentId }) },
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, payment: 'card_on_file' as const, paymentId: event.paymentId, newSource: undefined }) }),
        },
        CHOOSE_NEW_TYPE: {
          actions: assign({
            draft: ({ context, event }) => ({
              ...context.draft,
              payment: 'new_payment_method' as const,
              newSource: context.draft.newSource?.payment_type === event.paymentType ? context.draft.newSource : blankNewSource(event.paymentType),
            }),
          }),
        },
        UPDATE_NEW_SOURCE: { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, payment: 'new_payment_method' as const, newSource: event.source }) }) },
        SET_LOCATION: { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, location: event.location }) }) },
        PRICE: { guard: 'orderReady', target: 'pricing' },
      },
    },
    pricing: {
      entry: assign({ failure: undefined, price: undefined }),
      invoke: {
        src: 'priceOrder',
        input: ({ context }) => ({ body: orderBody(context, false) }),
        onDone: { target: 'review', actions: assign({ price: ({ event }) => event.output }) },
        onError: { target: 'choosing', actions: assign({ failure: ({ event }) => messageOf(event.error, 'Could not estimate the price') }) },
      },
    },
    review: {
      on: {
        BACK: 'choosing',
        CONFIRM: { target: 'submitting', actions: assign({ idempotencyKey: ({ context }) => context.newIdempotencyKey(), failure: undefined }) },
      },
    },
    submitting: {
      // No CONFIRM here: a second click while the call is out is dropped, never a second order.
      invoke: {
        src: 'submitOrder',
        input: ({ context }) => ({ body: orderBody(context, true), idempotencyKey: context.idempotencyKey! }),
        onDone: {
          target: 'done',
          actions: [
            assign({ result: ({ event }) => event.output, draft: ({ context }) => ({ ...context.draft, newSource: undefined }) }),
            { type: 'recordSuccess', params: ({ context }) => ({ accountId: context.accountId }) },
          ],
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error, 'Could not create the order') }) },
      },
    },
    done: { type: 'final' },
    failed: {
      on: {
        // Same key: if the first request did create the order, the server answers it again.
        RETRY: 'submitting',
        EDIT: { target: 'choosing', actions: assign({ idempotencyKey: undefined }) },
      },
    },
  },
});

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
