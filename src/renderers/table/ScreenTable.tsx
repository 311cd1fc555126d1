import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
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
import { LightTable } from './LightTable';
import type { TableViewProps } from './table-view';

/** PrimeReact's DataTable, for the tables the light one does not draw: a chunk of its own. */
const PrimeTable = lazy(() => import('./PrimeTable'));

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
  /**
   * What stands under the table (a table screen's links), drawn once the first rows have come:
   * the table draws empty first, and anything under it would jump down when its rows arrive
   * (issue 25: layout shift on /accounts).
   */
  below?: ReactNode;
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
export function ScreenTable({ screen, filters, toolbar, rowActions, reloadToken = 0, searchLabel, heading, landmark = true, titleId = `${screen.id}-title`, viewPrefix, scrollLabel, above, below, selection, onSelectionChange }: ScreenTableProps) {
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
  // Later loads (a page, a search) keep what is under the table: the rows are drawn by then.
  const [loadedOnce, setLoadedOnce] = useState(false);
  if (!loading && !loadedOnce) setLoadedOnce(true);

  const onSearch = (text: string) => changeView((current) => ({ search: text, paging: { ...current.paging, first: 0 } }));
  const onPage = (first: number, rows: number) => changeView((current) => ({ ...current, paging: { ...current.paging, first, rows } }));
  const onSort = (sortField: string, sortOrder: 1 | -1) => changeView((current) => ({ ...current, paging: { ...current.paging, first: 0, sortField, sortOrder } }));

  const table: TableViewProps = {
    rows,
    rowKey: screen.rowKey ?? screen.columns?.[0]?.field,
    columns,
    cell: (row, column, index) =>
      rowLink && index === 0 ? (
        <Link to={rowLink(row)} state={back} onClick={(event) => event.stopPropagation()}>
          {shownText(row, column)}
        </Link>
      ) : (
        shownText(row, column)
      ),
    loading,
    lazy: paged,
    paging,
    total,
    pageSizes: pageSizeOptions(total, DEFAULT_PAGE_SIZE, paged ? MAX_SERVER_PAGE : undefined),
    onPage,
    onSort,
    emptyMessage: screen.messages?.empty ? messageText(screen.messages.empty) : messages.noDataFound,
    scrollLabel: scrollLabel ?? fillTitle(screen.title ?? '', params),
    onRowClick: rowLink ? (row) => navigate(rowLink(row), { state: back }) : undefined,
    className: rowLink ? 'card data-table data-table--links' : 'card data-table',
    rowActions,
    selection,
    onSelectionChange,
  };
  // The light table draws every list the browser holds whole; a server's pages (PrimeReact's
  // rows-per-page drop-down) and rows picked for a bulk action are DataTable's, loaded then. Until
  // it has come, the light table stands in its place, loading: the frame does not move.
  const light = !paged && !onSelectionChange;

  return (
    <>
      <section className="screen" aria-labelledby={titleId} role={landmark ? undefined : 'group'}>
        <div className="screen__head">
          {heading ?? <h1 id={titleId}>{fillTitle(screen.title ?? '', params)}</h1>}
          <div className="screen__tools">
            {typeof toolbar === 'function' ? toolbar(query) : toolbar}
            {screen.search && <SearchBox value={search} onChange={onSearch} label={searchLabel ?? `Search ${screen.title ?? ''}`.trim()} />}
          </div>
        </div>
        {above}
        {light ? (
          <LightTable {...table} />
        ) : (
          <Suspense fallback={<LightTable {...table} rows={[]} loading />}>
            <PrimeTable {...table} />
          </Suspense>
        )}
      </section>
      {loadedOnce && below}
    </>
  );
}

/** A cell's text: its column's `text` around the formatted value when the field has one (Revoked {value}), its `empty` text when it has none, else the value. */
function shownText(row: object, column: TableColumn): string {
  const value = valueAt(row, column.field);
  const has = value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
  if (!has && column.empty) return actionText(column.empty);
  return column.text && has ? actionText(column.text, { value: cellText(row, column) }) : cellText(row, column);
}
