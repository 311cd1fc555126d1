/** Quantity as the spec shows it (spec 2 §9): '{n} gallons', or '-' when 0 or missing. */
export function formatQuantity(value: number | null | undefined, unit = 'gallons'): string {
  if (value === null || value === undefined || !Number.isFinite(value) || value === 0) return '-';
  return `${value} ${unit}`;
}

/** An enum code as words: 'credit_hold' → 'Credit Hold'. */
export function formatStatus(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

export function formatBoolean(value: boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  return value ? 'Yes' : 'No';
}
