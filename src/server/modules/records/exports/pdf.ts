/**
 * PDF export: a landscape table of every row shown with the engine's display rules, a totals row,
 * the header repeated on each page, and the tenant, account and export date on top.
 */
import { formatDate, formatMoney, formatQuantity } from '../../../../engine/format';
import type { LoadedTenant } from '../../../tenants/load-tenants';
import { BOLD, FONT, letterhead, MARGIN, renderPdf } from '../../../pdf/layout';
import { drawTable } from '../document-pdf/table';
import type { ExportColumn } from '../../../exports/export-column';
import { displayOf } from './columns';
import { fillRecordPdf, recordPdfMessages } from '../../../../engine/messages/record-pdfs';

export interface PdfExport {
  title: string;
  accountId: string;
  accountName: string;
  /** The export day, YYYY-MM-DD. */
  day: string;
}

function totalOf<Row>(column: ExportColumn<Row>, rows: Row[]): string {
  // Summed in tenths of a cent so a few thousand lines add up without float drift.
  const sum = Math.round(rows.reduce((acc, row) => acc + Math.round(Number(column.value(row) ?? 0) * 1000), 0)) / 1000;
  return column.kind === 'quantity' ? formatQuantity(sum) : formatMoney(sum);
}

export function toPdf<Row>(tenant: LoadedTenant, meta: PdfExport, columns: ExportColumn<Row>[], rows: Row[]): Promise<Buffer> {
  const shown = columns.filter((c) => c.pdfWidth !== undefined);
  const subtitle = fillRecordPdf('exportSubtitle', { account: meta.accountId, name: meta.accountName, date: formatDate(meta.day) });
  return renderPdf({ layout: 'landscape', title: `${meta.title} ${meta.accountId}`, author: tenant.config.name }, async (doc) => {
    letterhead(doc, tenant);
    doc.font(BOLD).fontSize(14).text(meta.title, MARGIN, doc.y);
    doc.font(FONT).fontSize(9).text(fillRecordPdf('exportRows', { subtitle, n: rows.length }));
    doc.moveDown(0.6);
    await drawTable(doc, {
      columns: shown.map((c) => ({ header: c.header, width: c.pdfWidth!, align: c.kind === 'text' || c.kind === 'date' ? 'left' : 'right' })),
      rows: rows.map((row) => shown.map((c) => displayOf(c, row))),
      totals: shown.map((c, i) => (c.total ? totalOf(c, rows) : i === 0 ? recordPdfMessages.total : '')),
      continued: (d) => d.font(FONT).fontSize(8).text(fillRecordPdf('exportContinued', { supplier: tenant.config.name, title: meta.title, subtitle }), MARGIN, MARGIN).moveDown(0.5),
    });
  });
}
