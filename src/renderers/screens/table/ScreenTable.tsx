import { useState, type ReactNode } from 'react';
import { Column } from 'primereact/column';
import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from 'primereact/datatable';
import type { ResolvedScreen } from '../../../engine/layout';
import { messages, messageText } from '../../../engine/messages/catalogue';
import { DEFAULT_PAGE_SIZE, pageSizeOptions } from '../../../engine/paging/page-sizes';
import { cellText } from './cell-value';
import { SearchBox } from './SearchBox';
import { useDebounced } from './use-debounced';
import { useTableData } from './use-table-data';

/** The API's largest page (openapi `size` maximum). */
const MAX_SERVER_PAGE = 1000;

interface Paging {
  first: number;
  rows: number;
  sortField?: string;
  sortOrder?: 1 | -1;
}

export interface ScreenTableProps {
  screen: ResolvedScreen;
  /** Screen-specific filters sent with the load (roles, status…); a change goes back to page 1. */
  filters?: Readonly<Record<string, string | undefined>>;
  /** Controls beside the search box (a role filter, a Create button…). */
  toolbar?: ReactNode;
  /** The actions of a row, in a last column. */
  rowActions?: (row: object) => ReactNode;
  /** Changing it loads the current page again (after a row was changed or deleted). */
  reloadToken?: number;
  /** Label of the search box, when it searches something narrower than the screen's title. */
  searchLabel?: string;
}

/**
 * A data table of a layout screen (spec 1 §2: sortable, paged, 'No Data Found!' when empty).
 * Columns and the load operation come from the layout; `paged` screens page, sort and search
 * on the server.
 */
export function ScreenTable({ screen, filters, toolbar, rowActions, reloadToken = 0, searchLabel }: ScreenTableProps) {
  const paged = screen.paged === true;
  const [paging, setPaging] = useState<Paging>({ first: 0, rows: DEFAULT_PAGE_SIZE });
  const [search, setSearch] = useState('');
  const searchText = useDebounced(search.trim());
  const filterKey = JSON.stringify(filters ?? {});
  const [lastFilterKey, setLastFilterKey] = useState(filterKey);
  if (filterKey !== lastFilterKey) {
    setLastFilterKey(filterKey);
    setPaging((previous) => ({ ...previous, first: 0 }));
  }
  const query = {
    page: Math.floor(paging.first / paging.rows),
    size: paging.rows,
    sort: paging.sortField,
    order: paging.sortOrder === -1 ? ('desc' as const) : ('asc' as const),
    searchText,
    filters,
  };
  const { rows, total, loading } = useTableData(screen.load, query, paged, reloadToken);

  const onSearch = (text: string) => {
    setSearch(text);
    setPaging((previous) => ({ ...previous, first: 0 }));
  };
  const onPage = (event: DataTablePageEvent) => setPaging((previous) => ({ ...previous, first: event.first, rows: event.rows }));
  const onSort = (event: DataTableSortEvent) =>
    setPaging((previous) => ({ ...previous, first: 0, sortField: event.sortField, sortOrder: event.sortOrder === -1 ? -1 : 1 }));

  return (
    <section className="screen" aria-labelledby={`${screen.id}-title`}>
      <div className="screen__head">
        <h1 id={`${screen.id}-title`}>{screen.title}</h1>
        <div className="screen__tools">
          {toolbar}
          {screen.searchable && <SearchBox value={search} onChange={onSearch} label={searchLabel ?? `Search ${screen.title ?? ''}`.trim()} />}
        </div>
      </div>
      <DataTable
        value={[...rows]}
        dataKey={screen.columns?.[0]?.field}
        lazy={paged}
        loading={loading}
        paginator
        alwaysShowPaginator={false}
        first={paging.first}
        rows={paging.rows}
        totalRecords={paged ? total : undefined}
        rowsPerPageOptions={pageSizeOptions(total, DEFAULT_PAGE_SIZE, paged ? MAX_SERVER_PAGE : undefined)}
        onPage={onPage}
        sortField={paging.sortField}
        sortOrder={paging.sortOrder}
        onSort={onSort}
        emptyMessage={screen.messages?.empty ? messageText(screen.messages.empty) : messages.noDataFound}
        stripedRows
        size="small"
        tableStyle={{ minWidth: '40rem' }}
        className="card data-table"
      >
        {(screen.columns ?? []).map((column) => (
          <Column
            key={column.field}
            field={column.field}
            header={column.header}
            sortable={column.sortable === true}
            body={(row: object) => cellText(row, column)}
            align={column.format === 'money' ? 'right' : undefined}
            className={column.format === 'money' ? 'cell--money' : undefined}
          />
        ))}
        {rowActions && <Column key="actions" header="Actions" body={(row: object) => <div className="row-actions">{rowActions(row)}</div>} />}
      </DataTable>
    </section>
  );
}
