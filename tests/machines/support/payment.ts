import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { vi } from 'vitest';
import type { BankData, CardData } from '../../../src/machines/payment-details';
import type { PaymentAnswer, PaymentRequestBody, SavedSource } from '../../../src/machines/payment-request';
import { paymentMachine, type PaymentInput } from '../../../src/machines/payment.machine';

export const savedCard: SavedSource = { id: 11, payment_type: 'credit_card', label: 'Visa •••• 1111', is_default: true };
export const savedBank: SavedSource = { id: 12, payment_type: 'bank_account', label: 'Checking •••• 6789', is_default: false };

export const validCard = (overrides: Partial<CardData['card']> = {}): CardData => ({
  account_holder: { first_name: 'Ann', last_name: 'Customer' },
  card: { cc_number: '4111 1111 1111 1111', cc_exp: '12/27', cc_cvv: '123', ...overrides },
  address: { street1: '1 Main St', city: 'Springfield', state: 'MA', zipcode: '01101', country: 'US' },
});

export const validBank = (overrides: Partial<BankData> = {}): BankData => ({
  first_name: 'Ann',
  last_name: 'Customer',
  account_type: 'checking',
  bank_name: 'First Bank',
  account_number: '123456789',
  confirm_account_number: '123456789',
  routing_number: '011000015',
  ...overrides,
});

/** 24 Nov 2026, noon UTC: the simulated clock's "today" for card expiry. */
export const TODAY = Date.UTC(2026, 10, 24, 12);

export const approved: PaymentAnswer = {
  success: true,
  message: 'Thank you, your payment was received.',
  payment: { payment_id: 501, payment_number: 'P-000501', account_id: '100001', channel: 'portal', payment_type: 'credit_card', source_label: 'Visa •••• 4242', amount: 100, fee: 2.5, total: 102.5, status: 'pending', created_at: '2026-11-24T15:00:00.000Z' },
};
export const declined: PaymentAnswer = { success: false, message: 'Your card was declined.' };

type Gateway = (body: PaymentRequestBody, idempotencyKey: string) => Promise<PaymentAnswer>;

/**
 * The payment machine on a simulated clock with a simulated gateway (approves unless told
 * otherwise) and counted idempotency keys key-1, key-2…
 */
export function startPayment(options: { input?: Partial<PaymentInput>; gateway?: Gateway } = {}) {
  const clock = new SimulatedClock();
  clock.set(TODAY);
  let keys = 0;
  const gateway = vi.fn<Gateway>(options.gateway ?? (async () => approved));
  const recordSuccess = vi.fn();
  const machine = paymentMachine.provide({
    actions: { recordSuccess },
    actors: {
      submitPayment: fromPromise<PaymentAnswer, { body: PaymentRequestBody; idempotencyKey: string }>(({ input }) =>
        gateway(input.body, input.idempotencyKey),
      ),
    },
  });
  const input: PaymentInput = {
    accountId: '100234',
    amountDue: 100,
    sources: [savedCard, savedBank],
    allowedTypes: ['credit_card', 'bank_account'],
    fees: { cc_convenience_fee_percent: 2.5, new_card_fee: 1.5 },
    maxAmount: 25000,
    clock,
    newIdempotencyKey: () => `key-${++keys}`,
    ...options.input,
  };
  const actor = createActor(machine, { clock, input }).start();
  const state = () => actor.getSnapshot();
  return { actor, clock, gateway, recordSuccess, state };
}

/** Each gateway call waits until the test answers it, so the test sees the machine mid-call. */
export function heldGateway() {
  const pending: { resolve: (answer: PaymentAnswer) => void; reject: (error: unknown) => void }[] = [];
  const gateway: Gateway = () => new Promise((resolve, reject) => pending.push({ resolve, reject }));
  return { gateway, pending };
}
