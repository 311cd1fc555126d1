import Ajv, { type Options, type ValidateFunction } from 'ajv';
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
  app.setValidatorCompiler(({ schema, httpPart }) => compiledOnFirstUse(() => (httpPart === 'body' ? strict : coercing).compile(schema)));
}

/**
 * A validator compiled when its route first gets a request, not at start-up: compiling all ~280
 * schemas took about 0.6 s of CPU per app, which every start (and every API test file) paid for
 * routes it mostly never calls. Fastify reads a failed validation's `errors` from the function it
 * was given, so they are copied onto it. Every operation's schemas are still compiled and exercised
 * by the fuzz test (tests/server/fuzz.test.ts), which requests each one.
 */
function compiledOnFirstUse(compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const validate = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    compiled ??= compile();
    const valid = compiled(data, context);
    validate.errors = compiled.errors;
    return valid;
  }) as ValidateFunction;
  return validate;
}
