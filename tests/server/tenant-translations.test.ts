import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/engine/messages/catalogue';
import { problemMessages } from '../../src/engine/messages/problems';
import frProblems from '../../src/engine/messages/locales/fr/problems';
import { translatedText } from '../../src/engine/messages/data-texts';
import { inLanguage } from '../../src/server/http/request-language';
import { publishDocument, rollBack } from './support/config-documents';
import { createTestApp, loginAs, type TestApp } from './support/test-app';
import { ADMIN_ROLE } from '../../src/engine/roles/roles';
import { roleName } from '../../src/engine/roles/role-name';
import esTexts from '../../src/engine/messages/locales/es/texts';
import demoWords from '../../tenants/demo/translations.json';

/**
 * Issue 24: a tenant words the portal in its customers' languages through the data document
 * `translations` (English text → the language's text): served to the browser per language,
 * checked before it is stored, and read first wherever the server words something.
 */
let t: TestApp;
let adminKey: string;
beforeAll(async () => {
  t = await createTestApp();
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
});
afterAll(() => t.close());

const words = (tenant: string, language: string) => t.app.inject({ method: 'GET', url: `/api/${tenant}/config/translations/${language}` });
const draft = (document: object) => t.app.inject({ method: 'PUT', url: '/api/demo/config/documents/translations/draft', headers: { 'user-key': adminKey }, payload: { document } });
const badLogin = (language: string) =>
  t.app.inject({ method: 'POST', url: '/api/demo/login', headers: { 'accept-language': language }, payload: { user_id: 'customer@demo.test', password: 'not-the-password-1', app_id: 'portal', app_url: 'http://demo.localhost' } });

describe("a tenant's own translations", () => {
  it('serves the published words of one language to anyone of the tenant, and to no other tenant', async () => {
    const before = (await words('demo', 'fr')).json() as Record<string, string>;
    const first = await publishDocument(t.app, adminKey, 'translations', { fr: { 'Message': 'Votre message', [problemMessages.invalidCredentials]: 'Courriel ou mot de passe erroné' } });
    try {
      const fr = await words('demo', 'fr');
      expect(fr.statusCode).toBe(200);
      expect(fr.json()).toMatchObject({ Message: 'Votre message' });
      expect((await words('cleangas', 'fr')).json()).not.toHaveProperty('Message');
      // English is the spec's wording and the tenant's own: it has no translation.
      expect((await words('demo', 'en')).json()).toEqual({});
      expect((await words('demo', 'de')).statusCode).toBe(400);

      // The server words with them too: a refused login in French reads the tenant's words, in Spanish the portal's.
      expect((await badLogin('fr-CA')).json().detail).toBe('Courriel ou mot de passe erroné');
      expect((await badLogin('es')).json().detail).not.toBe('Courriel ou mot de passe erroné');
    } finally {
      await rollBack(t.app, adminKey, 'translations', first - 1);
    }
    expect((await words('demo', 'fr')).json()).toEqual(before);
    expect((await badLogin('fr-CA')).json().detail).toBe(frProblems.invalidCredentials);
  });

  it('refuses a translation that uses an argument its English lacks, or that the portal cannot word, at its JSON pointer', async () => {
    const english = 'Pay {amount} now';
    const refused = await draft({ fr: { [english]: 'Payez {montant} maintenant', 'Contact us': 'Écrivez-{nous' }, es: { 'Log in': 'Entrar' } });
    expect(refused.statusCode).toBe(422);
    const problems = (refused.json() as { errors: { path: string; message: string }[] }).errors;
    expect(problems).toEqual([
      { path: '/fr/Pay {amount} now', message: 'uses {montant}, which the English text does not give' },
      expect.objectContaining({ path: '/fr/Contact us', message: expect.stringMatching(/^is not a message the portal can word/) }),
    ]);
    expect((await draft({ fr: { [english]: 'Payez {amount} maintenant' } })).statusCode).toBe(200);
    expect((await draft({ de: { 'Log in': 'Anmelden' } })).statusCode).toBe(422);
    expect((await draft({ fr: { 'Log in': '' } })).statusCode).toBe(422);
    await t.app.inject({ method: 'DELETE', url: '/api/demo/config/documents/translations/draft', headers: { 'user-key': adminKey } });
  });

  it('lists, per language, the texts the tenant shows that nobody words in it (the config check): a label it added, until it words it', async () => {
    const preview = async (document: object) => {
      const answer = await t.app.inject({ method: 'POST', url: '/api/demo/config/documents/translations/preview', headers: { 'user-key': adminKey }, payload: { document } });
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as { untranslated: Record<string, string[]> }).untranslated;
    };
    const label = 'Topic of your note';
    // The demo folder words every text the demo tenant shows, its settings' own among them (tenants/demo/translations.json).
    expect(await preview({})).toEqual({ es: [], fr: [] });
    const form = await publishDocument(t.app, adminKey, 'form.contact', { uiSchema: { subject: { 'ui:title': label } } });
    try {
      expect(await preview({})).toEqual({ es: expect.arrayContaining([label]), fr: expect.arrayContaining([label]) });
      const worded = await preview({ fr: { [label]: 'Objet de votre message' } });
      expect(worded.fr).not.toContain(label);
      expect(worded.es).toContain(label);
    } finally {
      await rollBack(t.app, adminKey, 'form.contact', form - 1);
    }
    // A text the settings add (an inquiry type) is listed too, until it is worded.
    const inquiryTypes = ((await t.app.inject({ method: 'GET', url: '/api/settings?host=demo' })).json() as { inquiry_types: string[] }).inquiry_types;
    expect(inquiryTypes.length).toBeGreaterThan(0);
    const settings = await publishDocument(t.app, adminKey, 'settings', { inquiry_types: [...inquiryTypes, 'Tank inspection'] });
    try {
      expect(await preview({ es: { 'Tank inspection': 'Inspección del tanque' } })).toEqual({ es: [], fr: ['Tank inspection'] });
    } finally {
      await rollBack(t.app, adminKey, 'settings', settings - 1);
    }
  });

  it("reads the tenant's words before the portal's, for messages and data texts alike, and falls back when it has none", () => {
    const tenantWords = { fr: { [messages.valueMissing]: 'Champ à remplir', 'Account Overview': 'Mon compte' } };
    expect(inLanguage('fr', () => [messages.valueMissing, translatedText('Account Overview')], tenantWords)).toEqual(['Champ à remplir', 'Mon compte']);
    expect(inLanguage('es', () => messages.valueMissing, tenantWords)).not.toBe('Champ à remplir');
    expect(inLanguage('en', () => messages.valueMissing, tenantWords)).toBe('Value missing');
    expect(inLanguage('fr', () => translatedText('A text nobody translated'), tenantWords)).toBe('A text nobody translated');
  });

  it("names roles in the reader's language: the built-in ones in the portal's words, a tenant's own in its words", () => {
    const names = () => [roleName(ADMIN_ROLE), roleName('Customer Service')];
    expect(names()).toEqual([ADMIN_ROLE, 'Customer Service']);
    expect(inLanguage('es', names, demoWords)).toEqual([esTexts[ADMIN_ROLE], demoWords.es['Customer Service']]);
    expect(esTexts[ADMIN_ROLE]).not.toBe(ADMIN_ROLE);
  });
});
