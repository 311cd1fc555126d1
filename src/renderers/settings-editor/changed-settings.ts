import { isPlainObject } from '../../engine/config/merge-data';


const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an edit changed, as the partial settings object POST /settings merges: objects by key
 * (only the keys that changed), arrays and values whole (the server replaces them). Undefined
 * when nothing changed. RJSF leaves a text field the admin emptied undefined: a text that had a
 * value is then sent as "" (the merge cannot delete a key), so the server keeps it empty or, for a
 * required one like the site name, refuses it at the field rather than the screen saying "saved".
 */
export function changedSettings(saved: unknown, edited: unknown): Record<string, unknown> | undefined {
  if (!isPlainObject(edited)) return undefined;
  const base = isPlainObject(saved) ? saved : {};
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(edited)) {
    if (value === undefined) {
      if (typeof base[key] === 'string' && base[key] !== '') changes[key] = '';
      continue;
    }
    if (isPlainObject(value) && isPlainObject(base[key])) {
      const inner = changedSettings(base[key], value);
      if (inner) changes[key] = inner;
    } else if (!same(value, base[key])) {
      changes[key] = value;
    }
  }
  return Object.keys(changes).length ? changes : undefined;
}
