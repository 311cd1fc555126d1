import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Column } from 'primereact/column';
import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from 'primereact/datatable';
import { fillRoute, fillTitle } from '../../engine/layout/screen-links';
import type { ResolvedScreen } from '../../engine/layout/types';
import { messages, messageText } from '../../engine/messages/catalogue';
import { DEFAULT_PAGE_SIZE, pageSizeOptions } from '../../engine/paging/page-sizes';
import { useLayout } from '../layout/layout-context';
import { useCanOpen } from '../routing/use-can-open';
import { useTenant } from '../tenant/tenant-context';
import type { ListQuery } from './list-query';
import { actionText } from './actions/action-text';
import { cellText, columnShown, valueAt, type TableColumn } from './cell-value';
import { SearchBox } from './SearchBox';
import { useDebounced } from './use-debounced';
import { useTableData } from './use-table-data';
import { MAX_SERVER_PAGE, useTableView } from './use-table-view';
import { stackedTable } from './stacked-table';
import { tableControlMessages as t } from '../../engine/messages/table-controls';

export interface ScreenTableProps {
  screen: ResolvedScreen;
  /** Screen-specific filters sent with the load (roles, status…); a change goes back to page 1. */
  filters?: Readonly<Record<string, string | undefined>>;
  /** Controls beside the search box (a role filter, a Create button…); a function gets the current query (exports follow its sort). */
  toolbar?: ReactNode | ((query: ListQuery) => ReactNode);
  /** The actions of a row, in a last column. */
  rowActions?: (row: object) => ReactNode;
  /** Changing it loads the current page again (after a row was changed or deleted). */
  reloadToken?: number;
  /** Label of the search box, when it searches something narrower than the screen's title. */
  searchLabel?: string;
  /** Replaces the screen's h1 (an account-framed table is titled below the page's); must carry the id `titleId`. */
  heading?: ReactNode;
  /**
   * Whether the table's section is a landmark (default); one under its screen's own heading (an
   * account-framed table) is a group instead: its caption may repeat the screen's title, and
   * landmarks are named once.
   */
  landmark?: boolean;
  /** The id of the table's heading (default `${screen.id}-title`). */
  titleId?: string;
  /** Prefix of the address's keys for this table's view, when a page shows two tables. */
  viewPrefix?: string;
  /**
   * Names the table's sideways-scrolling box and puts it in the tab order, for a table whose
   * rows hold nothing focusable: on a phone the keyboard could not scroll it otherwise (axe
   * scrollable-region-focusable).
   */
  scrollLabel?: string;
  /** What stands between the title and the table (a table screen's `panel`). */
  above?: ReactNode;
  /** Rows can be selected (a bulk action acts on them): the selection and its change. */
  selection?: readonly object[];
  onSelectionChange?: (rows: object[]) => void;
}

/**
 * A data table of a layout screen (spec 1 §2: sortable, paged, 'No Data Found!' when empty).
 * Columns and the load operation come from the layout; `paged` screens page, sort and search
 * on the server. Without row actions, a screen's `rowScreen` makes each row open that screen (the
 * first cell is the keyboard's link, a click anywhere on the row does the same).
 */
