import type { Schemas } from '../../../engine/api/types';
import { cellKey } from '../../../engine/notifications';
import { notificationScreenMessages as t, fillNotificationScreen } from '../../../engine/messages/notification-screens';

type Method = Schemas['NotifyMethod'];

export interface Column {
  key: string;
  label: string;
}

/** Each method's words as message keys, read at render (the reader's language). */
const METHOD_LABELS = { email: 'methodEmail', text: 'methodText' } as const satisfies Record<Method, keyof typeof t>;
const METHOD_INLINE = { email: 'methodEmailInline', text: 'methodTextInline' } as const satisfies Record<Method, keyof typeof t>;

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
                        <input type="checkbox" checked={cells.has(cell)} onChange={() => onToggle(cell)} aria-label={fillNotificationScreen('eventForBy', { event: row.label, recipient: column.label, method: t[METHOD_INLINE[method]] })} />
                        {t[METHOD_LABELS[method]]}
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
