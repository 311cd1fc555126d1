import { useEffect, useRef } from 'react';
import { failureMessage } from '../../../engine/api/call-error';
import { useToast } from '../../feedback/toast-context';

/** The words of one kind of secret (an API key, a webhook signing secret), from its screen's messages. */
export interface SecretWords {
  region: string;
  once: string;
  label: string;
  copy: string;
  copied: string;
  done: string;
}

/**
 * A secret the server answers once (a new API key; a webhook secret after create or rotate): shown
 * until Done, with Copy, which says it copied. Focus moves to it so a keyboard or screen-reader
 * user lands on what must be copied now.
 */
export function SecretShownOnce({ title, value, words, className, onDone }: { title: string; value: string; words: SecretWords; className: string; onDone(): void }) {
  const toast = useToast();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [value]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(words.copied);
    } catch (failure) {
      // The browser may refuse the clipboard; the secret stays on screen to select by hand.
      toast.error(failureMessage(failure));
    }
  };
  return (
    <section className={`card ${className}`} role="region" aria-label={words.region}>
      <h2 tabIndex={-1} ref={heading}>
        {title}
      </h2>
      <p>{words.once}</p>
      <code aria-label={words.label}>{value}</code>
      <div className={`${className}__actions`}>
        <button type="button" className="p-button p-button-text" onClick={() => void copy()}>
          {words.copy}
        </button>
        <button type="button" className="p-button" onClick={onDone}>
          {words.done}
        </button>
      </div>
    </section>
  );
}