export function ScreenTable({ screen, filters, toolbar, rowActions, reloadToken = 0, searchLabel, heading, landmark = true, titleId = `${screen.id}-title`, viewPrefix, scrollLabel, above, selection, onSelectionChange }: ScreenTableProps) {
  const navigate = useNavigate();
  const params = useParams();
  const layout = useLayout();
  const canOpen = useCanOpen();
  // Rows open the layout's rowScreen, when the caller may open it.
  const rowScreen = rowActions || !screen.rowScreen ? undefined : layout.screens.find((s) => s.id === screen.rowScreen);
  const rowLink = rowScreen && canOpen(rowScreen) ? (row: object) => fillRoute(rowScreen.route, row) : undefined;
  const { settings } = useTenant();
  const columns = (screen.columns ?? []).filter((column) => columnShown(column, settings));
  const paged = screen.paged === true;
  const sortable = (screen.columns ?? []).filter((column) => column.sortable).map((column) => column.field);
  const { view, changeView } = useTableView(sortable, viewPrefix);
  const { paging, search } = view;
  // A row's record links Back here, to this page, search and sort.
  const location = useLocation();
  const back = { back: `${location.pathname}${location.search}` };
  const searchText = useDebounced(search.trim());
  // New filters (another role, another account) start over on the first page.
  const filterKey = JSON.stringify(filters ?? {});
  const lastFilterKey = useRef(filterKey);
  useEffect(() => {
    if (filterKey === lastFilterKey.current) return;
    lastFilterKey.current = filterKey;
    changeView((current) => ({ ...current, paging: { ...current.paging, first: 0 } }));
  }, [filterKey, changeView]);
  const query = {
    page: Math.floor(paging.first / paging.rows),
    size: paging.rows,
    sort: paging.sortField,
    // Unsorted, the server's own order applies (record lists: newest first).
    order: paging.sortField === undefined ? undefined : paging.sortOrder === -1 ? ('desc' as const) : ('asc' as const),
    searchText,
    filters,
  };
  const { rows, total, loading } = useTableData(screen, query, reloadToken);

  const onSearch = (text: string) => changeView((current) => ({ search: text, paging: { ...current.paging, first: 0 } }));
  const onPage = (event: DataTablePageEvent) => changeView((current) => ({ ...current, paging: { ...current.paging, first: event.first, rows: event.rows } }));
  const onSort = (event: DataTableSortEvent) =>
    changeView((current) => ({ ...current, paging: { ...current.paging, first: 0, sortField: event.sortField, sortOrder: event.sortOrder === -1 ? -1 : 1 } }));

  return (
    <section className="screen" aria-labelledby={titleId} role={landmark ? undefined : 'group'}>
      <div className="screen__head">
        {heading ?? <h1 id={titleId}>{fillTitle(screen.title ?? '', params)}</h1>}
        <div className="screen__tools">
          {typeof toolbar === 'function' ? toolbar(query) : toolbar}
          {screen.search && <SearchBox value={search} onChange={onSearch} label={searchLabel ?? `Search ${screen.title ?? ''}`.trim()} />}
        </div>
      </div>
      {above}
      <DataTable
        value={[...rows]}
        dataKey={screen.rowKey ?? screen.columns?.[0]?.field}
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
        {...stackedTable}
        // The wrapper scrolls sideways on a narrow screen: a named group reachable by keyboard to scroll it (WCAG
        // 2.1.1); a group, not a region: the screen's section is the landmark of that name.
        // The rows-per-page drop-down's hidden native select is named too (axe select-name).
        pt={{ wrapper: { tabIndex: 0, role: 'group', 'aria-label': scrollLabel ?? fillTitle(screen.title ?? '', params) }, paginator: { RPPDropdown: { select: { 'aria-label': t.rowsPerPage } } } }}
        className={rowLink ? 'card data-table data-table--links' : 'card data-table'}
        onRowClick={rowLink ? (event) => navigate(rowLink(event.data as object), { state: back }) : undefined}
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
            body={(row: object) =>
              rowLink && index === 0 ? (
                <Link to={rowLink(row)} state={back} onClick={(event) => event.stopPropagation()}>
                  {shownText(row, column)}
                </Link>
              ) : (
                shownText(row, column)
              )
            }
            align={column.format === 'money' || column.format === 'price' || column.format === 'quantity' ? 'right' : undefined}
            className={column.format === 'money' || column.format === 'price' ? 'cell--money' : column.format === 'quantity' ? 'cell--number' : undefined}
          />
        ))}
        {rowActions && <Column key="actions" header={t.actions} body={(row: object) => <div className="row-actions">{rowActions(row)}</div>} />}
      </DataTable>
    </section>
  );
}

/** A cell's text: its column's `text` around the formatted value when the field has one (Revoked {value}), its `empty` text when it has none, else the value. */
function shownText(row: object, column: TableColumn): string {
  const value = valueAt(row, column.field);
  const has = value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
  if (!has && column.empty) return actionText(column.empty);
  return column.text && has ? actionText(column.text, { value: cellText(row, column) }) : cellText(row, column);
}
