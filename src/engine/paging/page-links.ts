/**
 * The numbered page links a paginator shows: at most `size` pages (PrimeReact's pageLinkSize, 5),
 * the current one as near the middle as the ends allow. Pages count from 0.
 */
export function pageLinks(current: number, pageCount: number, size = 5): number[] {
  const shown = Math.min(size, pageCount);
  const start = Math.max(0, Math.min(current - Math.floor((shown - 1) / 2), pageCount - shown));
  return Array.from({ length: shown }, (_, index) => start + index);
}
