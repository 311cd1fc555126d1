/**
 * XLSX: real date and number cells with formats (money as the portal shows it, credits with ' CR'),
 * a bold header row frozen above the data, a filter on it, and readable column widths.
 */
import ExcelJS from 'exceljs';
import type { CellKind, ExportColumn } from '../../../exports/export-column';

const NUMBER_FORMAT: Partial<Record<CellKind, string>> = {
  date: 'mm/dd/yyyy',
  money: '"$"#,##0.00;"$"#,##0.00" CR";"$"#,##0.00',
  price: '"$"#,##0.000',
  quantity: '#,##0.0',
  integer: '0',
};

function cellValue<Row>(column: ExportColumn<Row>, row: Row): ExcelJS.CellValue {
  const value = column.value(row);
  if (value === null) return null;
  // A calendar date as midnight UTC: Excel dates carry no zone, and exceljs writes UTC.
  if (column.kind === 'date') return new Date(`${value}T00:00:00Z`);
  return value;
}

export async function toXlsx<Row>(sheetName: string, columns: ExportColumn<Row>[], rows: Row[], author: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = author;
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ key: String(i), header: c.header, width: c.xlsxWidth, style: NUMBER_FORMAT[c.kind] ? { numFmt: NUMBER_FORMAT[c.kind] } : {} }));
  for (const row of rows) sheet.addRow(columns.map((c) => cellValue(c, row)));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.numFmt = '@';
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
