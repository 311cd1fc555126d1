import type { BuiltForm, JsonObjectSchema } from '../../engine/forms';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const emptyRequired = (schema: JsonObjectSchema, data: object) => (schema.required ?? []).filter((field) => isEmpty((data as Record<string, unknown>)[field]));

/** Whether a top-level required field of the form is still empty. */
export function missingRequired(schema: JsonObjectSchema, data: object): boolean {
  return emptyRequired(schema, data).length > 0;
}

/** The labels (the form's ui:title, else the schema's title, else the name) of the top-level required fields still empty. */
export function missingFields(form: Pick<BuiltForm, 'schema' | 'uiSchema'>, data: object): string[] {
  return emptyRequired(form.schema, data).map((field) => {
    const ui = form.uiSchema[field] as { 'ui:title'?: string } | undefined;
    return ui?.['ui:title'] ?? (form.schema.properties[field] as { title?: string } | undefined)?.title ?? field;
  });
}
