import type { FastifyRequest } from 'fastify';
import { HttpProblem } from './problem';

/**
 * Limits every request's values meet before anything else looks at them: PostgreSQL cannot store
 * a NUL character or a lone surrogate in text or jsonb (it answers an error, which used to surface
 * as a 500), and a
 * free-form object (a form's `extra` answers) must not be deep or wide enough to cost real work to
 * walk, store or mail. The schemas bound everything they name; this bounds what they leave open.
 */
export const INPUT_LIMITS = {
  /**
   * Nesting of objects and arrays; a form answer needs two or three, a configuration document
   * about eight. Deliberately loose: operations check their own shapes more tightly and with
   * better words (a configuration document at 32 levels, a form's extra answers by its fields).
   */
  depth: 64,
  /** Keys of one object. */
  keys: 1000,
  /** Items of one array. */
  items: 10_000,
} as const;

/**
 * Text no PostgreSQL text or jsonb column takes — a NUL, or half of a surrogate pair (JSON may
 * spell one, "\ud800", but it is no valid Unicode and jsonb refuses it) — and control characters,
 * which no person types and which would travel into names on receipts, ledgers, PDFs and mails
 * (an escape sequence, a bell). Tabs and line breaks are text.
 */
export const UNSTORABLE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_MESSAGE = 'must not contain control characters (tabs and line breaks aside) or broken Unicode';

/**
 * Keys that reach an object's prototype when a value is merged or copied the naive way. One rule
 * for every request and every configuration document: refused by name, never silently dropped.
 */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
export const prototypeKeyMessage = (key: string) => `"${key}" is not allowed as a key`;

interface Finding {
  path: string;
  message: string;
}

function inspect(value: unknown, path: string, depth: number): Finding | undefined {
  if (typeof value === 'string') return UNSTORABLE_TEXT.test(value) ? { path, message: UNSTORABLE_MESSAGE } : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth > INPUT_LIMITS.depth) return { path, message: `must not be nested more than ${INPUT_LIMITS.depth} levels deep` };
  if (Array.isArray(value)) {
    if (value.length > INPUT_LIMITS.items) return { path, message: `must NOT have more than ${INPUT_LIMITS.items} items` };
    for (let i = 0; i < value.length; i++) {
      const found = inspect(value[i], `${path}/${i}`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  const keys = Object.keys(value);
  if (keys.length > INPUT_LIMITS.keys) return { path, message: `must NOT have more than ${INPUT_LIMITS.keys} properties` };
  for (const key of keys) {
    if (UNSTORABLE_TEXT.test(key)) return { path, message: `must not have a property name that contains control characters or broken Unicode` };
    if (PROTOTYPE_KEYS.has(key)) return { path: `${path}/${key}`, message: prototypeKeyMessage(key) };
    const found = inspect((value as Record<string, unknown>)[key], `${path}/${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The request's first value over the limits, as the same 400 a schema failure gets; undefined when all is well. */
export function hostileInputProblem(request: FastifyRequest): HttpProblem | undefined {
  const parts: [string, unknown][] = [
    ['params', request.params],
    ['querystring', request.query],
    ['headers/user-key', request.headers['user-key']],
    ['body', request.body],
  ];
  for (const [name, value] of parts) {
    const found = inspect(value, name, 0);
    if (found) return new HttpProblem(400, 'VALIDATION_FAILED', `${found.path} ${found.message}`, [found]);
  }
  return undefined;
}
