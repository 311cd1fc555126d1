/**
 * CSV: a header row, then raw values (ISO dates, plain numbers with a '.' decimal point, empty for
 * none), CRLF line ends (RFC 4180) and a UTF-8 byte-order mark so spreadsheet programs read the
 * encoding right. A text cell that a spreadsheet would run as a formula is defused with a quote.
 */
import { stringify } from 'csv-stringify/sync';
import type { ExportColumn } from './export-column';

const FORMULA_START = /^[=+\-@\t\r]/;

/** OWASP's CSV-injection rule: text starting with = + - @ tab or CR gets a leading single quote. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function cellOf<Row>(column: ExportColumn<Row>, row: Row): string {
  const value = column.value(row);
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  return column.kind === 'text' ? neutraliseFormula(value) : value;
}

export function toCsv<Row>(columns: ExportColumn<Row>[], rows: Row[]): Buffer {
  const records = [columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => cellOf(c, row)))];
  return Buffer.from(stringify(records, { bom: true, record_delimiter: 'windows' }), 'utf8');
}
