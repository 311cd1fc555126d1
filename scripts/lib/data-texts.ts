import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FormOverride } from '../../schemas/generated/form-override';
import defaultLayout from '../../src/engine/layout/default-layout.json';
import { applyFormOverride, type BuiltForm } from '../../src/engine/forms';
import { buildFormDocument, formEntity } from '../../src/engine/forms/build-document';
import { formDocument, formIds } from '../../src/engine/forms/builtin-forms';
import { settingsSchema } from '../../src/engine/settings/settings-schema';
import { defaultWorkflow } from '../../src/engine/workflow/default-workflow';
import { isAnyMessageKey } from './message-sets';
import { ROLES } from '../../src/engine/roles/roles';
import { formTexts as formTextsOf, layoutTexts as layoutTextsOf } from '../../src/engine/i18n/shown-texts';
import { readApi, statusTexts } from './status-texts';

/**
 * The texts that data shows rather than code (issue 24): what a locale's texts.ts translates, by
 * their English wording. A message key is left out (its set translates it), and so is a text
 * without a letter outside its {arguments} ("{message}", "123").
 */

type Json = unknown;

/** A text to translate: a letter outside its {arguments}, and no key of any listed message set. */
export function isText(text: string): boolean {
  return /\p{L}/u.test(text.replace(/\{[^{}]*\}/g, '')) && !isAnyMessageKey(text);
}

/** A layout's texts (src/engine/i18n/shown-texts.ts) by this lister's rule of what is a text. */
export const layoutTexts = (layout: Json, out = new Set<string>()) => layoutTextsOf(layout, out, isText);
/** A built form's texts by this lister's rule. */
export const formTexts = (form: Pick<BuiltForm, 'schema' | 'uiSchema' | 'submitLabel'>, out = new Set<string>()) => formTextsOf(form, out, isText);

/** The settings as a tenant runs them where the forms read choices: the schema's defaults under the tenant's own. */
function settingsOf(tenant: Json): Record<string, unknown> {
  const defaults = Object.fromEntries(
    Object.entries(settingsSchema().properties as Record<string, { default?: unknown }>).filter(([, s]) => s.default !== undefined).map(([name, s]) => [name, s.default]),
  );
  return { ...defaults, ...((tenant as { settings?: object }).settings ?? {}) };
}

/** A tenant's settings shown as choices outside the forms: the extras of a fuel order. */
function settingsChoiceTexts(settings: Record<string, unknown>, out: Set<string>): void {
  const options = (settings.fuel_order as { order_options?: { text?: string }[] } | undefined)?.order_options ?? [];
  for (const option of options) if (option.text && isText(option.text)) out.add(option.text);
}

const readJson = (file: string): Json => JSON.parse(readFileSync(file, 'utf8')) as Json;

/** The labels staff read of a workflow document's statuses (the built-in one, a tenant's workflow.json). */
function workflowTexts(workflow: Json, out: Set<string>): void {
  for (const flow of Object.values((workflow ?? {}) as Record<string, { statuses?: { label?: string }[] }>)) {
    for (const status of flow.statuses ?? []) if (status.label && isText(status.label)) out.add(status.label);
  }
}

/** The help Manage App Settings shows under each setting: its description in the settings schema (the schema's own is for developers). */
export function settingsHelpTexts(out = new Set<string>()): Set<string> {
  const walk = (node: Json): void => {
    if (typeof node !== 'object' || node === null) return;
    const schema = node as Record<string, Json>;
    for (const field of Object.values((schema.properties ?? {}) as Record<string, Json>)) {
      const description = (field as Record<string, Json>).description;
      if (typeof description === 'string' && isText(description)) out.add(description);
      walk(field);
    }
    if (schema.items) walk(schema.items);
  };
  walk(settingsSchema());
  return out;
}

/**
 * The words the portal itself writes into a tenant's settings, shown through translatedText
 * (issue 24): the defaults of the fields the schema marks x-shown-text (the success messages, the
 * autopay terms, the inquiry types), read by every tenant that does not word them itself.
 */
export function shownSettingDefaults(out = new Set<string>()): Set<string> {
  const walk = (node: Json): void => {
    if (typeof node !== 'object' || node === null) return;
    const schema = node as Record<string, Json>;
    if (schema['x-shown-text'] === true) {
      for (const text of [schema.default].flat()) if (typeof text === 'string' && isText(text)) out.add(text);
      return;
    }
    for (const field of Object.values((schema.properties ?? {}) as Record<string, Json>)) walk(field);
    if (schema.items) walk(schema.items);
  };
  walk(settingsSchema());
  return out;
}

