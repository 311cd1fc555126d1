/**
 * Page-size choices of a data table (spec 2 §9). Sizes double from the base (default 10) while
 * below the total; past 200 they go 200, 500, 1000 and then grow ten-fold. A base of 1000 goes
 * 1000, 1500, 2000… in steps of 500 (at most 8 steps). The total is always the last choice.
 * `max` caps the choices for server-paged lists whose API limits the page size.
 */
export const DEFAULT_PAGE_SIZE = 10;

export function pageSizeOptions(total: number, base = DEFAULT_PAGE_SIZE, max = Number.POSITIVE_INFINITY): number[] {
  const sizes: number[] = [];
  if (base >= 1000) {
    for (let size = base, step = 0; size < total && step <= 8; size = base + 500 * ++step) sizes.push(size);
  } else {
    for (let size = base; size < total && size < 200; size *= 2) sizes.push(size);
    if (total > 200) {
      for (let size = 200; size < total; size = size === 200 ? 500 : size === 500 ? 1000 : size * 10) sizes.push(size);
    }
  }
  const last = Math.min(Math.max(total, base), max);
  const capped = sizes.filter((size) => size < last);
  return [...capped, last];
}
