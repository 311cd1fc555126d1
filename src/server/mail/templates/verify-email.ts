import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import { screenUrl } from '../screen-url';
import type { MailMessage } from '../mailer';
import { greeting } from './text';
import { fillMailIdentity, mailIdentityMessages } from '../../../engine/messages/mail-identity';

/** The self-registration mail: a single-use link to the layout's verifyEmail screen, valid seven days. */
export function verifyEmailMail(tenant: LoadedTenant, baseUrl: string, to: { email: string; firstName?: string }, token: string): MailMessage {
  const site = tenant.config.settings.site_name;
  const url = screenUrl(tenant.layout, baseUrl, 'verifyEmail', { user_key: token });
  return brandedMail(tenant, baseUrl, {
    to: to.email,
    subject: fillMailIdentity('verifySubject', { site }),
    paragraphs: [
      greeting(to.firstName),
      fillMailIdentity('verifyBody', { site }),
      mailIdentityMessages.verifyIgnore,
    ],
    action: { label: mailIdentityMessages.verifyAction, url },
    secret: token,
  });
}
