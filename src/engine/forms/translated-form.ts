import { messageText } from '../messages/catalogue';
import type { BuiltForm } from './build-form';

/** Keys whose string (or list of strings) a reader sees: schema titles and descriptions, the uiSchema's words. */
const SHOWN = new Set(['title', 'description', 'ui:title', 'ui:description', 'ui:placeholder', 'ui:help', 'ui:enumNames', 'enumNames']);

type Word = (text: string) => string;

function mapWords(node: unknown, shown: boolean, word: Word): unknown {
  if (typeof node === 'string') return shown ? word(node) : node;
  if (Array.isArray(node)) return node.map((item) => mapWords(item, shown, word));
  if (!node || typeof node !== 'object') return node;
  // Enum values, defaults and consts are data sent to the server, never words: only SHOWN keys change.
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key === 'properties' || key === 'definitions') return [key, mapEach(value, word)];
      // Choice names keyed by their value: each name is shown, each key is data.
      if (NAMES_BY_VALUE.has(key) && value && typeof value === 'object' && !Array.isArray(value)) return [key, Object.fromEntries(Object.entries(value).map(([choice, name]) => [choice, mapWords(name, true, word)]))];
      return [key, mapWords(value, SHOWN.has(key), word)];
    }),
  );
}

/** Keys whose object maps values to the words shown for them (`ui:enumNames: { TOWN_WIDE_EMAIL: 'Town-wide email' }`). */
const NAMES_BY_VALUE = new Set(['ui:enumNames', 'enumNames']);

/** `properties` and `definitions` map field names (which may be 'title') to schemas: each value is a schema. */
function mapEach(map: unknown, word: Word): unknown {
  if (!map || typeof map !== 'object') return map;
  return Object.fromEntries(Object.entries(map).map(([name, schema]) => [name, mapWords(schema, false, word)]));
}

const translate = (node: unknown) => mapWords(node, false, messageText);

/**
 * A schema with every word a reader sees emptied: the same for a schema and its translation, so
 * the validators compiled for the English schema can be found for the translated one
 * (renderers/schema-form/rjsf-validator.ts).
 */
export function withoutWords<Schema>(schema: Schema): Schema {
  return mapWords(schema, false, () => '') as Schema;
}

/** A JSON schema's words (titles, descriptions) in the active language; its fields, values and rules untouched. */
export function translatedSchema<Schema>(schema: Schema): Schema {
  return translate(schema) as Schema;
}

/**
 * A built form in the active language (issue 24 item 2): its labels, help, placeholders, choice
 * names and submit label through the catalogue (a key) or the texts' translations (written
 * English), falling back to the text as written. Fields, values and rules are untouched.
 */
export function translatedForm<Form extends BuiltForm>(form: Form): Form {
  return {
    ...form,
    schema: translate(form.schema) as Form['schema'],
    uiSchema: translate(form.uiSchema) as Form['uiSchema'],
    submitLabel: messageText(form.submitLabel),
  };
}
