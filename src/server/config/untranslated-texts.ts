import { type FormDocument } from '../../engine/forms';
import { buildFormDocument } from '../../engine/forms/build-document';
import { formIds } from '../../engine/forms/builtin-forms';
import { formTexts, isShownText, layoutTexts } from '../../engine/i18n/shown-texts';
import { settingsTexts } from '../../engine/i18n/settings-texts';
import { richKeyOf } from '../settings/rich-translations';
import { LANGUAGES, SOURCE_LANGUAGE, type TranslatedLanguage } from '../../engine/i18n/languages';
import type { TenantWords } from '../../engine/i18n/tenant-words';
import { textWords } from '../../engine/messages/data-texts';
import type { Db } from '../db/database';
import type { LoadedTenant } from '../tenants/load-tenants';
import { latestVersions } from './config-store';


/**
 * Every text the tenant shows readers as it runs: its layout's, each form's as published (with its
 * settings' choices), its settings' own (support text, extras, inquiry types…), its roles'
 * names (staff read them), its workflow's status labels and its departments' names.
 */
async function shownTexts(db: Db, tenant: LoadedTenant): Promise<Set<string>> {
  const texts = layoutTexts(tenant.layout);
  const forms = await latestVersions(db, formIds().map((id) => `form.${id}`));
  const settings = tenant.config.settings as Record<string, unknown>;
  for (const row of forms.values()) formTexts(buildFormDocument(row.document as FormDocument, { settings }), texts);
  for (const text of settingsTexts(settings)) texts.add(text);
  for (const role of tenant.config.roles ?? []) texts.add(role.name);
  const workflow = (tenant.data.workflow ?? {}) as Record<string, { statuses?: { label?: string }[] }>;
  for (const flow of Object.values(workflow)) for (const status of flow.statuses ?? []) if (status.label && isShownText(status.label)) texts.add(status.label);
  const departments = (tenant.data.departments as { departments?: { name: string }[] } | undefined)?.departments ?? [];
  for (const department of departments) if (isShownText(department.name)) texts.add(department.name);
  return texts;
}

/**
 * Whether a language words a text: the tenant under the text itself, the portal's texts, or — for
 * rich text only, the sanitiser being the costly step — the tenant under any text served alike (richKeyOf).
 */
function worded(tenant: Readonly<Record<string, string>>, shipped: Readonly<Record<string, string>> | undefined, text: string): boolean {
  if (Object.hasOwn(tenant, text) || shipped?.[text]) return true;
  return text.includes('<') && richKeyOf(tenant, text) !== undefined;
}

/**
 * The config check of a tenant's `translations` (issue 24): per language, the texts it shows that
 * neither the tenant nor the portal words in that language — readers of it see them in English
 * (never a key). Sorted, for the editor to list.
 */
export async function untranslatedTexts(db: Db, tenant: LoadedTenant, words: TenantWords): Promise<Record<TranslatedLanguage, string[]>> {
  const texts = [...(await shownTexts(db, tenant))].sort();
  const languages = LANGUAGES.filter((language): language is TranslatedLanguage => language !== SOURCE_LANGUAGE);
  return Object.fromEntries(
    languages.map((language) => [language, texts.filter((text) => !worded(words[language] ?? {}, textWords(language), text))]),
  ) as Record<TranslatedLanguage, string[]>;
}
