import type { operations } from '../../../engine/api/types';
import { tableControlMessages as t } from '../../../engine/messages/table-controls';

/** The formats a record list exports to (the export operations' `format` path parameter). */
export type ExportFormat = operations['exportAccountTransactions']['parameters']['path']['format'];

/** The formats offered, each with its label's message key (read at render, in the reader's language). */
export const EXPORT_FORMATS: readonly { format: ExportFormat; labelKey: keyof typeof t; icon: string }[] = [
  { format: 'csv', labelKey: 'formatCsv', icon: 'pi pi-file' },
  { format: 'xlsx', labelKey: 'formatExcel', icon: 'pi pi-file-excel' },
  { format: 'pdf', labelKey: 'formatPdf', icon: 'pi pi-file-pdf' },
];

/** One export: the list's own parameters (account, sort, order) and a format. */
export interface ExportRequest {
  format: ExportFormat;
  values: Readonly<Record<string, unknown>>;
}
