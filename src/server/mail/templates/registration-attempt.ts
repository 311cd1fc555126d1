import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import type { MailMessage } from '../mailer';
import { screenUrl } from '../screen-url';
import { oneLine } from './text';
import { fillMailIdentity, mailIdentityMessages } from '../../../engine/messages/mail-identity';

/**
 * To the user whose email address someone typed to sign up or register again. The answer on the
 * screen is the one a new address gets (it must not tell a stranger who has a login), so the
 * owner hears of it here, as forgot-password only ever tells the mailbox. Every value is escaped
 * by brandedMail.
 */
export function registrationAttemptMail(tenant: LoadedTenant, baseUrl: string, to: string, via: 'signup' | 'register'): MailMessage {
  const site = oneLine(tenant.config.settings.site_name);
  const phone = tenant.config.settings.customer_support_phone_number;
  const what = via === 'signup' ? mailIdentityMessages.attemptSignup : mailIdentityMessages.attemptRegister;
  return brandedMail(tenant, baseUrl, {
    to,
    subject: fillMailIdentity('attemptSubject', { site }),
    paragraphs: [
      mailIdentityMessages.greeting,
      fillMailIdentity('attemptBody', { what, site }),
      mailIdentityMessages.knownLoginAdvice,
      fillMailIdentity('notYouConcerned', { callUs: phone ? fillMailIdentity('callUs', { phone: oneLine(phone) }) : mailIdentityMessages.callSupport }),
    ],
    action: { label: mailIdentityMessages.forgotPassword, url: screenUrl(tenant.layout, baseUrl, 'forgotPassword') },
  });
}
