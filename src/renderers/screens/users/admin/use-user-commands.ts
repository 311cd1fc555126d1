import { useState } from 'react';
import { messages } from '../../../../engine/messages/catalogue';
import { useToast } from '../../../feedback/toast-context';
import { failureMessage } from '../../../../engine/api/call-error';
import { useApi } from '../../../session/session-context';
import type { User } from './user-actions';

/** Confirm and delete from the users list, each ending in the spec's toast (spec 2 §8). */
export function useUserCommands(onChanged: () => void) {
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<unknown>, success: string): Promise<void> {
    setBusy(true);
    try {
      await call();
      toast.success(success);
      onChanged();
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    confirm: (user: User) =>
      run(() => api.data('confirmUser', { path: { id: user.user_id } }), messages.userConfirmed),
    // Spec 2 §7: a user is deleted by email.
    remove: (user: User) =>
      run(() => api.data('deleteUser', { path: { id: user.email } }), messages.userDeleted),
  };
}
