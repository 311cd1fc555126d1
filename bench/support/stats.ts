/** Latency summaries and the printed table of the benchmarks. */

export interface Summary {
  /** Milliseconds. */
  median: number;
  p99: number;
  /** Completed requests (or query pairs) per second over the run. */
  perSecond: number;
  count: number;
  errors: number;
}

/** Nearest-rank percentile of unsorted samples. */
export function percentile(samples: number[], p: number): number {
  if (!samples.length) return NaN;
  const sorted = Float64Array.from(samples).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The middle of unsorted values (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function summarise(samples: number[], seconds: number, errors = 0): Summary {
  return { median: percentile(samples, 50), p99: percentile(samples, 99), perSecond: samples.length / seconds, count: samples.length, errors };
}

export const ratio = (a: number, b: number): number => Math.round((a / b) * 100) / 100;

/** A fixed-width text table: first row is the header. */
export function table(rows: (string | number)[][]): string {
  const cells = rows.map((row) => row.map((cell) => (typeof cell === 'number' ? (Number.isInteger(cell) ? String(cell) : cell.toFixed(2)) : cell)));
  const widths = cells[0].map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/** Several runs of one measurement: the median of their medians and p99s, the mean rate, all errors. */
export function combine(runs: Summary[]): Summary {
  const mid = (values: number[]) => percentile(values, 50);
  return {
    median: mid(runs.map((r) => r.median)),
    p99: mid(runs.map((r) => r.p99)),
    perSecond: runs.reduce((sum, r) => sum + r.perSecond, 0) / runs.length,
    count: runs.reduce((sum, r) => sum + r.count, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}
