const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size as people read it: 812 bytes, 4.2 kB, 1.5 GB (Intl's unit formatting). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat('en-US', { style: 'unit', unit: UNITS[unit], unitDisplay: unit === 0 ? 'long' : 'short', maximumFractionDigits: 1 }).format(value);
}
