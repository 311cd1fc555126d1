import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { payments, type MailAttachmentRef } from '../../db/schema';
import type { TenantRegistry } from '../../tenants/load-tenants';
import { receiptData, renderReceipt } from './receipt-pdf';
import { inLanguage, tenantWordsOf } from '../../http/request-language';
import { SOURCE_LANGUAGE } from '../../../engine/i18n/languages';

/** The mail worker's attachment drawer: receipts are drawn from their payments when the mail goes. */
export function receiptAttachments(database: Database, tenants: TenantRegistry) {
  return async (tenantId: string, refs: readonly MailAttachmentRef[]) => {
    const tenant = tenants.get(tenantId);
    if (!tenant) throw new Error(`No tenant ${tenantId}`);
    const ids = refs.map((ref) => ref.ref);
    const data = await database.withTenant(tenantId, async (db) => {
      const rows = await db.select().from(payments).where(inArray(payments.id, ids));
      return Promise.all(rows.map((row) => receiptData(db, row)));
    });
    return Promise.all(
      refs.map(async (ref) => {
        const found = data.find((d) => d.payment.id === ref.ref);
        if (!found) throw new Error(`No payment ${ref.ref} for a receipt`);
        // In the mail's language and the tenant's wording as its folder ships it: the worker runs outside the request that queued it.
        const content = await inLanguage(ref.language ?? SOURCE_LANGUAGE, () => renderReceipt(tenant, found), tenantWordsOf(tenant));
        return { filename: ref.filename, content, contentType: 'application/pdf' };
      }),
    );
  };
}
