import type { operations } from '../../../engine/api/types';
import { tableControlMessages as t } from '../../../engine/messages/table-controls';

/** The formats a record list exports to (the export operations' `format` path parameter). */
export type ExportFormat = operations['exportAccountTransactions']['parameters']['path']['format'];

export const EXPORT_FORMATS: readonly { format: ExportFormat; label: string; icon: string }[] = [
  { format: 'csv', label: t.formatCsv, icon: 'pi pi-file' },
  { format: 'xlsx', label: t.formatExcel, icon: 'pi pi-file-excel' },
  { format: 'pdf', label: t.formatPdf, icon: 'pi pi-file-pdf' },
];

/** One export: the list's own parameters (account, sort, order) and a format. */
export interface ExportRequest {
  format: ExportFormat;
  values: Readonly<Record<string, unknown>>;
}
