import { useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { CallError, dataOrThrow } from '../../../../engine/api/call-error';
import type { FeeSettings } from '../../../../engine/payments/fees';
import { billingStart } from '../../../../machines/payment-details';
import { guestPaymentMachine, type GuestAccount, type GuestAnswer, type GuestPaymentBody } from '../../../../machines/guest-payment.machine';
import { useApi } from '../../../session/session-context';
import { useTenant } from '../../../tenant/tenant-context';
import { PAYMENT_TYPES } from '../../../../../schemas/generated/enums';

/** Answers that mean nothing was charged: the visitor may change what they sent and try again. */
const REFUSED = new Set([400, 402, 403, 404, 422, 429]);

/**
 * The guest payment machine, run with the tenant's fees and payment types, and its two calls
 * through the operation layer (worded by the catalogue's guestPayment failure style). An unknown
 * outcome (a lost answer, a 5xx, a 409 while the first attempt runs) is the machine's error:
 * retried with the same key.
 */
export function useGuestPayment(botHeader: Record<string, string> = {}) {
  const api = useApi();
  // Read when the payment is sent: the widget's token of that moment (the machine is built once).
  const header = useRef(botHeader);
  header.current = botHeader;
  const { settings } = useTenant();
  const payments = settings.payments;
  const machine = useMemo(
    () =>
      guestPaymentMachine.provide({
        actors: {
          lookUp: fromPromise<{ amount_due: number }, GuestAccount>(async ({ input }) => api.data('lookUpGuestAccount', { body: input })),
          submitGuestPayment: fromPromise<GuestAnswer, { body: GuestPaymentBody; idempotencyKey: string }>(async ({ input }) => {
            const result = await api.call('makeGuestPayment', { header: { 'Idempotency-Key': input.idempotencyKey, ...header.current }, body: input.body });
            if (result.response.ok) return dataOrThrow('makeGuestPayment', result).data;
            const failure = new CallError('makeGuestPayment', result.response.status, result.error);
            if (REFUSED.has(result.response.status)) return { success: false, message: failure.message };
            throw failure;
          }),
        },
      }),
    [api],
  );
  return useMachine(machine, {
    input: {
      allowedTypes: payments?.types ?? PAYMENT_TYPES,
      billing: billingStart(settings.default_country ?? 'US'),
      fees: settings as FeeSettings,
      maxAmount: payments?.max_amount ?? 25000,
      overpaymentMargin: payments?.overpayment_margin ?? 1000,
    },
  });
}
