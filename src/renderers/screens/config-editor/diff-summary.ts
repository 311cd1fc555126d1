import { isPlainObject } from '../../../engine/config/merge-data';
import { jsonPointer } from '../../../engine/validation/json-problems';

/** One difference between two JSON documents, at the JSON pointer where it is. */
export interface Change {
  path: string;
  kind: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What changed from `before` to `after`, path by path: objects compared key by key, anything
 * else (a value, a list) compared whole — a list of fields reordered reads as that list changed,
 * which is how an admin thinks of it. Keys in the order `after` has them, removed ones last.
 */
export function diffSummary(before: unknown, after: unknown, path = ''): Change[] {
  if (same(before, after)) return [];
  if (!isPlainObject(before) || !isPlainObject(after)) {
    if (before === undefined || before === null) return [{ path: path || '/', kind: 'added', after }];
    if (after === undefined || after === null) return [{ path: path || '/', kind: 'removed', before }];
    return [{ path: path || '/', kind: 'changed', before, after }];
  }
  const changes: Change[] = [];
  for (const key of Object.keys(after)) {
    const at = `${path}${jsonPointer(key)}`;
    if (!Object.hasOwn(before, key)) changes.push({ path: at, kind: 'added', after: after[key] });
    else changes.push(...diffSummary(before[key], after[key], at));
  }
  for (const key of Object.keys(before)) if (!Object.hasOwn(after, key)) changes.push({ path: `${path}${jsonPointer(key)}`, kind: 'removed', before: before[key] });
  return changes;
}

/** A value as one short line for the list of changes. */
export function shortValue(value: unknown, limit = 80): string {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}
