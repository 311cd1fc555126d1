import type { ReactNode } from 'react';
import { cellText, type TableColumn } from '../../../table/cell-value';
import { Loading } from '../../../shell/Loading';
import { accountCardMessages as t, fillAccountCard } from '../../../../engine/messages/account-cards';

/** Amounts line up on the right; amounts, dates and quantities never break over two lines. */
const cellClass = (column: TableColumn) => (column.format === 'money' ? 'cell--money' : column.format === 'date' || column.format === 'quantity' ? 'cell--nowrap' : undefined);

interface Props<Row extends object> {
  title: string;
  empty: string;
  columns: readonly TableColumn[];
  rows: readonly Row[] | undefined;
  total: number;
  error?: string;
  loading: boolean;
  rowKey: (row: Row) => string | number;
  /** The row's buttons (Receipt, Download, Refund), in a last column. */
  actions?: (row: Row) => ReactNode;
}

/**
 * A titled list on the staff account screen (a section that loads its own list by the account's
 * id), its columns named here and formatted by the same engine formatters as the layout's tables.
 */
export function AccountListSection<Row extends object>({ title, empty, columns, rows, total, error, loading, rowKey, actions }: Props<Row>) {
  return (
    <section className="card account-list" aria-label={title}>
      <h2>
        {title}
        {rows && total > rows.length && <span className="account-list__count"> {fillAccountCard('listNewest', { shown: rows.length, total })}</span>}
      </h2>
      {loading && !rows && <Loading label={fillAccountCard('loadingList', { list: title.toLowerCase() })} />}
      {error && (
        <p className="form-problem" role="alert">
          {error}
        </p>
      )}
      {rows && rows.length === 0 && <p>{empty}</p>}
      {rows && rows.length > 0 && (
        <div className="account-list__scroll">
          <table className="account-drops">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.field} scope="col" className={cellClass(column)}>
                    {column.header}
                  </th>
                ))}
                {actions && <th scope="col">{t.actions}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => {
                    const text = cellText(row, column);
                    // An empty cell (no return code, no payment yet) is left out of a phone's card.
                    return (
                      <td key={column.field} data-label={column.header} className={text ? cellClass(column) : 'account-list__cell--empty'}>
                        {text}
                      </td>
                    );
                  })}
                  {actions && (
                    <td>
                      <div className="account-list__actions">{actions(row)}</div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
