import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

// allErrors: a form needs every message at once, not the first (STACK.md).
const common: Options = { allErrors: true, useDefaults: true, removeAdditional: false, strict: false };

/**
 * Request validation with two compilers: a query string or path carries only text, so its numbers
 * and booleans are coerced from it; a JSON body carries real types and is taken as sent — "5" is
 * not an integer and [1] is not a number — so a body the schema calls invalid is never accepted.
 */
export function registerRequestValidators(app: FastifyInstance): void {
  const coercing = addFormats(new Ajv({ ...common, coerceTypes: 'array' }));
  const strict = addFormats(new Ajv({ ...common, coerceTypes: false }));
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
}
