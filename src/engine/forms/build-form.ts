import type { FormDocument } from '../../../schemas/generated/form';
import type { FieldRule } from '../validation/rules';
import { dereference, type SchemaNode } from './dereference';
import { withoutDescriptions } from './without-descriptions';
import { formRules } from './rule-sets';
import { choiceValue, withChoiceNames, type NamedChoice, type ScreenChoices } from './named-choices';

/** A type alias, not an interface: it is a SchemaNode too (a plain record of keywords). */
export type JsonObjectSchema = {
  type: 'object';
  title?: string;
  required?: string[];
  properties: Record<string, Record<string, unknown>>;
};

/** An entity schema a form can pick fields from: an object with properties. */
export const isObjectSchema = (node: SchemaNode): node is JsonObjectSchema =>
  node.type === 'object' && typeof node.properties === 'object' && node.properties !== null && !Array.isArray(node.properties);

export interface BuiltForm {
  schema: JsonObjectSchema;
  uiSchema: Record<string, unknown>;
  submitLabel: string;
  /** The engine validator checks of the form (see src/engine/validation/rules), with those of the rule sets it names. */
  rules: readonly FieldRule[];
  /** Fields that exist only on screen and are never sent. */
  uiFields: readonly string[];
  /** Fields a tenant added: their answers are sent in the payload's `extra` object. */
  extraFields: readonly string[];
  submitWhenComplete: boolean;
}

export interface BuildOptions {
  /** Entity schemas that `$ref`s may name, by file name without .schema.json. */
  entities?: Readonly<Record<string, SchemaNode>>;
  /** Application settings, for fields whose choices come from a setting. */
  settings?: Readonly<Record<string, unknown>>;
  /** Choices the screen fetched (the roles of GET /roles, say), by dotted field path; named ones bring their words (ui:enumNames). */
  choices?: ScreenChoices;
}


/** The schema node a dotted path (with * for array items) reaches in an object schema. */
function nodeAt(schema: SchemaNode, path: string): SchemaNode | undefined {
  let node: SchemaNode | undefined = schema;
  for (const segment of path.split('.')) {
    if (!node) return undefined;
    const next: unknown = segment === '*' ? node.items : (node.properties as Record<string, unknown> | undefined)?.[segment];
    node = typeof next === 'object' && next !== null ? (next as SchemaNode) : undefined;
  }
  return node;
}

function setChoices(schema: SchemaNode, entity: string, path: string, choices: unknown, source: string): choices is string[] {
  const node = nodeAt(schema, path);
  if (!node) throw new Error(`Form field ${path} (choices from ${source}) is not a field of entity ${entity}`);
  // No usable list (a setting left empty): the field stays free text rather than unanswerable.
  if (!Array.isArray(choices) || choices.length === 0 || !choices.every((c) => typeof c === 'string')) return false;
  const target = node.type === 'array' && typeof node.items === 'object' ? (node.items as SchemaNode) : node;
  target.enum = [...choices];
  return true;
}

