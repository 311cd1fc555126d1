import { messageText } from '../messages/catalogue';
import type { BuiltForm } from './build-form';

/** Keys whose string (or list of strings) a reader sees: schema titles and descriptions, the uiSchema's words. */
const SHOWN = new Set(['title', 'description', 'ui:title', 'ui:description', 'ui:placeholder', 'ui:help', 'ui:enumNames', 'enumNames']);

function translate(node: unknown, shown: boolean): unknown {
  if (typeof node === 'string') return shown ? messageText(node) : node;
  if (Array.isArray(node)) return node.map((item) => translate(item, shown));
  if (!node || typeof node !== 'object') return node;
  // Enum values, defaults and consts are data sent to the server, never words: only SHOWN keys change.
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === 'properties' || key === 'definitions' ? translateEach(value) : translate(value, SHOWN.has(key))]));
}

/** `properties` and `definitions` map field names (which may be 'title') to schemas: each value is a schema. */
function translateEach(map: unknown): unknown {
  if (!map || typeof map !== 'object') return map;
  return Object.fromEntries(Object.entries(map).map(([name, schema]) => [name, translate(schema, false)]));
}

/**
 * A built form in the active language (issue 24 item 2): its labels, help, placeholders, choice
 * names and submit label through the catalogue (a key) or the texts' translations (written
 * English), falling back to the text as written. Fields, values and rules are untouched.
 */
export function translatedForm<Form extends BuiltForm>(form: Form): Form {
  return {
    ...form,
    schema: translate(form.schema, false) as Form['schema'],
    uiSchema: translate(form.uiSchema, false) as Form['uiSchema'],
    submitLabel: messageText(form.submitLabel),
  };
}
