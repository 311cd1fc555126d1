import { useState } from 'react';
import { CallError, failureMessage } from '../../../../engine/api/call-error';
import type { Schemas } from '../../../../engine/api/types';
import { useToast } from '../../../feedback/toast-context';
import { useApi } from '../../../session/session-context';

type Delivery = Schemas['Delivery'];

/**
 * Sends one confirmed refund of a ticket (refundDeliveryTicket) under the Idempotency-Key the
 * dialog made when the refund was confirmed: sending it again (after a lost answer) replays the
 * first answer instead of refunding twice. Success shows the answer's message; a refusal (409 NOTHING_TO_REFUND, 402 from the
 * gateway, …) is returned as the problem's "(status) detail" for the dialog to show.
 */
export function useTicketRefund(delivery: Delivery, onRefunded: () => void) {
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const refund = async (amount: number, reason: string, idempotencyKey: string): Promise<string | undefined> => {
    setBusy(true);
    try {
      const answer = await api.data('refundDeliveryTicket', {
        path: { account_id: delivery.account_id, delivery_id: delivery.delivery_id },
        header: { 'Idempotency-Key': idempotencyKey },
        body: { amount, reason },
      });
      toast.success(answer.message);
      onRefunded();
      return undefined;
    } catch (failure) {
      if (!(failure instanceof CallError)) console.error('Refunding a ticket failed:', failure);
      return failureMessage(failure);
    } finally {
      setBusy(false);
    }
  };
  return { refund, busy };
}
