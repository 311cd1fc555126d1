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

/** One line of an address: '12 Elm St, Springfield, MA 01101'. */
export function formatAddress(address: { street1?: string | null; street2?: string | null; city?: string | null; state?: string | null; zipcode?: string | null } | null | undefined): string {
  if (!address) return '';
  const stateZip = [address.state, address.zipcode].filter(Boolean).join(' ');
  return [address.street1, address.street2, address.city, stateZip].filter(Boolean).join(', ');
}
