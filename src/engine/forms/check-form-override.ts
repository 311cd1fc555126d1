import Ajv, { type ValidateFunction } from 'ajv';
import overrideSchema from '../../../schemas/form-override.schema.json';
import type { FormDocument } from '../../../schemas/generated/form';
import type { ExtraField, FormOverride } from '../../../schemas/generated/form-override';
import { requiredFields } from './apply-form-override';
import { dereference, type SchemaNode } from './dereference';
import { entitySchemas } from './entities';
import { schemaProblems, type JsonProblem } from '../validation/json-problems';

export type { FormOverride };

/** One thing wrong with a form override, at the JSON pointer of the offending value. */
export type FormProblem = JsonProblem;

/** Compiled on first use: the browser builds forms but never checks overrides (the server does). */
let ajv: Ajv | undefined;
let validateOverride: ValidateFunction<FormOverride> | undefined;
const overrideValidator = () => (validateOverride ??= (ajv ??= new Ajv({ allErrors: true, strict: false })).compile<FormOverride>(overrideSchema));

/** Names of Object.prototype: answers are plain objects, and a field must never shadow one. */
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);

/** Names an added field may not take: the entity's own fields, on-screen-only fields, `extra` itself, prototype names. */
function builtInNames(base: FormDocument, entity: SchemaNode): Set<string> {
  const properties = (entity.properties ?? {}) as Record<string, unknown>;
  const added = new Set(Object.keys(base.extraFields ?? {}));
  return new Set([...Object.keys(properties), ...Object.keys(base.uiFields ?? {}), ...base.fields.filter((id) => !added.has(id)), 'extra', ...PROTOTYPE_NAMES]);
}

/** Widgets an override may give a field, by what the field holds. */
function widgetFits(widget: string, field: { type?: unknown; choices: boolean }): boolean {
  switch (widget) {
    case 'select':
    case 'radio':
      return field.choices || field.type === 'boolean';
    case 'checkbox':
      return field.type === 'boolean';
    case 'updown':
      return field.type === 'integer' || field.type === 'number';
    default: // text, textarea, phone
      return field.type === 'string' && !field.choices;
  }
}

/** What a field of the form holds: its type, and whether it offers a fixed set of choices. */
function fieldShape(base: FormDocument, entity: SchemaNode, extras: Record<string, ExtraField>, id: string): { type?: unknown; choices: boolean } {
  if (Object.hasOwn(extras, id)) return { type: extras[id].type, choices: extras[id].enum !== undefined };
  const own = { ...((entity.properties ?? {}) as Record<string, unknown>), ...((base.uiFields ?? {}) as Record<string, unknown>) };
  const schema = (Object.hasOwn(own, id) ? dereference(own[id], entitySchemas) : {}) as SchemaNode;
  const fromSettings = Object.keys(base.optionsFromSettings ?? {}).some((path) => path === id || path.startsWith(`${id}.`));
  return { type: Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type, choices: schema.enum !== undefined || fromSettings };
}

/** An added field no answer can satisfy: choices its own limits refuse, or a format its length cannot hold. */
function unanswerable(id: string, field: ExtraField): FormProblem[] {
  const at = `/extraFields/${id}`;
  if (field.minimum !== undefined && field.maximum !== undefined && field.minimum > field.maximum) return [{ path: `${at}/minimum`, message: 'is above maximum' }];
  if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength) return [{ path: `${at}/minLength`, message: 'is above maxLength' }];
  if (field.enum) {
    const { enum: choices, title: _title, format: _format, ...limits } = field;
    const fits = (ajv ??= new Ajv({ allErrors: true, strict: false })).compile(limits);
    const bad = choices.findIndex((choice) => !fits(choice));
    return bad < 0 ? [] : [{ path: `${at}/enum/${bad}`, message: `is not a ${field.type} within the field's own limits` }];
  }
  // The shortest value of each format: a field too short for it could never be answered.
  const shortest = { email: 6, date: 10, uri: 3 } as const;
  if (field.format && field.maxLength !== undefined && field.maxLength < shortest[field.format]) {
    return [{ path: `${at}/maxLength`, message: `is too short for any ${field.format}` }];
  }
  return [];
}

/**
 * What a form override (a tenant folder's forms/<id>.json, or a saved form.<id> document) may not
 * do to the form it changes: anything its schema forbids; add a field under a built-in field's
 * name, or to a form whose answers have no `extra` to carry them, or one no answer can satisfy;
 * leave out a field the server requires; require a field it hides; give a field a widget that
 * cannot hold it; place, require or label a field the form does not have. (Added fields the
 * base already has may be redefined.)
 */
export function checkFormOverride(base: FormDocument, override: unknown, entity: SchemaNode): FormProblem[] {
  const validate = overrideValidator();
  if (!validate(override)) return schemaProblems(validate.errors);
  const problems: FormProblem[] = [];
  const builtIn = builtInNames(base, entity);
  const extras = { ...base.extraFields, ...override.extraFields } as Record<string, ExtraField>;
  const takesExtra = base.extraAnswers === true || Object.hasOwn((entity.properties ?? {}) as object, 'extra');
  for (const [id, field] of Object.entries(override.extraFields ?? {})) {
    const at = `/extraFields/${id}`;
    if (builtIn.has(id)) problems.push({ path: at, message: `"${id}" is a built-in field of this form: an added field needs a name of its own` });
    else if (!takesExtra) problems.push({ path: at, message: 'This form sends no extra answers: fields can only be added to forms that reach staff (contact, request access…)' });
    problems.push(...unanswerable(id, field));
  }
  const known = new Set([...base.fields, ...Object.keys(extras)]);
  (override.fields ?? []).forEach((id, index) => {
    if (!known.has(id)) problems.push({ path: `/fields/${index}`, message: `"${id}" is not a field of this form` });
  });
  const shown = new Set(override.fields ?? [...base.fields, ...Object.keys(extras)]);
  if (override.fields) {
    for (const id of requiredFields(base, entity)) {
      if (!shown.has(id)) problems.push({ path: '/fields', message: `"${id}" is required by the server and cannot be removed` });
    }
    for (const id of Object.keys(extras)) {
      if (!shown.has(id)) problems.push({ path: '/fields', message: `The added field "${id}" is not placed in fields` });
    }
  }
  (override.required ?? []).forEach((id, index) => {
    if (!known.has(id)) problems.push({ path: `/required/${index}`, message: `"${id}" is not a field of this form` });
    else if (!shown.has(id)) problems.push({ path: `/required/${index}`, message: `"${id}" is hidden: a hidden field cannot be required` });
  });
  // A sensitive answer is encrypted as text and masked by its last characters: only a text field can be one.
  (override.sensitive ?? []).forEach((id, index) => {
    if (!known.has(id)) problems.push({ path: `/sensitive/${index}`, message: `"${id}" is not a field of this form` });
    else if (fieldShape(base, entity, extras, id).type !== 'string') problems.push({ path: `/sensitive/${index}`, message: `"${id}" holds no text: only a text field can be sensitive` });
  });
  for (const [id, ui] of Object.entries(override.uiSchema ?? {})) {
    if (!known.has(id)) problems.push({ path: `/uiSchema/${id}`, message: `"${id}" is not a field of this form` });
    else if (ui['ui:widget'] && !widgetFits(ui['ui:widget'], fieldShape(base, entity, extras, id))) {
      problems.push({ path: `/uiSchema/${id}/ui:widget`, message: `A ${ui['ui:widget']} cannot hold the field "${id}"` });
    }
  }
  return problems;
}
