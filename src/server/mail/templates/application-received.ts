import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import type { MailMessage } from '../mailer';
import { oneLine } from './text';
import { fillMailNotice, mailNoticeMessages } from '../../../engine/messages/mail-notices';

/** The applications a confirmation is sent for, as the applicant reads their names. */
export const APPLICATION_TITLES = {
  credit_application: mailNoticeMessages.applicationCredit,
  residential: mailNoticeMessages.applicationResidential,
  additional_account: mailNoticeMessages.applicationAdditionalAccount,
} as const;

export type ApplicationTitle = keyof typeof APPLICATION_TITLES;

/**
 * Confirms to the applicant that their application arrived, with its reference. It repeats none
 * of their answers: the address typed may not be theirs, and a mailbox is no place for an SSN.
 */
export function applicationReceivedMail(tenant: LoadedTenant, baseUrl: string, to: string, name: string, kind: ApplicationTitle, itemId: number): MailMessage {
  const settings = tenant.config.settings;
  const title = APPLICATION_TITLES[kind];
  const contact = settings.site_email_address ? ` ${fillMailNotice('applicationQuestions', { email: settings.site_email_address })}` : '';
  return brandedMail(tenant, baseUrl, {
    to,
    subject: fillMailNotice('applicationSubject', { title, id: itemId }),
    paragraphs: [
      fillMailNotice('applicationDear', { name: oneLine(name) || mailNoticeMessages.applicant }),
      `${fillMailNotice('applicationBody', { title, site: settings.site_name, id: itemId })}${contact}`,
      mailNoticeMessages.applicationIgnore,
    ],
  });
}
