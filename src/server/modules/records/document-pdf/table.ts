/**
 * A one-line-per-row table that continues on new pages with its header drawn again, so a long
 * statement or export stays readable on every page. Cells too wide for their column are cut with
 * an ellipsis rather than wrapped, which keeps every row one line high — but never a figure: a
 * right-aligned column is widened to its widest cell, taken from the text columns (a French credit,
 * "1 234,50 $US en crédit", was cut to "en cr…").
 */
import { BOLD, FONT, MARGIN, type Pdf } from '../../../pdf/layout';

export interface TableColumn {
  header: string;
  /** A share of the table's width; the columns' shares are scaled to the page. */
  width: number;
  align?: 'left' | 'right';
}

export interface Table {
  columns: TableColumn[];
  rows: string[][];
  /** A bold closing row (totals) after the last row. */
  totals?: string[];
  /** Drawn at the top of each continuation page before the header (e.g. "… continued"). */
  continued?: (doc: Pdf) => void;
}

const ROW = 14;
const FONT_SIZE = 8;
const PAD = 3;

function fit(doc: Pdf, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  // The longest prefix that fits with the ellipsis, by bisection.
  let [low, high] = [0, text.length - 1];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${text.slice(0, middle)}…`) <= width) low = middle;
    else high = middle - 1;
  }
  return `${text.slice(0, low)}…`;
}

function drawRow(doc: Pdf, cells: string[], columns: TableColumn[], widths: number[], y: number, bold: boolean): void {
  doc.font(bold ? BOLD : FONT).fontSize(FONT_SIZE).fillColor('black');
  let x = MARGIN;
  columns.forEach((column, i) => {
    const inner = widths[i] - 2 * PAD;
    doc.text(fit(doc, cells[i] ?? '', inner), x + PAD, y + 3, { width: inner, align: column.align ?? 'left', lineBreak: false });
    x += widths[i];
  });
}

function drawHeader(doc: Pdf, table: Table, widths: number[], y: number): number {
  doc.rect(MARGIN, y, widths.reduce((a, b) => a + b, 0), ROW).fill('#e8eef3');
  drawRow(doc, table.columns.map((c) => c.header), table.columns, widths, y, true);
  return y + ROW;
}

/** Lets other requests run between pages: drawing a few thousand rows takes about a second. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A text column gives a figure at most half its own width. */
const TEXT_KEPT = 0.5;

/**
 * The columns' widths on the page: their shares of `full`, each figure (right-aligned) column
 * widened to its widest cell, header and bold totals included, the width taken from the text
 * columns in proportion (each keeping half its share; past that a figure is cut like text).
 */
export function columnWidths(doc: Pdf, table: Table, full: number): number[] {
  const shares = table.columns.reduce((sum, c) => sum + c.width, 0);
  const widths = table.columns.map((c) => (c.width / shares) * full);
  const widest = (index: number) => {
    doc.font(BOLD).fontSize(FONT_SIZE);
    let most = doc.widthOfString(table.columns[index].header);
    if (table.totals?.[index]) most = Math.max(most, doc.widthOfString(table.totals[index]));
    doc.font(FONT).fontSize(FONT_SIZE);
    for (const row of table.rows) if (row[index]) most = Math.max(most, doc.widthOfString(row[index]));
    return most + 2 * PAD;
  };
  const wanted = table.columns.map((column, index) => (column.align === 'right' ? Math.max(0, widest(index) - widths[index]) : 0));
  const more = wanted.reduce((a, b) => a + b, 0);
  const text = table.columns.flatMap((column, index) => (column.align === 'right' ? [] : [index]));
  const spare = text.reduce((sum, index) => sum + widths[index] * (1 - TEXT_KEPT), 0);
  if (more === 0 || spare === 0) return widths;
  const given = Math.min(more, spare);
  for (const index of text) widths[index] -= (widths[index] * (1 - TEXT_KEPT) * given) / spare;
  table.columns.forEach((_, index) => (widths[index] += (wanted[index] * given) / more));
  return widths;
}

/** Draws the table from doc.y down, adding pages as needed; leaves doc.y below the table. */
export async function drawTable(doc: Pdf, table: Table): Promise<void> {
  const full = doc.page.width - 2 * MARGIN;
  const widths = columnWidths(doc, table, full);
  const bottom = () => doc.page.height - MARGIN - ROW;
  let y = drawHeader(doc, table, widths, doc.y);
  const rows = table.totals ? [...table.rows, table.totals] : table.rows;
  for (const [index, cells] of rows.entries()) {
    if (y > bottom()) {
      await yieldToEventLoop();
      doc.addPage();
      doc.y = MARGIN;
      table.continued?.(doc);
      y = drawHeader(doc, table, widths, doc.y);
    }
    const isTotals = table.totals !== undefined && index === rows.length - 1;
    if (isTotals) doc.moveTo(MARGIN, y).lineTo(MARGIN + full, y).lineWidth(0.75).strokeColor('black').stroke();
    else if (index % 2 === 1) doc.rect(MARGIN, y, full, ROW).fill('#f7f7f7');
    drawRow(doc, cells, table.columns, widths, y, isTotals);
    y += ROW;
  }
  doc.y = y + 8;
  doc.x = MARGIN;
}
