import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../../engine/format';
import { fillWebhooks, webhookMessages as m } from '../../../../engine/messages/webhooks';
import { testOutcome } from './test-outcome';
import type { WebhookEndpoint, WebhookTestResult } from './use-webhook-endpoints';

export interface EndpointActions {
  busy: boolean;
  /** Where its delivery log is, when the caller may open it. */
  deliveriesRoute?: string;
  onTest(): void;
  onRotate(): void;
  onToggle(): void;
  onDelete(): void;
}

/** Enabled or disabled, and why; whether deliveries are failing (the endpoint's health as the API states it). */
function stateOf(endpoint: WebhookEndpoint): string {
  if (!endpoint.enabled) return fillWebhooks('disabledSince', { at: formatDateTime(endpoint.disabled_at ?? undefined), reason: endpoint.disabled_reason ?? m.disabled });
  return endpoint.failing_since ? fillWebhooks('failingSince', { at: formatDateTime(endpoint.failing_since) }) : `${m.enabled}. ${m.healthy}.`;
}

/**
 * While a command runs the buttons refuse clicks but stay focusable: a disabled button drops the
 * keyboard focus to the page body, so after Send Test or Disable the Admin would start over from the top.
 */
function whenIdle(busy: boolean, run: () => void, className: string) {
  return {
    'aria-disabled': busy || undefined,
    className: busy ? `${className} p-disabled` : className,
    onClick: () => {
      if (!busy) run();
    },
  };
}

/** One endpoint: what it receives, its state, the last test's answer, and what an Admin can do with it. */
export function EndpointCard({ endpoint, test, actions }: { endpoint: WebhookEndpoint; test?: WebhookTestResult; actions: EndpointActions }) {
  const headingId = `webhook-${endpoint.id}`;
  const of = { url: endpoint.url };
  return (
    <article className={endpoint.enabled ? 'card webhook-endpoint' : 'card webhook-endpoint webhook-endpoint--off'} aria-labelledby={headingId}>
      <h2 id={headingId} className="webhook-endpoint__url">
        {endpoint.url}
      </h2>
      {endpoint.description && <p>{endpoint.description}</p>}
      <dl className="webhook-endpoint__facts">
        <dt>{m.eventTypes}</dt>
        <dd>{endpoint.event_types.length ? endpoint.event_types.map((type) => <code key={type}>{type}</code>) : m.allEvents}</dd>
        <dt>{m.state}</dt>
        <dd className={endpoint.enabled && !endpoint.failing_since ? undefined : 'webhook-endpoint__warn'}>{stateOf(endpoint)}</dd>
      </dl>
      {endpoint.previous_secret_expires_at && <p>{fillWebhooks('previousSecret', { at: formatDateTime(endpoint.previous_secret_expires_at) })}</p>}
      <p role="status" className={test && !test.delivered ? 'webhook-endpoint__warn' : undefined}>
        {test ? testOutcome(test) : ''}
      </p>
      <div className="webhook-actions">
        {actions.deliveriesRoute && (
          <Link className="p-button p-button-outlined p-button-sm" to={actions.deliveriesRoute} aria-label={fillWebhooks('deliveriesOf', of)}>
            {m.deliveries}
          </Link>
        )}
        <button type="button" {...whenIdle(actions.busy, actions.onTest, 'p-button p-button-sm')} aria-label={fillWebhooks('sendTestOf', of)}>
          {m.sendTest}
        </button>
        <button type="button" {...whenIdle(actions.busy, actions.onRotate, 'p-button p-button-outlined p-button-sm')} aria-label={fillWebhooks('rotateOf', of)}>
          {m.rotate}
        </button>
        <button type="button" {...whenIdle(actions.busy, actions.onToggle, 'p-button p-button-outlined p-button-sm')} aria-label={fillWebhooks(endpoint.enabled ? 'disableOf' : 'enableOf', of)}>
          {endpoint.enabled ? m.disable : m.enable}
        </button>
        <button type="button" {...whenIdle(actions.busy, actions.onDelete, 'p-button p-button-danger p-button-outlined p-button-sm')} aria-label={fillWebhooks('removeOf', of)}>
          {m.remove}
        </button>
      </div>
    </article>
  );
}
