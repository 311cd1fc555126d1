import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTexts } from '../../../scripts/lib/data-texts';
import { wholeSets } from '../../../scripts/lib/login-words';
import { setLanguageSource } from '../../../src/engine/i18n/active-language';
import type { Language } from '../../../src/engine/i18n/languages';
import { needsFormatter, translationsLoaded, wantLanguages } from '../../../src/engine/i18n/translations';
import { allWordsLoaded, messages } from '../../../src/engine/messages/catalogue';
import { translatedText } from '../../../src/engine/messages/data-texts';
import { addWords, englishOf, messageSet } from '../../../src/engine/messages/message-set';
import esCatalogue from '../../../src/engine/messages/locales/es/catalogue';
import * as esLogin from '../../../src/engine/messages/locales/es/login-words';
import esTexts from '../../../src/engine/messages/locales/es/texts';
import frCatalogue from '../../../src/engine/messages/locales/fr/catalogue';
import * as frLogin from '../../../src/engine/messages/locales/fr/login-words';
import frTexts from '../../../src/engine/messages/locales/fr/texts';

type Words = Readonly<Record<string, string>>;
const shipped = { es: { login: esLogin, catalogue: esCatalogue as Words, texts: esTexts as Words }, fr: { login: frLogin, catalogue: frCatalogue as Words, texts: frTexts as Words } };

let language: Language = 'en';
const speak = async (next: Language) => {
  await wantLanguages([next]);
  language = next;
  setLanguageSource(() => language);
};
afterAll(async () => {
  await speak('en');
  setLanguageSource(() => 'en');
});

/** Issue 24 item 4: the login route carries the login page's words, the other screens load the rest. */
describe.each(Object.entries(shipped))("the login route's words in %s (login-words.ts)", (_, { login, catalogue, texts }) => {
  it("are the translators' words of the texts the login page shows", () => {
    const shown = loginTexts().filter((text) => Object.hasOwn(texts, text));
    expect(shown).toContain('Login to your Account');
    expect(login.texts).toEqual(Object.fromEntries(shown.map((text) => [text, texts[text]])));
  });

  it("are the translators' words of the messages the login page shows, and few of the catalogue's", () => {
    for (const [key, words] of Object.entries(login.catalogue)) expect(words, key).toBe(catalogue[key]);
    // The login screen's links, the header's language switch, a refused sign-in, an emptied field.
    expect(Object.keys(login.catalogue)).toEqual(expect.arrayContaining(['signupLoginLink', 'guestPaymentLink', 'languageLabel', 'loginFailed', 'valueMissing']));
    // Card problems are the payment screens': they load with them.
    expect(Object.keys(login.catalogue)).not.toContain('cardExpired');
    expect(Object.keys(login.catalogue).length).toBeLessThan(Object.keys(englishOf(messages)).length / 4);
  });
});

describe.each(['es', 'fr'] as const)("the sets the login route reads whole, in %s", (language) => {
  it('are in login-words.ts word for word, every key: they load nothing else', async () => {
    const login = (language === 'es' ? esLogin : frLogin) as unknown as Record<string, Words>;
    const sets = wholeSets('.');
    expect(sets).toEqual(expect.arrayContaining(['loginPage', 'portalFrame', 'shell', 'submitHint']));
    for (const name of sets) {
      const file = name.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`);
      const words = ((await import(`../../../src/engine/messages/locales/${language}/${file}.ts`)) as { default: Words }).default;
      expect(login[name], file).toEqual(words);
    }
  });
});

describe('words loaded in two steps', () => {
  // Another file of this worker may have left other languages wanted (they share the module graph): a set would start loading them as it registers.
  beforeAll(() => speak('en'));

  it("read a set's first words, then the rest once added (the same key, the same words)", async () => {
    const loads: string[] = [];
    const set = messageSet({ first: 'First', later: 'Later' }, async (l) => (loads.push(`first ${l}`), { default: l === 'es' ? { first: 'Primero' } : { first: 'Premier' } }));
    await speak('es');
    expect([set.first, set.later]).toEqual(['Primero', 'Later']);
    addWords(set, async (l) => (loads.push(`rest ${l}`), { default: l === 'es' ? { first: 'Primero', later: 'Después' } : { first: 'Premier', later: 'Plus tard' } }));
    await translationsLoaded();
    expect([set.first, set.later]).toEqual(['Primero', 'Después']);
    // A language wanted later loads both steps.
    await speak('fr');
    expect([set.first, set.later]).toEqual(['Premier', 'Plus tard']);
    expect(loads).toEqual(['first es', 'rest es', 'first fr', 'rest fr']);
  });

  it('give every data text and catalogue message once allWordsLoaded resolves', async () => {
    await speak('es');
    await allWordsLoaded();
    const text = 'Account Overview';
    expect(Object.hasOwn(esLogin.texts, text)).toBe(false);
    expect(translatedText(text)).toBe((esTexts as Words)[text]);
    expect(Object.hasOwn(esLogin.catalogue, 'cardExpired')).toBe(false);
    expect(messages.cardExpired).toBe((esCatalogue as Words).cardExpired);
    expect(messages.languageLabel).toBe(esLogin.catalogue.languageLabel);
  });
});

describe('the full ICU formatter', () => {
  it('loads only with words that need it: a typed argument or ICU quoting, not a plain {name}', () => {
    expect(needsFormatter('{n, plural, one {# galón} other {# galones}}')).toBe(true);
    expect(needsFormatter('{count,number,integer} filas')).toBe(true);
    expect(needsFormatter('{kind, select, card {Tarjeta} other {Banco}}')).toBe(true);
    expect(needsFormatter("Es l''«{name}»")).toBe(true);
    expect(needsFormatter("'{literal}'")).toBe(true);
    expect(needsFormatter('{screen} · {site}')).toBe(false);
    expect(needsFormatter('Nom d’utilisateur')).toBe(false);
    // The login page's words need none: its route does not carry the formatter.
    for (const { login } of Object.values(shipped)) {
      expect(Object.values({ ...login.catalogue, ...login.texts }).filter(needsFormatter)).toEqual([]);
    }
  });
});
