import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import { screenUrl } from '../screen-url';
import type { MailMessage } from '../mailer';
import { greeting } from './text';
import { fillMailIdentity, mailIdentityMessages } from '../../../engine/messages/mail-identity';

/** The forgot-password mail: a single-use link to the layout's passwordReset screen, valid one hour. */
export function resetPasswordMail(tenant: LoadedTenant, baseUrl: string, to: { email: string; firstName?: string }, token: string): MailMessage {
  const site = tenant.config.settings.site_name;
  const url = screenUrl(tenant.layout, baseUrl, 'passwordReset', { user_key: token });
  return brandedMail(tenant, baseUrl, {
    to: to.email,
    subject: fillMailIdentity('resetSubject', { site }),
    paragraphs: [
      greeting(to.firstName),
      fillMailIdentity('resetBody', { site }),
      mailIdentityMessages.resetIgnore,
    ],
    action: { label: mailIdentityMessages.resetAction, url },
    secret: token,
  });
}