/**
 * Every text the built-in layout, forms, workflow and settings editor show, with the status words of the API's
 * values the tables show, and those of each tenant folder under `tenantsDir` (its layout, form
 * overrides, workflow, settings' choices).
 */
export function dataTexts(tenantsDir = 'tenants'): string[] {
  const api = readApi();
  const out = layoutTexts(defaultLayout);
  statusTexts(defaultLayout, api, out);
  workflowTexts(defaultWorkflow(), out);
  settingsHelpTexts(out);
  shownSettingDefaults(out);
  // The built-in roles' names, which staff read (a tenant's own roles are its translations document's).
  for (const role of ROLES) out.add(role);
  const tenants = readdirSync(tenantsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'));
  // Without a tenant folder the built-in forms still count, with the settings' defaults.
  for (const tenant of tenants.length ? tenants.map((entry) => join(tenantsDir, entry.name)) : [undefined]) {
    const settings = settingsOf(tenant && existsSync(join(tenant, 'tenant.json')) ? readJson(join(tenant, 'tenant.json')) : {});
    if (tenant && existsSync(join(tenant, 'layout.json'))) {
      const layout = readJson(join(tenant, 'layout.json'));
      layoutTexts(layout, out);
      statusTexts(layout, api, out);
    }
    if (tenant && existsSync(join(tenant, 'workflow.json'))) workflowTexts(readJson(join(tenant, 'workflow.json')), out);
    settingsChoiceTexts(settings, out);
    for (const id of formIds()) {
      const base = formDocument(id);
      const overrideFile = tenant && join(tenant, 'forms', `${id}.json`);
      const form = overrideFile && existsSync(overrideFile) ? applyFormOverride(base, readJson(overrideFile) as FormOverride, formEntity(base)) : base;
      formTexts(buildFormDocument(form, { settings }), out);
    }
  }
  return [...out].sort();
}

/** A layout's screens that the login renderer draws (kind `login`), wherever the layout keeps them. */
function loginScreens(layout: Json): Record<string, Json>[] {
  const screens = Object.values(((layout as { screens?: object }).screens ?? {}) as Record<string, Record<string, Json>>);
  return screens.filter((screen) => screen.kind === 'login');
}

/**
 * What the login page shows of data (issue 24 item 4: its route carries these words only): its
 * screens in the built-in layout and every tenant's, and their forms as built with the tenant's
 * form overrides and settings.
 */
export function loginDocuments(tenantsDir = 'tenants'): { screens: Json[]; forms: BuiltForm[] } {
  const screens: Json[] = [];
  const forms: BuiltForm[] = [];
  const tenants = readdirSync(tenantsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'));
  for (const tenant of [undefined, ...tenants.map((entry) => join(tenantsDir, entry.name))]) {
    const layoutFile = tenant && join(tenant, 'layout.json');
    const tenantScreens = [...loginScreens(defaultLayout), ...(layoutFile && existsSync(layoutFile) ? loginScreens(readJson(layoutFile)) : [])];
    const settings = settingsOf(tenant && existsSync(join(tenant, 'tenant.json')) ? readJson(join(tenant, 'tenant.json')) : {});
    for (const screen of tenantScreens) {
      screens.push(screen);
      if (typeof screen.form !== 'string' || !formIds().includes(screen.form)) continue;
      const base = formDocument(screen.form);
      const overrideFile = tenant && join(tenant, 'forms', `${screen.form}.json`);
      const form = overrideFile && existsSync(overrideFile) ? applyFormOverride(base, readJson(overrideFile) as FormOverride, formEntity(base)) : base;
      forms.push(buildFormDocument(form, { settings }));
    }
  }
  return { screens, forms };
}

/** The texts the login page shows: its screens' layout texts and its forms'. */
export function loginTexts(tenantsDir = 'tenants'): string[] {
  const { screens, forms } = loginDocuments(tenantsDir);
  const out = new Set<string>();
  for (const screen of screens) layoutTexts(screen, out);
  for (const form of forms) formTexts(form, out);
  return [...out].sort();
}
