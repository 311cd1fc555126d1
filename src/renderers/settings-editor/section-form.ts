import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { SchemaNode } from '../../engine/forms/dereference';
import { translatedSchema } from '../../engine/forms/translated-form';
import { translatedText } from '../../engine/messages/data-texts';
import { settingsSchema } from '../../engine/settings/settings-schema';
import { hiddenFromSettings, settingLabel, settingsSections, type SettingsSection } from './settings-sections';
import type { SettingsProblem } from './use-settings-editor';
import { settingsEditorMessages as t } from '../../engine/messages/settings-editor';

const hiddenKeys = (at: string | undefined) =>
  new Set(hiddenFromSettings().filter((path) => (at ? path.length === 2 && path[0] === at : path.length === 1)).map((path) => path[path.length - 1]));

/** The settings a section shows: those it names, or (nested sections and Other) every one no section claims. */
function sectionKeys(section: SettingsSection): string[] {
  const root = settingsSchema();
  const hidden = hiddenKeys(section.at);
  if (section.at) return Object.keys(((root.properties as Record<string, SchemaNode>)[section.at].properties ?? {}) as object).filter((key) => !hidden.has(key));
  if (section.id !== 'other') return [...section.fields];
  const claimed = new Set([...settingsSections.flatMap((s) => s.fields), ...settingsSections.flatMap((s) => (s.at ? [s.at] : []))]);
  const unclaimed = Object.keys(root.properties as object).filter((key) => !claimed.has(key) && !hidden.has(key));
  return [...section.fields, ...unclaimed];
}

/** What one entry of a list of records is called: message keys, read when a form is drawn (the reader's language). */
const itemLabels: Readonly<Record<string, keyof typeof t>> = { order_options: 'itemOrderOption', current_prices: 'itemPostedPrice' };

const SERVICE_AREA_PLACEHOLDERS: Readonly<Record<string, keyof typeof t>> = { service_area_states: 'exampleStates', service_area_zip_codes: 'exampleZips', service_area_countries: 'exampleCountries' };

/** How a setting is drawn: a list of choices as checkboxes, codes in one box, a label in words. */
function fieldUi(key: string, field: SchemaNode): UiSchema {
  const ui: UiSchema = { 'ui:title': settingLabel(key) };
  const items = field.items as SchemaNode | undefined;
  if (field.type === 'array' && field.uniqueItems && items?.enum) ui['ui:widget'] = 'checkboxes';
  // Choices in words (the ordering tabs: 'Order Fuel') read in the reader's language; codes ('email') stay as they are.
  const choices = (field.enum ?? items?.enum) as unknown[] | undefined;
  if (choices?.every((choice) => typeof choice === 'string') && choices.some((choice) => translatedText(choice) !== choice)) {
    ui['ui:enumNames'] = choices.map((choice) => translatedText(choice));
  }
  if (Object.hasOwn(SERVICE_AREA_PLACEHOLDERS, key)) {
    ui['ui:field'] = 'stringList';
    ui['ui:placeholder'] = t[SERVICE_AREA_PLACEHOLDERS[key]];
  }
  // An object of settings (the fuel order's payment methods): each of its settings labelled too.
  if (field.type === 'object' && field.properties) {
    for (const [name, child] of Object.entries(field.properties as Record<string, SchemaNode>)) ui[name] = fieldUi(name, child);
  }
  if (items?.type === 'object') {
    const properties = (items.properties ?? {}) as Record<string, SchemaNode>;
    ui.items = { 'ui:title': Object.hasOwn(itemLabels, key) ? t[itemLabels[key]] : settingLabel(key), ...Object.fromEntries(Object.keys(properties).map((name) => [name, { 'ui:title': settingLabel(name) }])) };
  } else if (field.type === 'array' && !ui['ui:widget'] && !ui['ui:field']) {
    // A list of words: each box needs no "inquiry_types-1" label of its own, but a name: the
    // list's (FieldTemplate gives a box whose label is not shown a hidden one).
    ui.items = { 'ui:label': false, 'ui:title': settingLabel(key) };
  }
  return ui;
}

/** A section as its own small RJSF form: the part of the settings schema it shows, its help in the reader's language, and its labels. */
export function sectionForm(section: SettingsSection): { schema: RJSFSchema; uiSchema: UiSchema; keys: string[] } {
  const root = settingsSchema();
  const parent = section.at ? (root.properties as Record<string, SchemaNode>)[section.at] : root;
  const properties = parent.properties as Record<string, SchemaNode>;
  const keys = sectionKeys(section);
  const required = ((parent.required ?? []) as string[]).filter((key) => keys.includes(key));
  const schema = { type: 'object', properties: Object.fromEntries(keys.map((key) => [key, properties[key]])), ...(required.length ? { required } : {}) } as RJSFSchema;
  const uiSchema: UiSchema = { 'ui:order': keys, ...Object.fromEntries(keys.map((key) => [key, fieldUi(key, properties[key])])) };
  return { schema: translatedSchema(schema), uiSchema, keys };
}

/** The server's problems that fall in a section, as RJSF's error tree (`/fuel_order/tax_percent` → `{ tax_percent: { __errors } }`). */
export function sectionErrors(section: SettingsSection, keys: readonly string[], problems: readonly SettingsProblem[]): ErrorSchema | undefined {
  const tree: Record<string, unknown> = {};
  for (const problem of problems) {
    const path = problem.path.split('/').filter(Boolean);
    if (section.at && path.shift() !== section.at) continue;
    if (!path.length || !keys.includes(path[0])) continue;
    let node = tree;
    for (const segment of path) node = (node[segment] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(problem.message);
  }
  return Object.keys(tree).length ? (tree as ErrorSchema) : undefined;
}