/** Whether the uiSchema names the choices at a dotted field path (`*` for array items) itself. */
function namesChoices(uiSchema: Readonly<Record<string, unknown>>, path: string): boolean {
  let node: unknown = uiSchema;
  for (const segment of path.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[segment === '*' ? 'items' : segment] : undefined;
  return typeof node === 'object' && node !== null && (node as Record<string, unknown>)['ui:enumNames'] !== undefined;
}

/**
 * The form's fields without those of `hideSingleChoice` that are left with fewer than two choices
 * (taken out of the schema too): a question with one possible answer is no question.
 */
function withoutSingleChoices(schema: JsonObjectSchema, form: FormDocument): string[] {
  const hidden = (form.hideSingleChoice ?? []).filter((field) => {
    const choices = Object.hasOwn(schema.properties, field) ? schema.properties[field].enum : undefined;
    return Array.isArray(choices) && choices.length < 2;
  });
  for (const field of hidden) delete schema.properties[field];
  if (hidden.length) schema.required = schema.required?.filter((field) => !hidden.includes(field));
  return form.fields.filter((field) => !hidden.includes(field));
}

/** The form's starting answers as the schema's `default`s (RJSF fills them; so does the light renderer), each only where it is one of the field's choices. */
function setDefaults(schema: JsonObjectSchema, defaults: Readonly<Record<string, unknown>>): void {
  for (const [field, value] of Object.entries(defaults)) {
    const property = Object.hasOwn(schema.properties, field) ? schema.properties[field] : undefined;
    if (property && (!Array.isArray(property.enum) || property.enum.includes(value))) property.default = value;
  }
}

/**
 * Builds the RJSF schema of a form by picking the named fields of its entity schema, so the
 * entity's types, limits and titles are written once (DESIGN: layout apart from data). Fields
 * named in `uiFields` are added beside them; choices listed in settings fill `enum`s.
 */
export function buildForm(form: FormDocument, entity: JsonObjectSchema, options: BuildOptions = {}): BuiltForm {
  const uiFields: Record<string, SchemaNode> = form.uiFields ?? {};
  const extraFields: Record<string, SchemaNode> = form.extraFields ?? {};
  const properties: JsonObjectSchema['properties'] = {};
  for (const field of form.fields) {
    // Own keys only: a tenant form naming `constructor` must not pick up Object.prototype.
    const property = Object.hasOwn(entity.properties, field)
      ? entity.properties[field]
      : Object.hasOwn(uiFields, field)
        ? uiFields[field]
        : Object.hasOwn(extraFields, field)
          ? extraFields[field]
          : undefined;
    if (!property) throw new Error(`Form field ${field} is not a property of entity ${form.entity}`);
    properties[field] = property;
  }
  const required = form.required ?? (entity.required ?? []).filter((name) => form.fields.includes(name));
  const schema = withoutDescriptions(dereference({ type: 'object', required, properties }, options.entities ?? {})) as JsonObjectSchema;
  // A field of the entity the tenant hid gets no choices: it is not on the form (a name the
  // entity lacks is still refused below).
  const hidden = (path: string) => Object.hasOwn(entity.properties, path.split('.')[0]) && !form.fields.includes(path.split('.')[0]);
  let uiSchema: BuiltForm['uiSchema'] = { ...(form.uiSchema ?? {}) };
  for (const [path, setting] of Object.entries(form.optionsFromSettings ?? {})) {
    const choices = options.settings?.[setting];
    // A tenant's words (inquiry types) are the values sent and stored, in English; named by
    // themselves, translatedForm shows each in the reader's language (issue 24), the value unchanged.
    if (!hidden(path) && setChoices(schema, form.entity, path, choices, `setting ${setting}`) && !namesChoices(uiSchema, path)) uiSchema = withChoiceNames(uiSchema, path, choices);
  }
  // A field the form does not show (a tenant left it out) takes no choices rather than breaking the screen.
  for (const [path, choices] of Object.entries(options.choices ?? {}).filter(([path]) => form.fields.includes(path.split('.')[0]))) {
    setChoices(schema, form.entity, path, choices.map(choiceValue), 'the screen');
    const named = choices.filter((choice): choice is NamedChoice => typeof choice !== 'string');
    if (named.length && named.length === choices.length) uiSchema = withChoiceNames(uiSchema, path, named.map((choice) => choice.label));
  }
  const fields = withoutSingleChoices(schema, form);
  setDefaults(schema, form.defaults ?? {});
  return {
    schema,
    uiSchema: { 'ui:order': fields, ...uiSchema },
    submitLabel: form.submitLabel ?? 'Submit',
    rules: formRules(form),
    uiFields: fields.filter((field) => Object.hasOwn(uiFields, field)),
    extraFields: fields.filter((field) => Object.hasOwn(extraFields, field)),
    submitWhenComplete: form.submitWhenComplete === true,
  };
}

/**
 * What a form sends: its answers without the on-screen-only fields, the answers to fields a
 * tenant added moved into `extra` (where the server checks them against the tenant's form).
 */
export function formPayload<T extends object>(form: Pick<BuiltForm, 'uiFields' | 'extraFields'>, data: T): T {
  const payload = { ...data } as Record<string, unknown>;
  for (const field of form.uiFields) delete payload[field];
  const extra: Record<string, unknown> = {};
  for (const field of form.extraFields) {
    if (payload[field] !== undefined) extra[field] = payload[field];
    delete payload[field];
  }
  if (Object.keys(extra).length) payload.extra = extra;
  return payload as T;
}
