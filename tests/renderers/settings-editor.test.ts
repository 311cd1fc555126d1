import { afterEach, describe, expect, it } from 'vitest';
import { setLanguageSource } from '../../src/engine/i18n/active-language';
import { wantLanguages } from '../../src/engine/i18n/translations';
import { allWordsLoaded } from '../../src/engine/messages/catalogue';
import { richTextPaths } from '../../src/engine/settings/rich-text';
import { settingsSchema } from '../../src/engine/settings/settings-schema';
import { changedSettings } from '../../src/renderers/settings-editor/changed-settings';
import { sectionForm } from '../../src/renderers/settings-editor/section-form';
import { settingsSections } from '../../src/renderers/settings-editor/settings-sections';
import { contentFields } from '../../src/renderers/settings-editor/content-fields';

describe('what Save sends', () => {
  const saved = { site_name: 'Demo', tooltips: { Overview: 'a', Products: 'b' }, inquiry_types: ['Billing', 'Other'], payments: { auto_pay: true, types: ['credit_card'] } };

  it('is nothing when nothing changed', () => {
    expect(changedSettings(saved, structuredClone(saved))).toBeUndefined();
  });

  it('is only the changed keys of objects, and whole arrays', () => {
    const edited = { ...structuredClone(saved), tooltips: { Overview: 'a', Products: 'c' }, inquiry_types: ['Billing'], payments: { auto_pay: true, types: ['credit_card', 'bank_account'] } };
    expect(changedSettings(saved, edited)).toEqual({ tooltips: { Products: 'c' }, inquiry_types: ['Billing'], payments: { types: ['credit_card', 'bank_account'] } });
  });

  it('includes a setting set for the first time, and leaves out one RJSF left undefined', () => {
    expect(changedSettings(saved, { ...saved, terms_of_use: '<p>x</p>', feedback_email: undefined })).toEqual({ terms_of_use: '<p>x</p>' });
  });

  it('sends a text the admin emptied (RJSF leaves it undefined) as empty, so the server can keep or refuse it', () => {
    expect(changedSettings(saved, { ...saved, site_name: undefined })).toEqual({ site_name: '' });
    expect(changedSettings(saved, { ...saved, tooltips: { Overview: undefined, Products: 'b' } })).toEqual({ tooltips: { Overview: '' } });
  });
});

describe('the settings screens cover the schema', () => {
  const root = settingsSchema();
  const shown = (at?: string) => settingsSections.filter((s) => s.at === at).flatMap((s) => sectionForm(s).keys);

  it('shows every setting once, in App settings or in Manage Content, but the server-filled tenant and locale and the promotions', () => {
    const rootKeys = Object.keys(root.properties as object);
    const content = contentFields().map((f) => f.path.join('.'));
    const everywhere = [...shown(), ...shown('payments').map((k) => `payments.${k}`), ...shown('fuel_order').map((k) => `fuel_order.${k}`), ...content];
    expect(new Set(everywhere).size).toBe(everywhere.length);
    for (const key of rootKeys.filter((k) => !['tenant', 'locale', 'promotional_images', 'tooltips', 'payments', 'fuel_order'].includes(k))) {
      expect(everywhere, key).toContain(key);
    }
  });

  it('edits every rich-text setting in Manage Content, with a preview', () => {
    const rich = contentFields().filter((f) => f.rich).map((f) => f.path.join('.'));
    expect(rich.sort()).toEqual(richTextPaths().map((p) => p.join('.')).sort());
  });
});

describe("Manage App Settings in the reader's language (issue 24)", () => {
  afterEach(() => setLanguageSource(() => 'en'));

  /** Every word a section's form shows, by where: its labels (ui:title, nested too) and its help (the schema's descriptions). */
  function shownWords(): Map<string, string> {
    const words = new Map<string, string>();
    const walk = (node: unknown, path: string, keys: readonly string[]) => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (typeof value === 'string' && keys.includes(key)) words.set(`${path}/${key}`, value);
        else walk(value, `${path}/${key}`, keys);
      }
    };
    for (const section of settingsSections) {
      const { schema, uiSchema } = sectionForm(section);
      walk(uiSchema, `${section.id}/ui`, ['ui:title']);
      walk(schema, `${section.id}/schema`, ['description']);
    }
    return words;
  }

  it('labels every setting and words its help in Spanish and French, not in English', async () => {
    const english = shownWords();
    expect(english.size).toBeGreaterThan(80);
    expect([...english.values()]).toEqual(expect.arrayContaining(['Site name', 'Show site name', 'Feedback email', 'Card on file', 'Tax percent']));
    // Words both languages write alike.
    const same: Record<'es' | 'fr', string[]> = { es: [], fr: ['Types', 'Gallons.'] };
    for (const language of ['es', 'fr'] as const) {
      await wantLanguages([language]);
      await allWordsLoaded();
      setLanguageSource(() => language);
      const worded = shownWords();
      const untranslated = [...english].filter(([path, text]) => worded.get(path) === text && !same[language].includes(text));
      expect(untranslated, language).toEqual([]);
    }
  });
});
