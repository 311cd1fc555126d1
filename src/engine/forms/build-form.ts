import type { FormDocument } from '../../../schemas/generated/form';

export interface JsonObjectSchema {
  type: 'object';
  title?: string;
  required?: string[];
  properties: Record<string, Record<string, unknown>>;
}

export interface BuiltForm {
  schema: JsonObjectSchema;
  uiSchema: Record<string, unknown>;
  submitLabel: string;
}

/**
 * Builds the RJSF schema of a form by picking the named fields of its entity schema, so the
 * entity's types, limits and titles are written once (DESIGN: layout apart from data).
 */
export function buildForm(form: FormDocument, entity: JsonObjectSchema): BuiltForm {
  const properties: JsonObjectSchema['properties'] = {};
  for (const field of form.fields) {
    // Own keys only: a tenant form naming `constructor` must not pick up Object.prototype.
    const property = Object.hasOwn(entity.properties, field) ? entity.properties[field] : undefined;
    if (!property) throw new Error(`Form field ${field} is not a property of entity ${form.entity}`);
    properties[field] = property;
  }
  const required = form.required ?? (entity.required ?? []).filter((name) => form.fields.includes(name));
  return {
    schema: { type: 'object', required, properties },
    uiSchema: { 'ui:order': form.fields, ...(form.uiSchema ?? {}) },
    submitLabel: form.submitLabel ?? 'Submit',
  };
}
