import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import type { MailMessage } from '../mailer';
import { oneLine } from './text';
import { fillMailNotice, mailNoticeMessages } from '../../../engine/messages/mail-notices';

/** The applications a confirmation is sent for, each with the message key of its name. */
const APPLICATION_TITLES = {
  credit_application: 'applicationCredit',
  residential: 'applicationResidential',
  additional_account: 'applicationAdditionalAccount',
} as const satisfies Record<string, keyof typeof mailNoticeMessages>;

export type ApplicationTitle = keyof typeof APPLICATION_TITLES;

/** An application's name as the applicant reads it, in the active (request's) language. */
export const applicationTitle = (kind: ApplicationTitle): string => mailNoticeMessages[APPLICATION_TITLES[kind]];

/**
 * Confirms to the applicant that their application arrived, with its reference. It repeats none
 * of their answers: the address typed may not be theirs, and a mailbox is no place for an SSN.
 */
export function applicationReceivedMail(tenant: LoadedTenant, baseUrl: string, to: string, name: string, kind: ApplicationTitle, itemId: number): MailMessage {
  const settings = tenant.config.settings;
  const title = applicationTitle(kind);
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
