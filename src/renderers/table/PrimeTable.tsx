import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { tableControlMessages as t } from '../../engine/messages/table-controls';
import { stackedTable } from './stacked-table';
import { alignsRight, cellClass, type TableViewProps } from './table-view';

/**
 * ScreenTable's rows drawn by PrimeReact's DataTable: for the tables that need what the light
 * table does not do (pages the server cuts, with PrimeReact's rows-per-page drop-down, and rows
 * picked for a bulk action). Its own chunk: DataTable and what it imports (paginator, drop-down,
 * virtual scroller, tooltip…) are 100 KB brotli'd, loaded only by the screens that draw it.
 */
export default function PrimeTable({ rows, rowKey, columns, cell, loading, lazy, paging, total, pageSizes, onPage, onSort, emptyMessage, scrollLabel, onRowClick, className, rowActions, selection, onSelectionChange }: TableViewProps) {
  return (
    <DataTable
      value={[...rows]}
      dataKey={rowKey}
      lazy={lazy}
      loading={loading}
      paginator
      alwaysShowPaginator={false}
      first={paging.first}
      rows={paging.rows}
      totalRecords={lazy ? total : undefined}
      rowsPerPageOptions={pageSizes}
      onPage={(event) => onPage(event.first, event.rows)}
      sortField={paging.sortField}
      sortOrder={paging.sortOrder}
      onSort={(event) => onSort(event.sortField, event.sortOrder === -1 ? -1 : 1)}
      emptyMessage={emptyMessage}
      stripedRows
      size="small"
      {...stackedTable}
      // The wrapper scrolls sideways on a narrow screen: a named group reachable by keyboard to scroll it (WCAG
      // 2.1.1); a group, not a region: the screen's section is the landmark of that name.
      // The rows-per-page drop-down's hidden native select is named too (axe select-name).
      pt={{ wrapper: { tabIndex: 0, role: 'group', 'aria-label': scrollLabel }, paginator: { RPPDropdown: { select: { 'aria-label': t.rowsPerPage } } } }}
      className={className}
      onRowClick={onRowClick ? (event) => onRowClick(event.data as object) : undefined}
      // Without a bulk action no row is selectable (selectionMode null).
      selectionMode={onSelectionChange ? 'checkbox' : null}
      selection={[...(selection ?? [])]}
      onSelectionChange={(event: { value: object[] }) => onSelectionChange?.(event.value)}
    >
      {onSelectionChange && <Column key="select" selectionMode="multiple" headerStyle={{ width: '3rem' }} />}
      {columns.map((column, index) => (
        <Column
          key={column.field}
          field={column.field}
          header={column.header}
          sortable={column.sortable === true}
          body={(row: object) => cell(row, column, index)}
          align={alignsRight(column) ? 'right' : undefined}
          className={cellClass(column)}
        />
      ))}
      {rowActions && <Column key="actions" header={t.actions} body={(row: object) => <div className="row-actions">{rowActions(row)}</div>} />}
    </DataTable>
  );
}
