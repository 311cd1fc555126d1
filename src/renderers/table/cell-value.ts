import type { ResolvedScreen } from '../../engine/layout';
import { translatedText } from '../../engine/messages/data-texts';
import { formatAddress, formatBoolean, formatDate, formatDateTime, formatMoney, formatQuantity, formatStatus, formatUnitPrice } from '../../engine/format';

export type TableColumn = NonNullable<ResolvedScreen['columns']>[number];

/** Reads a dotted path such as `billing_address.city` from a row. */
export function valueAt(row: object, path: string): unknown {
  let value: unknown = row;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Whether a column shows: not when its `hideWhenOff` setting is off (show_pricing: false hides the prices). */
export function columnShown(column: TableColumn, settings: object): boolean {
  return !column.hideWhenOff || valueAt(settings, column.hideWhenOff) !== false;
}

/** A cell's text, with the engine's formatters for the column's format. */
export function cellText(row: object, column: TableColumn): string {
  const value = valueAt(row, column.field);
  switch (column.format) {
    case 'money':
      return formatMoney(typeof value === 'number' || typeof value === 'string' ? value : undefined);
    case 'price':
      return formatUnitPrice(typeof value === 'number' || typeof value === 'string' ? value : undefined);
    case 'date':
      return formatDate(typeof value === 'string' || typeof value === 'number' ? value : undefined);
    case 'datetime':
      // Logs (the change log, the outboxes): several entries a day are told apart by their time.
      return formatDateTime(typeof value === 'string' || typeof value === 'number' ? value : undefined);
    case 'quantity':
      return formatQuantity(typeof value === 'number' ? value : undefined);
    case 'status':
      return formatStatus(typeof value === 'string' ? value : undefined);
    case 'word':
      return typeof value === 'string' ? translatedText(value) : '';
    case 'boolean':
      return formatBoolean(typeof value === 'boolean' ? value : undefined);
    case 'address':
      return formatAddress(typeof value === 'object' && value !== null ? value : undefined);
    default:
      // A list of words (an API key's scopes) reads as one.
      return value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);
  }
}
