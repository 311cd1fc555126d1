import type { JsonObjectSchema } from '../../engine/forms';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Whether a top-level required field of the form is still empty. */
export function missingRequired(schema: JsonObjectSchema, data: object): boolean {
  const answers = data as Record<string, unknown>;
  return (schema.required ?? []).some((field) => isEmpty(answers[field]));
}
