import { useEffect, useRef } from 'react';
import { failureMessage } from '../../../engine/api/call-error';
import { backOfficeMessages as m } from '../../../engine/messages/back-office';
import { useToast } from '../../feedback/toast-context';

/**
 * A new key's secret, answered once by the server: shown until Done, with Copy (which says it
 * copied). Focus moves to it so a keyboard or screen-reader user lands on what must be copied now.
 */
export function ApiKeySecret({ secret, onDone }: { secret: { name: string; value: string }; onDone(): void }) {
  const toast = useToast();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [secret.value]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret.value);
      toast.success(m.apiKeyCopied);
    } catch (failure) {
      // The browser may refuse the clipboard; the secret stays on screen to select by hand.
      toast.error(failureMessage(failure));
    }
  };
  return (
    <section className="card api-key-secret" role="region" aria-label="New API key">
      <h2 tabIndex={-1} ref={heading}>
        {secret.name}
      </h2>
      <p>{m.apiKeyCopyOnce}</p>
      <code aria-label="Secret">{secret.value}</code>
      <div className="api-key-secret__actions">
        <button type="button" className="p-button p-button-text" onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" className="p-button" onClick={onDone}>
          Done
        </button>
      </div>
    </section>
  );
}
