import type { Address } from './address-provider';

/**
 * Place ids that carry the address itself (street1, city, state, zipcode, country),
 * base64url-encoded behind a version prefix. Details then need no lookup, and an id says
 * nothing a suggestion did not already show: it is no key into any table, so it cannot be
 * enumerated into customer data. A forged id only gives back the address it spells.
 */
const PREFIX = 'a1.';
const LIMITS = { street1: 200, city: 100, state: 100, zipcode: 20, country: 3 } as const;
const FIELDS = ['street1', 'city', 'state', 'zipcode', 'country'] as const;

export function encodePlaceId(address: Address): string {
  const parts = FIELDS.map((field) => address[field] ?? '');
  return PREFIX + Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

export function decodePlaceId(placeId: string): Address | undefined {
  if (typeof placeId !== 'string' || !placeId.startsWith(PREFIX) || placeId.length > 1000) return undefined;
  const encoded = placeId.slice(PREFIX.length);
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return undefined;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parts) || parts.length !== FIELDS.length) return undefined;
  const address: Record<string, string> = {};
  for (const [index, field] of FIELDS.entries()) {
    const value: unknown = parts[index];
    if (typeof value !== 'string' || value.length > LIMITS[field] || value.includes('\u0000')) return undefined;
    address[field] = value;
  }
  return address as Address;
}
