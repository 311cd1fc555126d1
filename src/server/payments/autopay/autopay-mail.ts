import { eq } from 'drizzle-orm';
import { formatMoney } from '../../../engine/format';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { brandedMail } from '../../mail/layout';
import type { Services } from '../../services';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { fillMailNotice, mailNoticeMessages } from '../../../engine/messages/mail-notices';

/**
 * Tells the enrolled customer an autopay charge did not go through: why, and that the bill is
 * theirs to pay by hand this time. Sent whatever settings.payments.customer_receipt says: a bill
 * left unpaid is not a receipt.
 */
export async function queueAutopayFailure(
  db: Db,
  tenant: LoadedTenant,
  services: Services,
  failed: { userId: number; accountId: string; statementDocumentId: string; message: string; amountCents?: number },
): Promise<void> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, failed.userId));
  if (!user) return;
  const site = tenant.config.settings.site_name ?? tenant.config.name;
  const message = brandedMail(tenant, services.publicBaseUrl(tenant), {
    to: user.email,
    subject: fillMailNotice('autopayFailedSubject', { account: failed.accountId, site }),
    paragraphs: [
      failed.amountCents === undefined
        ? fillMailNotice('autopayFailedBody', { statement: failed.statementDocumentId, account: failed.accountId })
        : fillMailNotice('autopayFailedBodyAmount', { amount: formatMoney(failed.amountCents / 100), statement: failed.statementDocumentId, account: failed.accountId }),
      fillMailNotice('autopayFailedReason', { reason: failed.message }),
      mailNoticeMessages.autopayFailedAdvice,
    ],
  });
  await services.mailer.queue(db, tenant, message);
}
