import type { ResolvedScreen } from '../../../engine/layout';
import { messageText } from '../../../engine/messages/catalogue';
import { fillBackOffice } from '../../../engine/messages/back-office';
import { valueAt } from '../../table/cell-value';
import { RowFileButton, rowNameOf } from '../../table/RowFileButton';
import { ScreenTable } from '../../table/ScreenTable';
import type { SectionProps } from './section-props';

/**
 * A table section of a list operation (the account's payments, its autopay attempts): the table
 * renderer's paged table of the layout's columns, its parameters filled from the record's
 * fields (`params`), a button per row file, read again when the record is (after a refund).
 */
export function ListTableSection({ section, screen, record, reloadToken }: SectionProps) {
  const title = messageText(section.title ?? section.load ?? '');
  const id = `${screen.id}-${section.load ?? ''}`;
  // The section as the table renderer's screen: its load, columns and files, paged on the server.
  const table: ResolvedScreen = { id, route: screen.route, kind: 'table', access: screen.access, title, load: section.load, paged: true, columns: section.columns, rowKey: section.rowKey };
  const filters = Object.fromEntries(Object.entries(section.params ?? {}).map(([name, field]) => [name, String(valueAt(record, field) ?? '')]));
  const files = section.rowFiles ?? [];
  return (
    <div className="card detail-list">
      <ScreenTable
        screen={table}
        filters={filters}
        reloadToken={reloadToken}
        viewPrefix={section.load}
        // The table's scrolling box is named apart from the section, which bears the title.
        scrollLabel={fillBackOffice('sectionTableLabel', { title })}
        heading={
          <h2 id={`${id}-title`} className="detail-table__title">
            {title}
          </h2>
        }
        rowActions={
          files.length
            ? (row) =>
                files.map((file) => (
                  <RowFileButton key={file.operationId} operationId={file.operationId} params={file.params} row={row} label={file.label} rowName={rowNameOf(row, section.rowKey)} done={file.done} ariaLabel={file.ariaLabel} />
                ))
            : undefined
        }
      />
    </div>
  );
}
