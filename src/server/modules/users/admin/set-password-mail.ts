import { issueToken } from '../../../auth/tokens';
import type { Db } from '../../../db/database';
import { brandedMail } from '../../../mail/layout';
import { screenUrl } from '../../../mail/screen-url';
import { greeting } from '../../../mail/templates/text';
import type { Services } from '../../../services';
import type { LoadedTenant } from '../../../tenants/load-tenants';

/**
 * Mails a new user a link to choose their password: a single-use reset key
 * (the layout's passwordReset screen, one hour) — the same screen a forgotten password uses.
 */
export async function mailSetPasswordLink(
  db: Db,
  tenant: LoadedTenant,
  services: Services,
  user: { id: number; email: string; firstName: string },
  intro: string,
): Promise<void> {
  const token = await issueToken(db, tenant.id, user.id, 'reset', services.now());
  const baseUrl = services.publicBaseUrl(tenant);
  const site = tenant.config.settings.site_name;
  await services.mailer.queue(
    db,
    tenant,
    brandedMail(tenant, baseUrl, {
      to: user.email,
      subject: `Set your ${site} password`,
      paragraphs: [
        greeting(user.firstName),
        intro,
        'Choose your password with the button below. The link works once and for one hour; if it has expired, use "Forgot Password" on the login page.',
      ],
      action: { label: 'Set your password', url: screenUrl(tenant.layout, baseUrl, 'passwordReset', { user_key: token }) },
      secret: token,
    }),
  );
}
