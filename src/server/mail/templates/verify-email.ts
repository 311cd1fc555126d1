import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import { screenUrl } from '../screen-url';
import type { MailMessage } from '../mailer';
import { greeting } from './text';

/** The self-registration mail: a single-use link to the layout's verifyEmail screen, valid seven days. */
export function verifyEmailMail(tenant: LoadedTenant, baseUrl: string, to: { email: string; firstName?: string }, token: string): MailMessage {
  const site = tenant.config.settings.site_name;
  const url = screenUrl(tenant.layout, baseUrl, 'verifyEmail', { user_key: token });
  return brandedMail(tenant, baseUrl, {
    to: to.email,
    subject: `Verify your email address for ${site}`,
    paragraphs: [
      greeting(to.firstName),
      `Thank you for registering for ${site}. Please verify your email address with the link below; you can log in once it is verified. The link works once and expires in 7 days.`,
      'If you did not register, you can ignore this email.',
    ],
    action: { label: 'Verify Email', url },
    secret: token,
  });
}
