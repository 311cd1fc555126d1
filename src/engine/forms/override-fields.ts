import type { FormDocument } from '../../../schemas/generated/form';
import type { ExtraField, FormOverride } from '../../../schemas/generated/form-override';
import { requiredFields } from './apply-form-override';
import type { SchemaNode } from './dereference';

/**
 * The manage-configs editor's list of a form's fields, read from and written to ONE state: the
 * tenant's form override. Each edit returns a new override (never the list), so the JSON editor
 * and the visual list cannot disagree. `base` is the form as the tenant folder ships it (before
 * any published override), `entity` the schema of what the form sends.
 */

/** What an admin picks for an added field; each maps to a small JSON Schema (an ExtraField). */
export type AddedFieldType = 'text' | 'number' | 'boolean' | 'choice';

export interface FieldRow {
  id: string;
  label: string;
  /** Added by the tenant (its answer travels in `extra`), so it may be retyped or removed. */
  added: boolean;
  type?: AddedFieldType;
  required: boolean;
  /** The server needs it: it can be neither hidden nor made optional. */
  locked: boolean;
  hidden: boolean;
}

export interface NewField {
  id: string;
  label: string;
  type: AddedFieldType;
  required: boolean;
  /** For a choice: the answers offered. */
  choices?: string[];
}

const extrasOf = (base: FormDocument, override: FormOverride): Record<string, ExtraField> => ({ ...(base.extraFields as Record<string, ExtraField> | undefined), ...override.extraFields });

/** The fields shown, in order: the override's list, else the base's then the added ones. */
export function shownFields(base: FormDocument, override: FormOverride): string[] {
  if (override.fields) return [...override.fields];
  const added = Object.keys(override.extraFields ?? {}).filter((id) => !base.fields.includes(id));
  return [...base.fields, ...added];
}

function typeOf(field: ExtraField): AddedFieldType {
  if (field.enum) return 'choice';
  if (field.type === 'boolean') return 'boolean';
  return field.type === 'string' ? 'text' : 'number';
}

function labelOf(id: string, base: FormDocument, override: FormOverride, entity: SchemaNode): string {
  const ui = (source: unknown) => ((source as Record<string, Record<string, unknown> | undefined> | undefined)?.[id]?.['ui:title'] as string | undefined) || undefined;
  const own = ((entity.properties ?? {}) as Record<string, { title?: string }>)[id]?.title ?? (base.uiFields as Record<string, { title?: string }> | undefined)?.[id]?.title;
  return ui(override.uiSchema) ?? extrasOf(base, override)[id]?.title ?? ui(base.uiSchema) ?? own ?? id.replace(/_/g, ' ');
}

/** Every field of the form, shown ones in their order, then the hidden ones. */
export function fieldRows(base: FormDocument, override: FormOverride, entity: SchemaNode): FieldRow[] {
  const extras = extrasOf(base, override);
  const shown = shownFields(base, override);
  const all = [...new Set([...shown, ...base.fields, ...Object.keys(extras)])];
  const locked = new Set(requiredFields(base, entity));
  const required = new Set([...locked, ...(override.required ?? [])]);
  return all.map((id) => ({
    id,
    label: labelOf(id, base, override, entity),
    added: Object.hasOwn(override.extraFields ?? {}, id),
    ...(Object.hasOwn(extras, id) ? { type: typeOf(extras[id]) } : {}),
    required: required.has(id),
    locked: locked.has(id),
    hidden: !shown.includes(id),
  }));
}

/** The JSON Schema an added field of that type gets. */
export function extraFieldOf(field: NewField): ExtraField {
  switch (field.type) {
    case 'text':
      return { type: 'string', title: field.label, maxLength: 500 };
    case 'number':
      return { type: 'number', title: field.label };
    case 'boolean':
      return { type: 'boolean', title: field.label };
    case 'choice':
      return { type: 'string', title: field.label, enum: [...new Set((field.choices ?? []).map((c) => c.trim()).filter(Boolean))] as [string, ...string[]] };
  }
}

/** A copy without empty lists and maps, so an emptied override reads as "nothing changed". */
function tidy(override: FormOverride): FormOverride {
  const out: Record<string, unknown> = { ...override };
  for (const key of ['extraFields', 'uiSchema'] as const) if (out[key] && !Object.keys(out[key] as object).length) delete out[key];
  if (Array.isArray(out.required) && !out.required.length) delete out.required;
  return out as FormOverride;
}

export function addField(base: FormDocument, override: FormOverride, field: NewField): FormOverride {
  const next: FormOverride = { ...override, extraFields: { ...override.extraFields, [field.id]: extraFieldOf(field) } };
  if (override.fields) next.fields = [...override.fields.filter((id) => id !== field.id), field.id];
  const required = (override.required ?? []).filter((id) => id !== field.id);
  next.required = field.required ? [...required, field.id] : required;
  return tidy(next);
}

/** Removes an added field everywhere the override names it. */
export function removeField(override: FormOverride, id: string): FormOverride {
  const { [id]: _gone, ...extraFields } = override.extraFields ?? {};
  const { [id]: _ui, ...uiSchema } = override.uiSchema ?? {};
  const next: FormOverride = { ...override, extraFields, uiSchema, required: (override.required ?? []).filter((f) => f !== id) };
  if (override.fields) next.fields = override.fields.filter((f) => f !== id);
  if (override.sensitive) next.sensitive = override.sensitive.filter((f) => f !== id);
  return tidy(next);
}

/** Moves a shown field one place up (-1) or down (+1); the override then lists every shown field. */
export function moveField(base: FormDocument, override: FormOverride, id: string, delta: -1 | 1): FormOverride {
  const fields = shownFields(base, override);
  const at = fields.indexOf(id);
  const to = at + delta;
  if (at < 0 || to < 0 || to >= fields.length) return override;
  [fields[at], fields[to]] = [fields[to], fields[at]];
  return { ...override, fields };
}

/** Gives a field a new label: an added field's title, a built-in field's `ui:title`. */
export function relabelField(override: FormOverride, id: string, label: string): FormOverride {
  const own = override.extraFields?.[id];
  if (own) return { ...override, extraFields: { ...override.extraFields, [id]: { ...own, title: label } } };
  return { ...override, uiSchema: { ...override.uiSchema, [id]: { ...override.uiSchema?.[id], 'ui:title': label } } };
}

/** Hides a field (left out of `fields`) or shows it again (at the end). A hidden field is not required. */
export function setHidden(base: FormDocument, override: FormOverride, id: string, hidden: boolean): FormOverride {
  const fields = shownFields(base, override).filter((f) => f !== id);
  if (!hidden) fields.push(id);
  return tidy({ ...override, fields, required: hidden ? (override.required ?? []).filter((f) => f !== id) : override.required });
}

/** Makes an optional field required by this form, or optional again (the server's required ones stay). */
export function setRequired(override: FormOverride, id: string, required: boolean): FormOverride {
  const others = (override.required ?? []).filter((f) => f !== id);
  return tidy({ ...override, required: required ? [...others, id] : others });
}
