import { useCallback, useEffect, useState } from 'react';
import { failureMessage } from '../../engine/api/call-error';
import type { Schemas } from '../../engine/api/types';
import { messages } from '../../engine/messages/catalogue';
import { useCommand } from '../feedback/use-command';
import { useApi, useSession } from '../session/session-context';

export type PaymentSource = Schemas['PaymentSource'];
export type AutopayEnrolment = Schemas['AutopayEnrolment'];
export type NewSourceRequest = Schemas['CardSourceRequest'] | Schemas['BankSourceRequest'];

/**
 * The customer's saved sources and autopay enrolments, with the commands that change them. Each
 * command ends in the catalogue's toast (or the operation's failure wording) and reloads both
 * lists: removing a source ends autopay on it, and a new first source becomes the default.
 */
export function usePaymentSources() {
  const api = useApi();
  const userId = useSession().userInfo?.user_id ?? 0;
  const [sources, setSources] = useState<PaymentSource[]>();
  const [autopay, setAutopay] = useState<AutopayEnrolment[]>([]);
  const [error, setError] = useState<string>();
  const command = useCommand();

  const reload = useCallback(async () => {
    try {
      const [list, enrolments] = await Promise.all([api.data('getPaymentSourcesForUser', { path: { id: userId } }), api.data('getAutopayForUser')]);
      setSources(list);
      setAutopay(enrolments);
      setError(undefined);
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }, [api, userId]);

  useEffect(() => void reload(), [reload]);

  /** Every command reloads both lists, whether it worked or not (someone else may have changed them). */
  const run = (call: () => Promise<string | undefined>) => command.run(call).finally(() => void reload());

  const ids = (source: PaymentSource) => ({ path: { user_id: userId, payment_id: source.payment_id } });
  return {
    sources,
    autopay,
    error,
    busy: command.busy,
    reload,
    makeDefault: (source: PaymentSource) => run(async () => (await api.data('makeDefaultPaymentSource', ids(source)), messages.paymentSourceMadeDefault)),
    rename: (source: PaymentSource, name: string, description: string) =>
      run(async () => (await api.data('updatePaymentSource', { ...ids(source), body: { name, description } }), messages.paymentSourceUpdated)),
    remove: (source: PaymentSource) => run(async () => (await api.data('deletePaymentSource', ids(source)), messages.paymentSourceDeleted)),
    /** One Idempotency-Key per confirmed submit: a second click of the same submit cannot save twice. */
    add: (body: NewSourceRequest, idempotencyKey: string) =>
      run(async () => (await api.data('createPaymentSource', { header: { 'Idempotency-Key': idempotencyKey }, body }), messages.addedSuccessfully)),
    enrol: (accountId: string, source: PaymentSource) =>
      run(async () => (await api.data('addAutopay', { body: { account_id: accountId, payment_id: source.payment_id, terms_acknowledged: true } }), messages.autopayAdded)),
    cancelAutopay: (enrolment: AutopayEnrolment) =>
      run(async () => {
        const { data } = await api.data('removeAutopay', { path: { user_id: userId, payment_id: enrolment.payment_id } });
        // Spec 2 §8: a success flag of false shows the answer's message as an error.
        if (!data.success) throw new Error(data.message);
        return data.message || messages.autopayRemoved;
      }),
  };
}

export type PaymentSourcesValue = ReturnType<typeof usePaymentSources>;
