import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import type { ListQuery } from '../../table/list-query';
import { EXPORT_FORMATS } from './export-formats';
import { useExport } from './use-export';

/**
 * Export as CSV / Excel / PDF. The whole list goes into the file, sorted and filtered (a
 * transaction type) as the table is; while a file is being made every button waits and a bar
 * says so (a large export takes a while).
 */
export function ExportButtons({ operationId, accountId, query, what }: { operationId: string; accountId: string; query: ListQuery; what: string }) {
  const { running, run } = useExport(operationId, `${accountId}-${what.toLowerCase()}`);
  const runningLabel = EXPORT_FORMATS.find((f) => f.format === running)?.label;
  return (
    <div className="exports" role="group" aria-label={`Export ${what}`}>
      <span className="exports__label">Export</span>
      {EXPORT_FORMATS.map(({ format, label, icon }) => (
        <Button
          key={format}
          type="button"
          size="small"
          outlined
          icon={running === format ? 'pi pi-spin pi-spinner' : icon}
          label={label}
          aria-label={`Export ${what} as ${label}`}
          disabled={running !== undefined}
          onClick={() => void run({ format, values: { account_id: accountId, sort: query.sort, order: query.order, ...(query.filters?.transaction_type ? { transaction_type: query.filters.transaction_type } : {}) } })}
        />
      ))}
      {running && (
        <div className="exports__progress" role="status" aria-label={`Exporting ${what} as ${runningLabel ?? ''}`}>
          <ProgressBar mode="indeterminate" className="exports__bar" />
          <span>Preparing the {runningLabel} file…</span>
        </div>
      )}
    </div>
  );
}
