import type { ReactNode } from 'react';
import type { TableColumn } from './cell-value';
import type { Paging } from './use-table-view';

/**
 * What ScreenTable hands the component that draws its rows: the light table (LightTable, plain
 * markup in PrimeReact's classes) or PrimeReact's DataTable (PrimeTable, loaded only by the tables
 * that need what only it does). Both draw the same rows, columns, sort, pages and row actions.
 */
export interface TableViewProps {
  rows: readonly object[];
  /** The field that names a row (React's key, the selection's identity). */
  rowKey: string | undefined;
  columns: readonly TableColumn[];
  /** A cell's content (a row's link in its first cell). */
  cell: (row: object, column: TableColumn, index: number) => ReactNode;
  loading: boolean;
  /** Whether the rows are the server's page (paged screens) or the whole list, paged and sorted here. */
  lazy: boolean;
  paging: Paging;
  /** The list's length (the server's count when lazy). */
  total: number;
  pageSizes: number[];
  onPage: (first: number, rows: number) => void;
  onSort: (field: string, order: 1 | -1) => void;
  emptyMessage: string;
  /** The name of the box that scrolls sideways on a narrow screen, and of the paginator's group. */
  scrollLabel: string;
  /** A click on a row opens its record. */
  onRowClick?: (row: object) => void;
  className: string;
  /** The actions of a row, in a last column headed `actionsHeader`. */
  rowActions?: (row: object) => ReactNode;
  selection?: readonly object[];
  onSelectionChange?: (rows: object[]) => void;
}

/** A column's cell class: figures align right (screens.css). */
export const cellClass = (column: TableColumn): string | undefined =>
  column.format === 'money' || column.format === 'price' ? 'cell--money' : column.format === 'quantity' ? 'cell--number' : undefined;

/** Whether a column's figures align right: every column with a figure's class. */
export const alignsRight = (column: TableColumn): boolean => cellClass(column) !== undefined;
