import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingsTexts } from '../../../src/engine/i18n/settings-texts';
import { translationProblems } from '../../../src/engine/i18n/translation-problems';
import type { TenantWords } from '../../../src/engine/i18n/tenant-words';
import { builtInDepartments } from '../../../src/server/reference-lists/built-in';

/**
 * Issue 24: a tenant folder ships its own texts in the portal's other languages (translations.json):
 * every text its settings show readers (settingsTexts) and its departments' names, in Spanish and
 * French, each a message the portal can word. A text added to a folder's settings without them fails here.
 */
const tenantsDir = join(import.meta.dirname, '../../../tenants');
const folders = readdirSync(tenantsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith('_')).map((entry) => entry.name);
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

function departmentNames(folder: string): string[] {
  const file = join(tenantsDir, folder, 'departments.json');
  const list = existsSync(file) ? (readJson(file) as ReturnType<typeof builtInDepartments>) : builtInDepartments();
  return list.departments.map((department) => department.name);
}

describe("each tenant folder's translations", () => {
  it('there are tenant folders to check', () => {
    expect(folders).toEqual(expect.arrayContaining(['demo', 'cleangas']));
  });

  for (const folder of folders) {
    it(`${folder}: words every text its settings show and each department's name in Spanish and French`, () => {
      const settings = (readJson(join(tenantsDir, folder, 'tenant.json')) as { settings: object }).settings;
      const file = join(tenantsDir, folder, 'translations.json');
      const words = (existsSync(file) ? readJson(file) : {}) as TenantWords;
      const texts = [...settingsTexts(settings), ...departmentNames(folder)];
      for (const language of ['es', 'fr'] as const) {
        expect(texts.filter((text) => !words[language]?.[text]), `${folder}/translations.json lacks these in ${language}`).toEqual([]);
      }
      expect(translationProblems(words)).toEqual([]);
    });
  }
});
