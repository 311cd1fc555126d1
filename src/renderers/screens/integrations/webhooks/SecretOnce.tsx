import { useEffect, useRef } from 'react';
import { webhookMessages as m } from '../../../../engine/messages/webhooks';
import { failureMessage } from '../../../../engine/api/call-error';
import { useToast } from '../../../feedback/toast-context';
import type { ShownSecret } from './use-webhook-endpoints';

/**
 * A signing secret the server answers once (after create and after rotate): shown here until Done,
 * with Copy. Focus moves to it so a keyboard or screen-reader user lands on what must be copied now.
 */
export function SecretOnce({ secret, onDone }: { secret: ShownSecret; onDone(): void }) {
  const toast = useToast();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [secret.value]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret.value);
      toast.success(m.copied);
    } catch (failure) {
      // The browser may refuse the clipboard; the secret stays on screen to select by hand.
      toast.error(failureMessage(failure));
    }
  };
  return (
    <section className="card webhook-secret" role="region" aria-label={m.secretRegion}>
      <h2 tabIndex={-1} ref={heading}>
        {secret.url}
      </h2>
      <p>{m.secretOnce}</p>
      <code aria-label={m.secretLabel}>{secret.value}</code>
      <div className="webhook-actions">
        <button type="button" className="p-button p-button-text" onClick={() => void copy()}>
          {m.copy}
        </button>
        <button type="button" className="p-button" onClick={onDone}>
          {m.done}
        </button>
      </div>
    </section>
  );
}
