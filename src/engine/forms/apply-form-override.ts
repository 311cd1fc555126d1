import type { FormDocument } from '../../../schemas/generated/form';
import type { FormOverride } from '../../../schemas/generated/form-override';
import type { SchemaNode } from './dereference';

/** The fields the server needs from this form: the form's required ones, else the entity's it shows. */
export function requiredFields(form: FormDocument, entity: SchemaNode): string[] {
  return form.required ?? ((entity.required ?? []) as string[]).filter((name) => form.fields.includes(name));
}

/**
 * The form a tenant runs: `base` with a checked override applied. Added fields join the form
 * (after its own, unless `fields` orders them), labels and help merge per field, the required
 * list only grows.
 */
export function applyFormOverride(base: FormDocument, override: FormOverride, entity: SchemaNode): FormDocument {
  const extraFields = { ...base.extraFields, ...override.extraFields };
  const added = Object.keys(override.extraFields ?? {}).filter((id) => !base.fields.includes(id));
  const uiSchema: Record<string, unknown> = { ...base.uiSchema };
  for (const [id, ui] of Object.entries(override.uiSchema ?? {})) uiSchema[id] = { ...(uiSchema[id] as object | undefined), ...ui };
  const required = [...new Set([...requiredFields(base, entity), ...(override.required ?? [])])];
  // Sensitive only grows: an override can protect an added field, never expose a built-in one.
  const sensitive = [...new Set([...(base.sensitive ?? []), ...(override.sensitive ?? [])])];
  return {
    ...base,
    fields: override.fields ?? [...base.fields, ...added],
    required,
    uiSchema,
    ...(Object.keys(extraFields).length ? { extraFields } : {}),
    ...(sensitive.length ? { sensitive } : {}),
    ...(override.submitLabel ? { submitLabel: override.submitLabel } : {}),
  };
}
