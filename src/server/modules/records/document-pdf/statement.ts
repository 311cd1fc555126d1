/** A statement: previous balance, every ledger line of the period with its running balance, closing balance. */
import { formatDate, formatMoney } from '../../../../engine/format';
import type { LoadedTenant } from '../../../tenants/load-tenants';
import type { AccountRow, DocumentRow, StatementLines } from './data';
import { documentHeading } from './heading';
import { BOLD, FONT, letterhead, MARGIN, renderPdf } from '../../../pdf/layout';
import { drawTable, type TableColumn } from './table';
import { fillRecordPdf, recordPdfMessages } from '../../../../engine/messages/record-pdfs';

/** The table's columns, headed in the request's language (a function: read when drawn). */
const columns = (): TableColumn[] => [
  { header: recordPdfMessages.date, width: 11 },
  { header: recordPdfMessages.description, width: 33 },
  { header: recordPdfMessages.reference, width: 14 },
  { header: recordPdfMessages.charges, width: 14, align: 'right' },
  { header: recordPdfMessages.credits, width: 14, align: 'right' },
  { header: recordPdfMessages.balance, width: 14, align: 'right' },
];

/** Charges and credits are shown as positive amounts in their own column; the balance keeps its sign (CR). */
export function statementRows(ledger: StatementLines): { rows: string[][]; charges: number; credits: number } {
  let charges = 0;
  let credits = 0;
  const rows = ledger.lines.map((t) => {
    if (t.amount < 0) credits += -t.amount;
    else charges += t.amount;
    return [formatDate(t.transactionDate), t.description, t.reference, t.amount < 0 ? '' : formatMoney(t.amount), t.amount < 0 ? formatMoney(-t.amount) : '', formatMoney(t.balance)];
  });
  // Sums in cents: the printed totals must add up exactly.
  return { rows, charges: Math.round(charges * 100) / 100, credits: Math.round(credits * 100) / 100 };
}

export function renderStatement(tenant: LoadedTenant, document: DocumentRow, account: AccountRow, ledger: StatementLines): Promise<Buffer> {
  return renderPdf({ layout: 'portrait', title: document.title, author: tenant.config.name }, async (doc) => {
    letterhead(doc, tenant);
    // What the supplier states is due (a budget statement: the instalment, not the balance), beside the balance.
    documentHeading(doc, document, account, [
      [recordPdfMessages.amountDue, document.amountDue ?? document.amount],
      [recordPdfMessages.closingBalance, document.amount],
    ]);
    const { rows, charges, credits } = statementRows(ledger);
    await drawTable(doc, {
      columns: columns(),
      rows: [[formatDate(document.periodStart), recordPdfMessages.previousBalance, '', '', '', formatMoney(ledger.previousBalance)], ...rows],
      totals: ['', recordPdfMessages.closingBalance, '', formatMoney(charges), formatMoney(credits), formatMoney(ledger.closingBalance)],
      continued: (d) => d.font(FONT).fontSize(8).text(fillRecordPdf('statementContinued', { supplier: tenant.config.name, title: document.title, account: account.accountId }), MARGIN, MARGIN).moveDown(0.5),
    });
    doc.font(BOLD).fontSize(10).text(fillRecordPdf('closingBalanceOf', { amount: formatMoney(ledger.closingBalance) }), { align: 'right' });
  });
}
