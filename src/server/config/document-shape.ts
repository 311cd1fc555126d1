import { jsonPointer, type JsonProblem } from '../../engine/validation';
import { PROTOTYPE_KEYS, prototypeKeyMessage, UNSTORABLE_TEXT } from '../http/hostile-input';

/** Deeper than any real configuration document (a layout is 6 levels, a form override 4). */
const MAX_DEPTH = 32;
/** More values than the largest layout holds, by two orders of magnitude. */
const MAX_NODES = 50_000;
/** Longer than any label, message or URL a document holds. */
const MAX_STRING = 10_000;
/** More items than any list of a document (screens' columns, inquiry types, choices). */
const MAX_ITEMS = 1_000;

function stringProblem(text: string): string | undefined {
  if (text.length > MAX_STRING) return `is longer than ${MAX_STRING} characters`;
  if (UNSTORABLE_TEXT.test(text)) return 'holds control characters or broken Unicode';
  return undefined;
}

/**
 * Refuses what no configuration document needs and hostile ones carry, before any schema or
 * merge sees it: nesting deeper than 32 levels, more than 50,000 values, lists of more than
 * 1,000 items, strings over 10,000 characters, NUL characters and broken Unicode (which the
 * database cannot store), prototype keys. Walks iteratively, so a document 100,000 levels deep
 * cannot overflow the stack.
 */
export function documentShapeProblems(document: unknown): JsonProblem[] {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: document, path: '', depth: 0 }];
  let nodes = 0;
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (++nodes > MAX_NODES) return [{ path: '/', message: `has more than ${MAX_NODES} values` }];
    const textProblem = typeof value === 'string' ? stringProblem(value) : undefined;
    if (textProblem) return [{ path: path || '/', message: textProblem }];
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_DEPTH) return [{ path: path || '/', message: `is nested deeper than ${MAX_DEPTH} levels` }];
    if (Array.isArray(value) && value.length > MAX_ITEMS) return [{ path: path || '/', message: `has more than ${MAX_ITEMS} items` }];
    for (const [key, child] of Object.entries(value)) {
      const at = `${path}${jsonPointer(key)}`;
      if (PROTOTYPE_KEYS.has(key)) return [{ path: at, message: prototypeKeyMessage(key) }];
      const keyProblem = stringProblem(key);
      if (keyProblem) return [{ path: at, message: `as a key ${keyProblem}` }];
      stack.push({ value: child, path: at, depth: depth + 1 });
    }
  }
  return [];
}
