import Ajv from 'ajv';
import overrideSchema from '../../../schemas/form-override.schema.json';
import type { FormDocument } from '../../../schemas/generated/form';
import type { FormOverride } from '../../../schemas/generated/form-override';
import type { SchemaNode } from './dereference';

export type { FormOverride };

/** One thing wrong with a form override, at the JSON pointer of the offending value. */
export interface FormProblem {
  path: string;
  message: string;
}

const ajv = new Ajv({ allErrors: true, strict: false });
const validateOverride = ajv.compile<FormOverride>(overrideSchema);

/** Names of Object.prototype: answers are plain objects, and a field must never shadow one. */
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);

/** Names an added field may not take: the entity's own fields, on-screen-only fields, `extra` itself, prototype names. */
function builtInNames(base: FormDocument, entity: SchemaNode): Set<string> {
  const properties = (entity.properties ?? {}) as Record<string, unknown>;
  return new Set([...Object.keys(properties), ...Object.keys(base.uiFields ?? {}), ...base.fields, 'extra', ...PROTOTYPE_NAMES]);
}

/** The fields the server needs from this form: the form's required ones, else the entity's it shows. */
export function requiredFields(form: FormDocument, entity: SchemaNode): string[] {
  return form.required ?? ((entity.required ?? []) as string[]).filter((name) => form.fields.includes(name));
}

/**
 * What a form override (a tenant folder's forms/<id>.json, or a saved form.<id> document) may not
 * do to the form it changes: anything its schema forbids; add a field whose name a built-in field
 * has; add fields to a form whose answers have no `extra` to carry them; leave out a field the
 * server requires; place, require or label a field the form does not have.
 */
export function checkFormOverride(base: FormDocument, override: unknown, entity: SchemaNode): FormProblem[] {
  if (!validateOverride(override)) {
    return (validateOverride.errors ?? []).map((e) => {
      const extra = e.keyword === 'additionalProperties' ? `: ${(e.params as { additionalProperty: string }).additionalProperty}` : '';
      return { path: e.instancePath || '/', message: `${e.message ?? 'is invalid'}${extra}` };
    });
  }
  const problems: FormProblem[] = [];
  const builtIn = builtInNames(base, entity);
  const extras = { ...base.extraFields, ...override.extraFields };
  const takesExtra = Object.hasOwn((entity.properties ?? {}) as object, 'extra');
  for (const [id, field] of Object.entries(override.extraFields ?? {})) {
    const at = `/extraFields/${id}`;
    if (builtIn.has(id)) problems.push({ path: at, message: `"${id}" is a built-in field of this form: an added field needs a name of its own` });
    else if (!takesExtra) problems.push({ path: at, message: 'This form sends no extra answers: fields can only be added to forms that reach staff (contact, request access…)' });
    if (field.minimum !== undefined && field.maximum !== undefined && field.minimum > field.maximum) problems.push({ path: `${at}/minimum`, message: 'is above maximum' });
    if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength) problems.push({ path: `${at}/minLength`, message: 'is above maxLength' });
    if (field.enum && field.enum.some((choice) => (field.type === 'string') !== (typeof choice === 'string'))) problems.push({ path: `${at}/enum`, message: `choices must be of type ${field.type}` });
  }
  const known = new Set([...base.fields, ...Object.keys(extras)]);
  (override.fields ?? []).forEach((id, index) => {
    if (!known.has(id)) problems.push({ path: `/fields/${index}`, message: `"${id}" is not a field of this form` });
  });
  if (override.fields) {
    const shown = new Set(override.fields);
    for (const id of requiredFields(base, entity)) {
      if (!shown.has(id)) problems.push({ path: '/fields', message: `"${id}" is required by the server and cannot be removed` });
    }
    for (const id of Object.keys(extras)) {
      if (!shown.has(id)) problems.push({ path: '/fields', message: `The added field "${id}" is not placed in fields` });
    }
  }
  (override.required ?? []).forEach((id, index) => {
    if (!known.has(id)) problems.push({ path: `/required/${index}`, message: `"${id}" is not a field of this form` });
  });
  for (const id of Object.keys(override.uiSchema ?? {})) {
    if (!known.has(id)) problems.push({ path: `/uiSchema/${id}`, message: `"${id}" is not a field of this form` });
  }
  return problems;
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
  return {
    ...base,
    fields: override.fields ?? [...base.fields, ...added],
    required,
    uiSchema,
    ...(Object.keys(extraFields).length ? { extraFields } : {}),
    ...(override.submitLabel ? { submitLabel: override.submitLabel } : {}),
  };
}
