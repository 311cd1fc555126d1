import { useState } from 'react';
import { Column } from 'primereact/column';
import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from 'primereact/datatable';
import { messages } from '../../../engine/messages/catalogue';
import { DEFAULT_PAGE_SIZE, pageSizeOptions } from '../../../engine/paging/page-sizes';
import type { ScreenProps } from '../../registry/types';
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

/**
 * A data table screen (spec 1 §2: sortable, paged, 'No Data Found!' when empty). Columns and
 * the load operation come from the layout; `paged` screens page, sort and search on the server.
 */
export default function TableScreen({ screen }: ScreenProps) {
  const paged = screen.paged === true;
  const [paging, setPaging] = useState<Paging>({ first: 0, rows: DEFAULT_PAGE_SIZE });
  const [search, setSearch] = useState('');
  const searchText = useDebounced(search.trim());
  const query = {
    page: Math.floor(paging.first / paging.rows),
    size: paging.rows,
    sort: paging.sortField,
    order: paging.sortOrder === -1 ? ('desc' as const) : ('asc' as const),
    searchText,
  };
  const { rows, total, loading } = useTableData(screen.load, query, paged);

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
        {screen.searchable && <SearchBox value={search} onChange={onSearch} label={`Search ${screen.title ?? ''}`.trim()} />}
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
        emptyMessage={screen.messages?.empty ?? messages.noDataFound}
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
      </DataTable>
    </section>
  );
}
