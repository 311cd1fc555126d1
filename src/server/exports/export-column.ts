/** A column of an export (CSV, spreadsheet, PDF): what each format needs to write one cell. */
export type CellKind = 'date' | 'text' | 'money' | 'quantity' | 'price' | 'integer';
export type Raw = string | number | null;

export interface ExportColumn<Row> {
  header: string;
  kind: CellKind;
  value(row: Row): Raw;
  /** The words to show; by default the engine's display rule for the kind. */
  display?(row: Row): string;
  pdfWidth?: number;
  /** Summed in the PDF's totals row. */
  total?: boolean;
  /** Column width in the spreadsheet, in characters. */
  xlsxWidth: number;
}
