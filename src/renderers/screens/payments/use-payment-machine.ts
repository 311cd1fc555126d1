import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import { billingStart } from '../../../machines/payment-details';
import { CallError } from '../../../engine/api/call-error';
import type { Account } from '../../../engine/api/types';
import { messages } from '../../../engine/messages/catalogue';
import { makePaymentFlag } from '../../../engine/success-flags';
import { paymentMachine, type PaymentAnswer, type PaymentRequestBody, type PaymentType, type SavedSource } from '../../../machines/payment.machine';
import { forgetCustomerAccounts } from '../../customer-accounts/customer-accounts';
import { successFlags } from '../../feedback/success-flags';
import { useApi } from '../../session/session-context';
import { useTenant } from '../../tenant/tenant-context';
import type { PaymentSource } from '../../payment-sources/use-payment-sources';
import { PAYMENT_TYPES } from '../../../../schemas/generated/enums';

interface ProblemWithResponse {
  detail?: string;
  details?: { response?: string };
}

/** Spec 2 §8: a refused payment shows details.response (the gateway's words), else the detail. */
const refusalText = (problem: ProblemWithResponse | undefined) => problem?.details?.response || problem?.detail || messages.errorOccurred;

/** Expired cards cannot pay; the machine offers what is left. */
const offered = (sources: readonly PaymentSource[]): SavedSource[] =>
  sources
    .filter((source) => !source.is_expired)
    .map((source) => ({ id: source.payment_id, payment_type: source.payment_type, label: source.label ?? `${source.brand} •••• ${source.last4}`, is_default: source.is_default }));

/**
 * The payment machine for one account, with its I/O: makePayment under the machine's key, and
 * the account's make-payment success flag. A 4xx refusal (402 decline, 422 bad data) charged
 * nothing, so it is the machine's decline path; a network failure, 409 (still working), 429 or
 * 5xx leaves the outcome unknown: the error path, whose retry reuses the key.
 */
export function usePaymentMachine(account: Account, sources: readonly PaymentSource[], onPaid: () => void) {
  const api = useApi();
  const { settings } = useTenant();
  const payments = settings.payments ?? {};
  const machine = useMemo(
    () =>
      paymentMachine.provide({
        actors: {
          submitPayment: fromPromise<PaymentAnswer, { body: PaymentRequestBody; idempotencyKey: string }>(async ({ input }) => {
            const result = await api.call('makePayment', { header: { 'Idempotency-Key': input.idempotencyKey }, body: input.body as never });
            const status = result.response.status;
            if (result.response.ok && result.data) return result.data.data;
            if (status >= 400 && status < 500 && status !== 409 && status !== 429) return { success: false, message: refusalText(result.error as ProblemWithResponse) };
            throw new CallError('makePayment', status, result.error);
          }),
        },
        actions: {
          recordSuccess: (_, { accountId }) => {
            successFlags().set(makePaymentFlag(accountId));
            forgetCustomerAccounts();
            onPaid();
          },
        },
      }),
    [api, onPaid],
  );
  const offeredNow = useMemo(() => offered(sources), [sources]);
  const [state, send, actorRef] = useMachine(machine, {
    input: {
      accountId: account.account_id,
      amountDue: Number(account.amount_due ?? 0),
      sources: offeredNow,
      allowedTypes: (payments.types ?? PAYMENT_TYPES) as PaymentType[],
      billing: billingStart(settings.default_country ?? 'US', account.billing_address),
      fees: { cc_convenience_fee_percent: settings.cc_convenience_fee_percent, new_card_fee: settings.new_card_fee },
      maxAmount: payments.max_amount ?? 25000,
      overpaymentMargin: payments.overpayment_margin ?? 1000,
    },
  });
  // A reload of the saved sources (made default, added, removed beside this form) goes to the
  // running machine, which keeps what the customer typed; it used to start the payment over.
  useEffect(() => send({ type: 'SOURCES_CHANGED', sources: offeredNow }), [send, offeredNow]);
  return [state, send, actorRef] as const;
}

export type PaymentMachineValue = ReturnType<typeof usePaymentMachine>;
