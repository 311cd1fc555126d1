import type { Db } from '../db/database';
import { resetPasswordMail } from '../mail/templates/reset-password';
import type { Services } from '../services';
import type { LoadedTenant } from '../tenants/load-tenants';
import { issueToken } from './tokens';
import { languageOfTag } from '../../engine/i18n/languages';
import { inLanguage } from '../http/request-language';

/**
 * Mails a user a new single-use password-reset link (earlier ones stop working), valid one hour:
 * what Forgot Password sends, and what staff send from the Users table.
 */
export async function mailResetLink(db: Db, tenant: LoadedTenant, services: Pick<Services, 'mailer' | 'publicBaseUrl' | 'now'>, user: { id: number; email: string; firstName: string; locale: string }): Promise<void> {
  const token = await issueToken(db, tenant.id, user.id, 'reset', services.now());
  // In the account's language, not the requester's (staff sending it, a browser set otherwise).
  const word = () => resetPasswordMail(tenant, services.publicBaseUrl(tenant), { email: user.email, firstName: user.firstName }, token);
  const language = languageOfTag(user.locale);
  await services.mailer.queue(db, tenant, language ? inLanguage(language, word) : word());
}
