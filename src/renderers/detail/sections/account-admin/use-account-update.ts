import type { ResolvedScreen } from '../../../../engine/layout';
import { messageText, type MessageKey } from '../../../../engine/messages/catalogue';
import type { Schemas } from '../../../../engine/api/types';
import { useToast } from '../../../feedback/toast-context';
import { failureMessage } from '../../../../engine/api/call-error';
import { useSubmit } from '../../../schema-form/use-submit';

/**
 * Sends one change of the account (the screen's `submit`, POST /accounts/{account_id}) and tells
 * the user how it went: the layout's message on success, '(status) detail' on failure (spec 2 §8).
 * Resolves true when the change was saved.
 */
export function useAccountUpdate(screen: ResolvedScreen, accountId: string) {
  const { submit, busy } = useSubmit(screen.submit);
  const toast = useToast();
  // Partial: the generated type marks update_user (it has a default) as always present.
  const save = async (change: Partial<Schemas['AccountUpdate']>, message: { layoutKey: string; fallback: MessageKey }): Promise<boolean> => {
    try {
      await submit(change, { account_id: accountId });
      toast.success(messageText(screen.messages?.[message.layoutKey] ?? message.fallback));
      return true;
    } catch (failure) {
      toast.error(failureMessage(failure));
      return false;
    }
  };
  return { save, busy };
}
