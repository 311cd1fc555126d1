import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import type { MailMessage } from '../mailer';
import { oneLine } from './text';

/**
 * Tells an Admin that a webhook endpoint was disabled after failing for three days: which one, what
 * it last answered, and that its events wait for it (re-enabled, it receives them in order).
 */
export function webhookDisabledMail(tenant: LoadedTenant, baseUrl: string, to: string, endpoint: { id: number; url: string; lastAnswer: string }): MailMessage {
  const site = tenant.config.settings.site_name;
  return brandedMail(tenant, baseUrl, {
    to,
    subject: `Webhook endpoint #${endpoint.id} was disabled`,
    paragraphs: [
      `Every delivery to the webhook endpoint ${oneLine(endpoint.url)} (#${endpoint.id}) of ${site} has failed for three days, so it was disabled.`,
      `Its last answer: ${oneLine(endpoint.lastAnswer) || 'none'}.`,
      'Events keep being recorded. Once the receiver works again, re-enable the endpoint under Integrations → Webhooks: it receives the events it missed, in order, and you can re-send the deliveries that failed.',
    ],
  });
}
