import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import type { MailMessage } from '../mailer';
import { oneLine } from './text';

/** The applications a confirmation is sent for, as the applicant reads their names. */
export const APPLICATION_TITLES = {
  credit_application: 'Residential Credit Application',
  residential: 'Residential Application',
  additional_account: 'application for another account',
} as const;

export type ApplicationTitle = keyof typeof APPLICATION_TITLES;

/**
 * Confirms to the applicant that their application arrived, with its reference. It repeats none
 * of their answers: the address typed may not be theirs, and a mailbox is no place for an SSN.
 */
export function applicationReceivedMail(tenant: LoadedTenant, baseUrl: string, to: string, name: string, kind: ApplicationTitle, itemId: number): MailMessage {
  const settings = tenant.config.settings;
  const title = APPLICATION_TITLES[kind];
  const contact = settings.site_email_address ? ` If you have questions, write to ${settings.site_email_address}.` : '';
  return brandedMail(tenant, baseUrl, {
    to,
    subject: `We received your ${title} (#${itemId})`,
    paragraphs: [
      `Dear ${oneLine(name) || 'applicant'},`,
      `Thank you for your ${title} to ${settings.site_name}. Its reference is #${itemId}. Our staff will review it and contact you.${contact}`,
      'If you did not apply, you can ignore this message.',
    ],
  });
}
