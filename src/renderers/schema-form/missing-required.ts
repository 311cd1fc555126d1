import type { JsonObjectSchema } from '../../engine/forms';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Whether a top-level required field of the form is still empty. */
export function missingRequired(schema: JsonObjectSchema, data: object): boolean {
  return missingFields(schema, data).length > 0;
}

/** The titles (else names) of the top-level required fields still empty, in the form's order. */
export function missingFields(schema: JsonObjectSchema, data: object): string[] {
  const answers = data as Record<string, unknown>;
  return (schema.required ?? []).filter((field) => isEmpty(answers[field])).map((field) => (schema.properties[field] as { title?: string } | undefined)?.title ?? field);
}
