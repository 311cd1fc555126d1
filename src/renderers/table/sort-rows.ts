import { valueAt } from './cell-value';

/**
 * An unpaged table's rows in the order its sorted column asks (the browser sorts what the server
 * sent whole), as PrimeReact's DataTable sorted them: numbers by value, texts (ISO dates too) by
 * the reader's collation with numbers inside them compared as numbers, empty values first going
 * up. The rows given are left as they are.
 */
export function sortRows<Row extends object>(rows: readonly Row[], field: string | undefined, order: 1 | -1 | undefined): readonly Row[] {
  if (!field) return rows;
  const direction = order === -1 ? -1 : 1;
  const collator = new Intl.Collator(undefined, { numeric: true });
  return [...rows].sort((a, b) => direction * compareValues(valueAt(a, field), valueAt(b, field), collator));
}

function compareValues(a: unknown, b: unknown, collator: Intl.Collator): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}
