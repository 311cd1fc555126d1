/**
 * GET /accounts/{account_id}/documents/{key}: the supplier's own PDF of the statement or invoice
 * when the import brought one (uploaded, or fetched from its file_url), else the document drawn
 * from the account's data. Access is the operation's (x-owner: account) and loadDocument's (the
 * document of that account) either way. The data is read in the request's transaction; the
 * drawing happens after it.
 */
import { tenantHandler } from '../../../openapi/operation-types';
import { documentFileBytes } from '../../../imports/document-files';
import { invoiceLines, loadDocument, statementLines } from './data';
import { renderInvoice } from './invoice';
import { renderStatement } from './statement';

export const getAccountDocument = tenantHandler<'getAccountDocument'>(async ({ db, params, tenant, services }) => {
  const { document, account } = await loadDocument(db, params.account_id, params.key);
  const month = (document.periodEnd ?? document.documentDate).slice(0, 7);
  const own = await documentFileBytes(db, services.assetStorage, tenant.id, document.documentId);
  if (own) {
    return { file: own, contentType: 'application/pdf', filename: document.documentType === 'statement' ? `statement-${account.accountId}-${month}.pdf` : `invoice-${document.documentId}.pdf`, disposition: 'inline' };
  }
  if (document.documentType === 'statement') {
    const lines = await statementLines(db, document);
    return { file: () => renderStatement(tenant, document, account, lines), contentType: 'application/pdf', filename: `statement-${account.accountId}-${month}.pdf`, disposition: 'inline' };
  }
  const lines = await invoiceLines(db, document);
  return { file: () => renderInvoice(tenant, document, account, lines), contentType: 'application/pdf', filename: `invoice-${document.documentId}.pdf`, disposition: 'inline' };
});
