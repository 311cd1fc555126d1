import type { Schemas } from '../../../engine/api/types';
import { cellKey } from '../../../engine/notifications';
import { notificationScreenMessages as t, fillNotificationScreen } from '../../../engine/messages/notification-screens';

type Method = Schemas['NotifyMethod'];

export interface Column {
  key: string;
  label: string;
}

/** A method's words (beside its box, and inline in the box's name), read at render: the reader's language. */
const methodLabel = (method: Method): string => (method === 'text' ? t.methodText : t.methodEmail);
const methodInline = (method: Method): string => (method === 'text' ? t.methodTextInline : t.methodEmailInline);

/** Events down, recipients across, a checkbox per method in each cell; every box says what it ticks to a screen reader. */
export function NotificationMatrix({ rows, columns, methods, cells, onToggle }: { rows: { event: string; label: string }[]; columns: Column[]; methods: readonly Method[]; cells: ReadonlySet<string>; onToggle(cell: string): void }) {
  return (
    <div className="notification-matrix" role="region" aria-label={t.matrix} tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t.event}</th>
            {columns.map((column) => (
              <th scope="col" key={column.key}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.event}>
              <th scope="row">
                {row.label}
                <small>{row.event}</small>
              </th>
              {columns.map((column) => (
                <td key={column.key}>
                  {methods.map((method) => {
                    const cell = cellKey(row.event, column.key, method);
                    return (
                      <label key={method} className="notification-matrix__method">
                        <input type="checkbox" checked={cells.has(cell)} onChange={() => onToggle(cell)} aria-label={fillNotificationScreen('eventForBy', { event: row.label, recipient: column.label, method: methodInline(method) })} />
                        {methodLabel(method)}
                      </label>
                    );
                  })}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
