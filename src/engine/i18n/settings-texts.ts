import { settingsSchema } from '../settings/settings-schema';
import type { SchemaNode } from '../forms';

/** Whether a settings field holds words readers see: rich text (x-rich-text) or plain words (x-shown-text). */
const shown = (field: SchemaNode): boolean => field['x-rich-text'] === true || field['x-shown-text'] === true;

/** Strings at a shown field: the text itself, or each string of a list (inquiry_types). */
function wordsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function collect(node: SchemaNode, value: unknown, into: string[]): void {
  if (shown(node)) {
    into.push(...wordsIn(value));
    return;
  }
  if (Array.isArray(value)) {
    // A list of objects (order_options, promotional images): each entry is read with the items' schema.
    const items = node.items;
    if (items && typeof items === 'object' && !Array.isArray(items)) for (const item of value) collect(items as SchemaNode, item, into);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const properties = (node.properties ?? {}) as Record<string, SchemaNode>;
  for (const [key, field] of Object.entries(properties)) {
    if (Object.hasOwn(value, key)) collect(field, (value as Record<string, unknown>)[key], into);
  }
}

/**
 * Every text a tenant's settings show readers (issue 24): the fields the settings schema marks
 * x-rich-text (support text, terms of use, tooltips… as HTML) or x-shown-text (inquiry types, the
 * fuel order's extras, success messages, image captions…), each once, in schema order, blanks
 * left out. Each is shown through translatedText, so the tenant's `translations` document words
 * it; a config check compares this list with that document to tell which have no translation.
 * Brand names (site_name, site_email_name) are not marked: they read as written in every language.
 */
export function settingsTexts(settings: object): string[] {
  const texts: string[] = [];
  collect(settingsSchema(), settings, texts);
  return [...new Set(texts.filter((text) => text.trim() !== ''))];
}
