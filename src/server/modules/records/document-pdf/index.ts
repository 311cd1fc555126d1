/**
 * GET /accounts/{account_id}/documents/{key}: the statement or invoice drawn as a PDF from the
 * account's data. The data is read in the request's transaction; the drawing happens after it.
 */
import { tenantHandler } from '../../../openapi/operation-types';
import { invoiceLines, loadDocument, statementLines } from './data';
import { renderInvoice } from './invoice';
import { renderStatement } from './statement';

export const getAccountDocument = tenantHandler<'getAccountDocument'>(async ({ db, params, tenant }) => {
  const { document, account } = await loadDocument(db, params.account_id, params.key);
  if (document.documentType === 'statement') {
    const lines = await statementLines(db, document);
    const month = (document.periodEnd ?? document.documentDate).slice(0, 7);
    return { file: () => renderStatement(tenant, document, account, lines), contentType: 'application/pdf', filename: `statement-${account.accountId}-${month}.pdf`, disposition: 'inline' };
  }
  const lines = await invoiceLines(db, document);
  return { file: () => renderInvoice(tenant, document, account, lines), contentType: 'application/pdf', filename: `invoice-${document.documentId}.pdf`, disposition: 'inline' };
});
