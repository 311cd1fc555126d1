import iso3166 from 'iso-3166-2';
import { toAlpha2 } from './country-codes';

/**
 * A country's subdivisions from the iso-3166-2 package (spec 2 §9: keyed by alpha-2, entries
 * keyed "{country}-{code}" with a type and a name; some names local-language). `code` is the
 * part after the hyphen (what an address's `state` holds, e.g. "VT").
 */
export interface Subdivision {
  code: string;
  name: string;
  type: string;
}

const cache = new Map<string, Subdivision[]>();

/** Sorted by name; [] for an unknown country. Accepts two- or three-letter codes. */
export function subdivisionsOf(country: string): Subdivision[] {
  const alpha2 = toAlpha2(country);
  const entry = alpha2 ? iso3166.data[alpha2] : undefined;
  if (!alpha2 || !entry) return [];
  let list = cache.get(alpha2);
  if (!list) {
    list = Object.entries(entry.sub)
      .map(([key, { name, type }]) => ({ code: key.slice(alpha2.length + 1), name, type }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
    cache.set(alpha2, list);
  }
  return list.map((subdivision) => ({ ...subdivision }));
}
