import { useCallback, useState } from 'react';
import { failureMessage } from '../../engine/api/call-error';
import { useToast } from './toast-context';

/**
 * A screen's commands, one at a time: `busy` while one runs, its success toasted in the words it
 * answers (none when it answers nothing) and a failure in the operation's wording, unless
 * `saidElsewhere` says it where it belongs (a form's refusal at its fields: schema-form/focus-field).
 * `run` answers whether it worked, so a dialog knows to close.
 */
export function useCommand() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (call: () => Promise<string | undefined>, saidElsewhere?: (failure: unknown) => boolean): Promise<boolean> => {
      setBusy(true);
      try {
        const said = await call();
        if (said) toast.success(said);
        return true;
      } catch (failure) {
        if (!saidElsewhere?.(failure)) toast.error(failureMessage(failure));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [toast],
  );
  return { busy, run };
}
