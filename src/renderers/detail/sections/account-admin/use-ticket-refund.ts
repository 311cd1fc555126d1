import { useRef, useState } from 'react';
import { CallError, failureMessage } from '../../../../engine/api/call-error';
import type { Schemas } from '../../../../engine/api/types';
import { useToast } from '../../../feedback/toast-context';
import { useApi } from '../../../session/session-context';

type Delivery = Schemas['Delivery'];

/**
 * Sends one confirmed refund of a ticket (refundDeliveryTicket) under the Idempotency-Key the
 * dialog made when the refund was confirmed: sending it again (after a lost answer) replays the
 * first answer instead of refunding twice. Success shows the answer's message; a refusal (409 NOTHING_TO_REFUND, 402 from the
 * gateway, …) is returned as the problem's "(status) detail" for the dialog to show. While one
 * send is under way another is not started (a double click): `refund` then answers undefined.
 */
export function useTicketRefund(delivery: Delivery, onRefunded: () => void) {
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  // A ref, not the busy state: a second click can arrive before React draws the disabled button.
  const sending = useRef(false);
  const send = async (amount: number, reason: string, idempotencyKey: string): Promise<string | undefined> => {
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
      sending.current = false;
      setBusy(false);
    }
  };
  const refund = (amount: number, reason: string, idempotencyKey: string): Promise<string | undefined> | undefined => {
    if (sending.current) return undefined;
    sending.current = true;
    setBusy(true);
    return send(amount, reason, idempotencyKey);
  };
  return { refund, busy };
}
