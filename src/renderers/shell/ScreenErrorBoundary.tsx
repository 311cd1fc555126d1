import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RetryButton } from './RetryButton';
import { messages } from '../../engine/messages/catalogue';

interface State {
  failed: boolean;
}

/**
 * The spec's global failure screen (spec 2 §8): 'Something went wrong.' with a Retry button,
 * instead of a blank page when a screen throws or its code cannot be downloaded (a stale tab
 * after a deploy). Retry reloads: a lazily imported chunk that failed once stays failed.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed:', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="screen screen--narrow" role="alert">
        <div className="card boot-page__card">
          <h1>{messages.somethingWentWrong}</h1>
          <RetryButton onClick={() => window.location.reload()} />
        </div>
      </section>
    );
  }
}
