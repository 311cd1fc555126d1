import { fillTableControl, tableControlMessages as t } from '../../engine/messages/table-controls';
import { pageLinks } from '../../engine/paging/page-links';
import type { TableColumn } from './cell-value';
import { sortRows } from './sort-rows';
import { alignsRight, cellClass, type TableViewProps } from './table-view';
import './light-table.css';

/**
 * ScreenTable's rows as plain markup in PrimeReact's DataTable classes (the theme draws it the
 * same; light-table.css holds the few rules DataTable injects by script): sortable headers,
 * pages with a rows-per-page choice, a row's link and actions, the empty message, and the rows
 * stacked as cards on a phone (stacked-table.ts). Issue 25: the account list's route carried
 * DataTable's 100 KB for none of its extras. It sorts and pages the whole list in the browser,
 * or shows the server's page (`lazy`); rows picked for a bulk action are PrimeTable's.
 */
export function LightTable({ rows, rowKey, columns, cell, loading, lazy, paging, total, pageSizes, onPage, onSort, emptyMessage, scrollLabel, onRowClick, className, rowActions }: TableViewProps) {
  const shown = lazy ? rows : sortRows(rows, paging.sortField, paging.sortOrder).slice(paging.first, paging.first + paging.rows);
  const columnCount = columns.length + (rowActions ? 1 : 0);
  return (
    <div className={`p-datatable p-component p-datatable-responsive-stack p-datatable-sm p-datatable-striped light-table ${className}`}>
      {/* Named and in the tab order: the keyboard scrolls it sideways on a narrow screen (WCAG 2.1.1). */}
      <div className="p-datatable-wrapper" tabIndex={0} role="group" aria-label={scrollLabel}>
        <table className="p-datatable-table" aria-busy={loading}>
          <thead className="p-datatable-thead">
            <tr>
              {columns.map((column) => (
                <HeaderCell key={column.field} column={column} sortField={paging.sortField} sortOrder={paging.sortOrder} onSort={onSort} />
              ))}
              {rowActions && (
                <th>
                  <div className="p-column-header-content">
                    <span className="p-column-title">{t.actions}</span>
                  </div>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="p-datatable-tbody">
            {shown.map((row, rowIndex) => (
              <tr key={rowKey ? String((row as Record<string, unknown>)[rowKey]) : rowIndex} className={rowIndex % 2 ? 'p-row-odd' : undefined} onClick={onRowClick ? () => onRowClick(row) : undefined}>
                {columns.map((column, index) => (
                  <td key={column.field} className={[cellClass(column), alignsRight(column) ? 'p-align-right' : undefined].filter(Boolean).join(' ') || undefined}>
                    {/* The column's title beside the value when a phone stacks the row (hidden otherwise). */}
                    <span className="p-column-title">{column.header}</span>
                    {cell(row, column, index)}
                  </td>
                ))}
                {rowActions && (
                  <td>
                    <span className="p-column-title">{t.actions}</span>
                    <div className="row-actions">{rowActions(row)}</div>
                  </td>
                )}
              </tr>
            ))}
            {!loading && shown.length === 0 && (
              <tr className="p-datatable-emptymessage">
                <td colSpan={columnCount}>{emptyMessage}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {loading && (
        <div className="p-datatable-loading-overlay p-component-overlay">
          <i className="p-datatable-loading-icon pi pi-spin pi-spinner" aria-hidden="true" />
        </div>
      )}
      <Pages paging={paging} total={total} pageSizes={pageSizes} onPage={onPage} label={fillTableControl('pagesOf', { table: scrollLabel })} />
    </div>
  );
}

interface HeaderCellProps {
  column: TableColumn;
  sortField?: string;
  sortOrder?: 1 | -1;
  onSort: TableViewProps['onSort'];
}

/** A column's header; a sortable one is a button that sorts up, then down (aria-sort says which). */
function HeaderCell({ column, sortField, sortOrder, onSort }: HeaderCellProps) {
  const align = alignsRight(column) ? 'p-align-right' : undefined;
  if (column.sortable !== true) {
    return (
      <th className={align}>
        <div className="p-column-header-content">
          <span className="p-column-title">{column.header}</span>
        </div>
      </th>
    );
  }
  const sorted = sortField === column.field;
  const icon = !sorted ? 'pi-sort-alt' : sortOrder === -1 ? 'pi-sort-amount-down' : 'pi-sort-amount-up-alt';
  return (
    <th className={['p-sortable-column', sorted ? 'p-highlight' : undefined, align].filter(Boolean).join(' ')} aria-sort={sorted ? (sortOrder === -1 ? 'descending' : 'ascending') : undefined}>
      <button type="button" className="p-column-header-content light-table__sort" onClick={() => onSort(column.field, sorted && sortOrder !== -1 ? -1 : 1)}>
        <span className="p-column-title">{column.header}</span>
        <i className={`p-sortable-column-icon pi ${icon}`} aria-hidden="true" />
      </button>
    </th>
  );
}

interface PagesProps {
  paging: TableViewProps['paging'];
  total: number;
  pageSizes: number[];
  onPage: TableViewProps['onPage'];
  label: string;
}

/** The paginator (PrimeReact's default: first, previous, five page numbers, next, last, rows per page); none for a single page. */
function Pages({ paging, total, pageSizes, onPage, label }: PagesProps) {
  const pageCount = Math.ceil(total / paging.rows);
  if (pageCount <= 1) return null;
  const current = Math.floor(paging.first / paging.rows);
  const go = (page: number) => onPage(page * paging.rows, paging.rows);
  const step = (page: number, name: string, className: string, icon: string, disabled: boolean) => (
    <button type="button" className={`${className} p-paginator-element p-link${disabled ? ' p-disabled' : ''}`} aria-label={name} disabled={disabled} onClick={() => go(page)}>
      <i className={`p-paginator-icon pi ${icon}`} aria-hidden="true" />
    </button>
  );
  return (
    <nav className="p-paginator p-component p-paginator-bottom" aria-label={label}>
      {step(0, t.firstPage, 'p-paginator-first', 'pi-angle-double-left', current === 0)}
      {step(current - 1, t.previousPage, 'p-paginator-prev', 'pi-angle-left', current === 0)}
      <span className="p-paginator-pages">
        {pageLinks(current, pageCount).map((page) => (
          <button
            key={page}
            type="button"
            className={`p-paginator-page p-paginator-element p-link${page === current ? ' p-highlight' : ''}`}
            aria-label={fillTableControl('pageNumber', { page: page + 1 })}
            aria-current={page === current ? 'page' : undefined}
            onClick={() => go(page)}
          >
            {page + 1}
          </button>
        ))}
      </span>
      {step(current + 1, t.nextPage, 'p-paginator-next', 'pi-angle-right', current === pageCount - 1)}
      {step(pageCount - 1, t.lastPage, 'p-paginator-last', 'pi-angle-double-right', current === pageCount - 1)}
      <select className="p-inputtext p-component light-table__size" aria-label={t.rowsPerPage} value={paging.rows} onChange={(event) => onPage(0, Number(event.target.value))}>
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </nav>
  );
}
