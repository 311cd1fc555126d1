/** The block under the letterhead of a statement or invoice: title, account and document facts. */
import { formatDate, formatMoney } from '../../../../engine/format';
import { BOLD, fieldBlock, MARGIN, type Pdf } from '../../../pdf/layout';
import type { AccountRow, DocumentRow } from './data';
import { recordPdfMessages } from '../../../../engine/messages/record-pdfs';

export function billingAddress(account: AccountRow): string {
  const cityLine = `${account.city}, ${account.state} ${account.zipcode}`;
  return [account.street1, account.street2, cityLine].filter(Boolean).join('\n');
}

/** Title, then the account (left) and the document's dates and amounts (right), each [label, dollars]. */
export function documentHeading(doc: Pdf, document: DocumentRow, account: AccountRow, amounts: readonly (readonly [string, number])[]): void {
  doc.font(BOLD).fontSize(16).fillColor('black').text(document.title, MARGIN, doc.y);
  doc.moveDown(0.6);
  const top = doc.y;
  const half = (doc.page.width - 2 * MARGIN) / 2;
  const left = fieldBlock(doc, MARGIN, top, half - 10, [
    [recordPdfMessages.accountNumber, account.accountId],
    [recordPdfMessages.name, account.displayName],
    [recordPdfMessages.billingAddress, billingAddress(account)],
  ]);
  const period = document.periodStart || document.periodEnd ? `${formatDate(document.periodStart)} - ${formatDate(document.periodEnd)}` : undefined;
  const right = fieldBlock(doc, MARGIN + half + 10, top, half - 10, [
    [document.documentType === 'invoice' ? recordPdfMessages.invoiceNumber : recordPdfMessages.statementNumber, document.documentId],
    [recordPdfMessages.date, formatDate(document.documentDate)],
    ...(period ? [[recordPdfMessages.period, period] as [string, string]] : []),
    [recordPdfMessages.dueDate, formatDate(document.dueDate)],
    ...amounts.map(([label, amount]) => [label, formatMoney(amount)] as [string, string]),
  ]);
  doc.y = Math.max(left, right) + 14;
  doc.x = MARGIN;
}
