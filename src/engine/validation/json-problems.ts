import type { ErrorObject } from 'ajv';

/** One thing wrong with a JSON document (a layout, a form override, settings), at the JSON pointer of the offending value. */
export interface JsonProblem {
  path: string;
  message: string;
}

/** A JSON pointer (RFC 6901) to the value at these keys: `/screens/a~1b/columns/0`. */
export function jsonPointer(...parts: (string | number)[]): string {
  return parts.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** A schema validator's errors as problems; "must NOT have additional properties" names the property, or it would not say which to remove. */
export function schemaProblems(errors: readonly ErrorObject[] | null | undefined): JsonProblem[] {
  return (errors ?? []).map((e) => {
    const extra = e.keyword === 'additionalProperties' ? `: ${(e.params as { additionalProperty: string }).additionalProperty}` : '';
    return { path: e.instancePath || '/', message: `${e.message ?? 'is invalid'}${extra}` };
  });
}
