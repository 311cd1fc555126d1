/** Plain JSON objects, and how configuration layers merge (settings, data documents): the same in the browser's editors and on the server. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Objects merge key by key; arrays and values are replaced (a list of inquiry types is one setting). */
export function mergeData(base: Record<string, unknown>, override: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) merged[key] = isPlainObject(value) && isPlainObject(base[key]) ? mergeData(base[key], value) : value;
  return merged;
}
