import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import type { MailMessage } from '../mailer';
import { oneLine } from './text';
import { fillMailNotice, mailNoticeMessages } from '../../../engine/messages/mail-notices';

/** A workflow item's move, in the words a customer reads (labels from the tenant's workflow configuration). */
export interface StatusChange {
  typeLabel: string;
  requestId: number;
  statusLabel: string;
  comment: string | null;
  /** What the item is about, when it names it (a tank, a program, a subject): the customer may have several open. */
  about?: string;
}

/** "Your Inquiry #12 is now Closed", with the comment staff left, if any. Every value is escaped by brandedMail. */
export function workflowStatusMail(tenant: LoadedTenant, baseUrl: string, to: string, change: StatusChange): MailMessage {
  const status = oneLine(change.statusLabel);
  const comment = (change.comment ?? '').trim();
  return brandedMail(tenant, baseUrl, {
    to,
    subject: fillMailNotice('statusSubject', { type: change.typeLabel, id: change.requestId, status }),
    paragraphs: [
      mailNoticeMessages.hello,
      change.about
        ? fillMailNotice('statusBodyAbout', { type: change.typeLabel.toLowerCase(), about: change.about, id: change.requestId, site: tenant.config.settings.site_name, status })
        : fillMailNotice('statusBody', { type: change.typeLabel.toLowerCase(), id: change.requestId, site: tenant.config.settings.site_name, status }),
      ...(comment ? [fillMailNotice('statusComment', { comment })] : []),
      mailNoticeMessages.statusReply,
    ],
  });
}

/** The same news as a text: short, one line, the comment cut to keep it within two SMS segments. */
export function workflowStatusText(tenant: LoadedTenant, change: StatusChange): string {
  const comment = oneLine(change.comment ?? '');
  const words = { site: oneLine(tenant.config.settings.site_name), type: change.typeLabel.toLowerCase(), id: change.requestId, status: oneLine(change.statusLabel) };
  const head = change.about ? fillMailNotice('statusTextAbout', { ...words, about: oneLine(change.about) }) : fillMailNotice('statusText', words);
  const text = comment ? `${head} ${comment}` : head;
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}
