import { EVENT_TYPES } from '../../../../../schemas/generated/enums';
import { webhookMessages as m } from '../../../../engine/messages/webhooks';
import { FormCard } from '../FormCard';
import type { NewWebhookEndpoint } from './use-webhook-endpoints';

// webhook.test goes only to the endpoint it is sent to, on request: subscribing to it means nothing.
const CHOICES = { event_types: EVENT_TYPES.filter((type) => type !== 'webhook.test') };

/**
 * URL, description and event types of a new endpoint (the webhook-endpoint-create form document,
 * its event types those a subscription means something for); the server checks them all again
 * (the URL's rules too).
 */
export function NewWebhookForm({ busy, onCreate, focusUrl = false }: { busy: boolean; onCreate(body: NewWebhookEndpoint): Promise<boolean>; focusUrl?: boolean }) {
  return (
    <FormCard<NewWebhookEndpoint>
      formId="webhook-endpoint-create"
      title={m.addTitle}
      label={m.addLabel}
      className="webhook-form"
      idPrefix="webhook"
      busy={busy}
      start={{}}
      choices={CHOICES}
      focusFirst={focusUrl}
      onSubmit={({ url = '', description = '', event_types = [] }) => onCreate({ url: url.trim(), description: description.trim(), event_types })}
    />
  );
}
