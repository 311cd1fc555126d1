import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import type { ListQuery } from '../list-query';
import { EXPORT_FORMATS } from './export-formats';
import { useExport } from './use-export';
import './exports.css';
import { tableControlMessages as t, fillTableControl } from '../../../engine/messages/table-controls';

interface ExportButtonsProps {
  /** The screen's `export` operation. */
  operationId: string;
  /** The table's query: the file holds the whole list, filtered and sorted as the table is. */
  query: ListQuery;
  /** What is exported (a tab's name), in the buttons' names and the file's. */
  what: string;
}

/**
 * Export as CSV / Excel / PDF (a table screen's `export`). The whole list goes into the file, with
 * the table's filters (the account, a transaction type) and sort; while a file is being made every
 * button waits and a bar says so (a large export takes a while).
 */
export function ExportButtons({ operationId, query, what }: ExportButtonsProps) {
  const stem = [query.filters?.account_id, what.toLowerCase()].filter(Boolean).join('-');
  const { running, run } = useExport(operationId, stem);
  const runningKey = EXPORT_FORMATS.find((f) => f.format === running)?.labelKey;
  const runningLabel = runningKey && t[runningKey];
  return (
    <div className="exports" role="group" aria-label={fillTableControl('exportWhat', { what })}>
      <span className="side-note">{t.export}</span>
      {EXPORT_FORMATS.map(({ format, labelKey, icon }) => {
        const label = t[labelKey];
        return (
          <Button
            key={format}
            type="button"
            size="small"
            outlined
            icon={running === format ? 'pi pi-spin pi-spinner' : icon}
            label={label}
            aria-label={fillTableControl('exportAs', { what, format: label })}
            disabled={running !== undefined}
            onClick={() => void run({ format, values: { ...query.filters, sort: query.sort, order: query.order } })}
          />
        );
      })}
      {running && (
        <div className="exports__progress" role="status" aria-label={fillTableControl('exportingAs', { what, format: runningLabel ?? '' })}>
          <ProgressBar mode="indeterminate" className="exports__bar" />
          <span>{fillTableControl('preparingFile', { format: runningLabel ?? '' })}</span>
        </div>
      )}
    </div>
  );
}
