import { and, eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { problems } from '../../http/problem';
import { tenantHandler } from '../../openapi/operation-types';
import { receiptData, receiptFilename, renderReceipt } from '../../payments/receipt/receipt-pdf';

/** GET /accounts/{account_id}/payments/{payment_id}/receipt: the receipt PDF, drawn after the transaction. */
export const getPaymentReceipt = tenantHandler<'getPaymentReceipt'>(async ({ db, params, tenant }) => {
  const [payment] = await db.select().from(payments).where(and(eq(payments.accountId, params.account_id), eq(payments.id, params.payment_id)));
  if (!payment) throw problems.notFound('Payment');
  const data = await receiptData(db, payment);
  return { file: () => renderReceipt(tenant, data), contentType: 'application/pdf', filename: receiptFilename(payment), disposition: 'inline' };
});
