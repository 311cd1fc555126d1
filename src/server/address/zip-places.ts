import zipcodes from 'zipcodes';
import type { ZipPlace } from '../../engine/address';

/**
 * US ZIP → city and state from the `zipcodes` package (a maintained data set, ~5 MB: server
 * only, never in the browser). Only its US entries count; it also holds Canadian prefixes.
 */
export function zipPlace(zip5: string): ZipPlace {
  const entry = /^\d{5}$/.test(zip5) ? zipcodes.lookup(zip5) : undefined;
  return entry && entry.country === 'US' ? { zip5, city: entry.city, state: entry.state } : { zip5 };
}

let usZips: string[] | undefined;

/** Up to `limit` known US ZIPs starting with the prefix (digits only), in order. */
export function zipsStartingWith(prefix: string, limit: number): ZipPlace[] {
  if (!/^\d{1,5}$/.test(prefix)) return [];
  usZips ??= Object.values(zipcodes.codes)
    .filter((entry) => entry.country === 'US' && /^\d{5}$/.test(entry.zip))
    .map((entry) => entry.zip)
    .sort();
  const found: ZipPlace[] = [];
  let index = lowerBound(usZips, prefix);
  while (index < usZips.length && usZips[index].startsWith(prefix) && found.length < limit) found.push(zipPlace(usZips[index++]));
  return found;
}

function lowerBound(sorted: string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid] < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
