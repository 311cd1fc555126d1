import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import type { MailMessage } from '../mailer';
import { screenUrl } from '../screen-url';
import { oneLine } from './text';

/**
 * To the user whose email address someone typed to sign up or register again. The answer on the
 * screen is the one a new address gets (it must not tell a stranger who has a login), so the
 * owner hears of it here, as forgot-password only ever tells the mailbox. Every value is escaped
 * by brandedMail.
 */
export function registrationAttemptMail(tenant: LoadedTenant, baseUrl: string, to: string, via: 'signup' | 'register'): MailMessage {
  const site = oneLine(tenant.config.settings.site_name);
  const phone = tenant.config.settings.customer_support_phone_number;
  const what = via === 'signup' ? 'sign up as a new customer' : 'register a login for an account';
  return brandedMail(tenant, baseUrl, {
    to,
    subject: `Someone tried to register with your email address on ${site}`,
    paragraphs: [
      'Hello,',
      `Someone tried to ${what} on ${site} with your email address. It already has a login, so nothing was created and your login did not change.`,
      'If this was you, log in with your existing login, or use Forgot Password if you do not remember the password.',
      `If this was not you, you do not need to do anything; if you are concerned, ${phone ? `please call us at ${oneLine(phone)}` : 'please call customer support'}.`,
    ],
    action: { label: 'Forgot Password', url: screenUrl(tenant.layout, baseUrl, 'forgotPassword') },
  });
}
