import type { BuiltForm } from '../forms/build-form';

/**
 * The texts a layout and a form show readers, by their English wording (issue 24): what a
 * language's translation words — the portal's shipped texts (scripts/lib/data-texts.ts lists them
 * for locales/<language>/texts.ts) and a tenant's own (the config check of its `translations`).
 */

type Json = unknown;

/** Layout properties whose string is a text a person reads (layout.schema.json: titles, labels, headers, questions, answers). */
const LAYOUT_TEXTS = new Set(['title', 'label', 'header', 'ariaLabel', 'caption', 'confirm', 'done', 'empty', 'text', 'heading', 'placeholder', 'toLabel']);

/** An entity file's own name (`WinterAddress`), no words: RJSF shows a field's title, which forms give. */
const TYPE_NAME = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/;
/** A choice that is a code the API names (`payment.created`, `events:read`, `text`, `SMS_EMERGENCY`): shown as it is, like an operation's name. */
const CODE = /^(?:[a-z0-9_.:]+|[A-Z0-9]+(?:_[A-Z0-9]+)+)$/;

/** uiSchema keywords whose string is shown. */
const UI_TEXTS = new Set(['ui:title', 'ui:placeholder', 'ui:help', 'ui:description']);

/**
 * Whether a layout's or form's string is a text to translate: it has a letter outside its
 * {arguments} ("{message}", "123" have none) and is not a message key (`emailSent`, a catalogue's
 * or another set's key, which its set translates: keys are written as one camelCase word).
 */
export function isShownText(text: string): boolean {
  return /\p{L}/u.test(text.replace(/\{[^{}]*\}/g, '')) && !/^[a-z][A-Za-z0-9]*$/.test(text);
}

/** Which strings count (`isShownText`, or the data-text lister's own rule). */
type Keep = (text: string) => boolean;

/** A layout's texts: its text properties, and every value of a screen's `messages` (its way back, intro, success…). */
export function layoutTexts(layout: Json, out = new Set<string>(), keep: Keep = isShownText): Set<string> {
  const walk = (node: Json, inMessages: boolean): void => {
    if (Array.isArray(node)) node.forEach((item) => walk(item, inMessages));
    else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (typeof value === 'string') {
          if ((inMessages || LAYOUT_TEXTS.has(key)) && keep(value)) out.add(value);
        } else walk(value, key === 'messages');
      }
    }
  };
  walk(layout, false);
  return out;
}

/** The uiSchema node of a dotted schema path's last step. */
function uiAt(ui: Json, key: string): Json {
  return typeof ui === 'object' && ui !== null ? (ui as Record<string, Json>)[key] : undefined;
}

/**
 * A built form's texts: its submit label; each field's title, and its choices where no
 * ui:enumNames words them (a setting's inquiry types are shown as written); the uiSchema's titles,
 * placeholders, help, descriptions, choice names and the labels of its options.
 */
export function formTexts(form: Pick<BuiltForm, 'schema' | 'uiSchema' | 'submitLabel'>, out = new Set<string>(), keep: Keep = isShownText): Set<string> {
  const add = (text: unknown) => {
    if (typeof text === 'string' && keep(text)) out.add(text);
  };
  add(form.submitLabel);
  // `named`: the field's ui:enumNames word its choices (an array's, those of its items).
  const walkSchema = (node: Json, ui: Json, named = false): void => {
    if (typeof node !== 'object' || node === null) return;
    const schema = node as Record<string, Json>;
    if (typeof schema.title === 'string' && !TYPE_NAME.test(schema.title)) add(schema.title);
    named ||= uiAt(ui, 'ui:enumNames') !== undefined;
    if (Array.isArray(schema.enum) && !named) schema.enum.filter((choice) => typeof choice === 'string' && !CODE.test(choice)).forEach(add);
    if (Array.isArray(schema.oneOf)) schema.oneOf.forEach((choice) => add((choice as Record<string, Json>).title));
    if (typeof schema.properties === 'object' && schema.properties !== null) {
      for (const [name, child] of Object.entries(schema.properties)) walkSchema(child, uiAt(ui, name));
    }
    if (schema.items) walkSchema(schema.items, uiAt(ui, 'items'), named);
  };
  walkSchema(form.schema, form.uiSchema);
  const walkUi = (node: Json): void => {
    if (Array.isArray(node)) node.forEach(walkUi);
    else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (UI_TEXTS.has(key)) add(value);
        else if (key === 'ui:enumNames') Object.values(value as object).forEach(add);
        else if (key === 'ui:options' && typeof value === 'object' && value !== null) {
          for (const [option, word] of Object.entries(value)) if (/(Label|Title)$/.test(option)) add(word);
          walkUi(value);
        } else if (typeof value === 'object') walkUi(value);
      }
    }
  };
  walkUi(form.uiSchema);
  return out;
}
