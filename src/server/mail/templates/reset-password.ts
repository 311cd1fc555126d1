import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import type { MailMessage } from '../mailer';
import { greeting } from './text';

/** The forgot-password mail: a single-use link to /password-reset/complete, valid one hour. */
export function resetPasswordMail(tenant: LoadedTenant, baseUrl: string, to: { email: string; firstName?: string }, token: string): MailMessage {
  const site = tenant.config.settings.site_name;
  const url = `${baseUrl}/password-reset/complete?user_key=${encodeURIComponent(token)}`;
  return brandedMail(tenant, baseUrl, {
    to: to.email,
    subject: `Reset your ${site} password`,
    paragraphs: [
      greeting(to.firstName),
      `We received a request to reset the password of your ${site} account. Use the link below to choose a new password. The link works once and expires in one hour.`,
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ],
    action: { label: 'Reset Your Password', url },
  });
}
