import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import type { MailMessage } from '../mailer';
import { oneLine } from './text';
import { fillMailNotice, mailNoticeMessages } from '../../../engine/messages/mail-notices';

/**
 * Tells an Admin that a webhook endpoint was disabled after failing for three days: which one, what
 * it last answered, and that its events wait for it (re-enabled, it receives them in order).
 */
export function webhookDisabledMail(tenant: LoadedTenant, baseUrl: string, to: string, endpoint: { id: number; url: string; lastAnswer: string }): MailMessage {
  const site = tenant.config.settings.site_name;
  return brandedMail(tenant, baseUrl, {
    to,
    subject: fillMailNotice('webhookSubject', { id: endpoint.id }),
    paragraphs: [
      fillMailNotice('webhookBody', { url: oneLine(endpoint.url), id: endpoint.id, site }),
      fillMailNotice('webhookLastAnswer', { answer: oneLine(endpoint.lastAnswer) || mailNoticeMessages.webhookNone }),
      mailNoticeMessages.webhookAdvice,
    ],
  });
}
