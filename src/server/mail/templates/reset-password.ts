import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import { screenUrl } from '../screen-url';
import type { MailMessage } from '../mailer';
import { greeting } from './text';

/** The forgot-password mail: a single-use link to the layout's passwordReset screen, valid one hour. */
export function resetPasswordMail(tenant: LoadedTenant, baseUrl: string, to: { email: string; firstName?: string }, token: string): MailMessage {
  const site = tenant.config.settings.site_name;
  const url = screenUrl(tenant.layout, baseUrl, 'passwordReset', { user_key: token });
  return brandedMail(tenant, baseUrl, {
    to: to.email,
    subject: `Reset your ${site} password`,
    paragraphs: [
      greeting(to.firstName),
      `We received a request to reset the password of your ${site} account. Use the link below to choose a new password. The link works once and expires in one hour.`,
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ],
    action: { label: 'Reset Your Password', url },
    secret: token,
  });
}
