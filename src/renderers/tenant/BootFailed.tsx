import { RetryButton } from '../shell/RetryButton';
import { messages } from '../../engine/messages/catalogue';

/** The settings could not be loaded: the spec's global failure message with a Retry button. */
export function BootFailed({ detail, onRetry }: { detail: string; onRetry: () => void }) {
  return (
    <main className="boot-page" role="alert">
      <i className="pi pi-exclamation-triangle boot-page__icon" aria-hidden="true" />
      <h1>{messages.somethingWentWrong}</h1>
      {detail && <p className="boot-page__detail">{detail}</p>}
      <RetryButton onClick={onRetry} />
    </main>
  );
}
