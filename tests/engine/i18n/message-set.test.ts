import { afterEach, describe, expect, it } from 'vitest';
import { activeLanguage, setLanguageSource } from '../../../src/engine/i18n/active-language';
import type { Language } from '../../../src/engine/i18n/languages';
import { translationsLoaded, wantLanguages } from '../../../src/engine/i18n/translations';
import { fillerOf, fillMessage, fillText, messages, messageText } from '../../../src/engine/messages/catalogue';
import { translatedText } from '../../../src/engine/messages/data-texts';
import { englishOf, messageSet } from '../../../src/engine/messages/message-set';
import esTexts from '../../../src/engine/messages/locales/es/texts';
import { formatDate, formatDateTime, formatMoney, formatPercent, formatQuantity, formatUnitPrice, formatBoolean } from '../../../src/engine/format';

/** A set of this test's own, with its own words: the shipped translations may word things otherwise. */
const fixtureWords: Record<string, Record<string, string>> = {
  es: {
    greeting: 'Hola',
    bills: '{n, plural, =0 {No tiene facturas} one {Tiene # factura} other {Tiene # facturas}}',
    quoted: "Es l''«{name}»",
  },
};
const loads: string[] = [];
const fixture = messageSet(
  {
    greeting: 'Hello',
    farewell: 'Goodbye',
    bills: 'You have {n} bills',
    quoted: "It's {name}",
  },
  async (language) => {
    loads.push(language);
    if (!fixtureWords[language]) throw new Error(`no ${language} file`);
    return { default: fixtureWords[language] };
  },
);
const fillFixture = fillerOf(fixture);
/** A second set worded by the same file, under a name of its own (as confirm.ts's dialog titles are). */
const second = messageSet({ title: 'Delete Image' }, async () => ({ default: fixtureWords.es, second: { title: 'Eliminar imagen' } }), 'second');

let language: Language = 'en';
const speak = async (next: Language) => {
  await wantLanguages([next]);
  language = next;
  setLanguageSource(() => language);
};

afterEach(async () => {
  // The unit project shares one module graph: leave English behind.
  await speak('en');
  setLanguageSource(() => 'en');
});

describe('message sets in the active language (issue 24 item 2)', () => {
  it('read English, the spec wording, by default', () => {
    expect(activeLanguage()).toBe('en');
    expect(fixture.greeting).toBe('Hello');
    expect(messages.valueMissing).toBe('Value missing');
    expect(fillText(messages.minimumValue, { n: 1000 })).toBe('Minimum value 1000');
    expect(messages.passwordsDontMatch).toBe("Passwords don't match");
  });

  it("read the language's words once loaded, and English for a key it does not word (never a key)", async () => {
    await speak('es');
    expect(fixture.greeting).toBe('Hola');
    expect(fixture.farewell).toBe('Goodbye');
    expect(Object.values(fixture)).not.toContain('farewell');
  });

  it('are read when used, not copied at import: the same object speaks the new language', async () => {
    const { greeting } = fixture;
    await speak('es');
    expect(greeting).toBe('Hello');
    expect(fixture.greeting).toBe('Hola');
    await speak('en');
    expect(fixture.greeting).toBe('Hello');
  });

  it('fill ICU plurals by the language rules', async () => {
    expect(fillFixture('bills', { n: 2 })).toBe('You have 2 bills');
    await speak('es');
    expect(fillFixture('bills', { n: 0 })).toBe('No tiene facturas');
    expect(fillFixture('bills', { n: 1 })).toBe('Tiene 1 factura');
    // Figures in Spanish's formatting locale, es-US (i18n/format-locale.ts), grouped as money is.
    expect(fillFixture('bills', { n: 1500 })).toBe('Tiene 1,500 facturas');
    expect(fillFixture('quoted', { name: 'Ana' })).toBe("Es l'«Ana»");
  });

  it('fall back to English, key by key, for a language without a file', async () => {
    await speak('fr');
    expect(loads).toContain('fr');
    expect(fixture.greeting).toBe('Hello');
    expect(fillFixture('bills', { n: 3 })).toBe('You have 3 bills');
  });

  it('load a language once per set, when it is wanted', async () => {
    const before = loads.filter((l) => l === 'es').length;
    await speak('es');
    await speak('en');
    await speak('es');
    await translationsLoaded();
    expect(loads.filter((l) => l === 'es').length - before).toBeLessThanOrEqual(1);
    expect(loads).not.toContain('en');
  });

  it("read a set's words from the export the file names them by", async () => {
    await speak('es');
    expect(second.title).toBe('Eliminar imagen');
  });

  it('keep their English source for the checks of the translations', () => {
    expect(englishOf(fixture).bills).toBe('You have {n} bills');
  });
});

describe('data texts in the active language', () => {
  it('translate written English and leave what they do not know as written', async () => {
    const password = (esTexts as Readonly<Record<string, string>>).Password;
    expect(password).toBeTruthy();
    expect(password).not.toBe('Password');
    await speak('es');
    expect(translatedText('Password')).toBe(password);
    expect(messageText('Password')).toBe(password);
    expect(translatedText('Our own tenant wording')).toBe('Our own tenant wording');
    await speak('en');
    expect(messageText('Password')).toBe('Password');
  });
});

describe('figures in the active language (issue 24 item 2, dates and money)', () => {
  it('keep the spec display rules in English', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-12)).toBe('$12.00 CR');
    expect(formatMoney(null)).toBe('$ 0.00');
    expect(formatUnitPrice(3.9999)).toBe('$4.000');
    expect(formatDate('2026-03-01')).toBe('03/01/2026');
    expect(formatQuantity(1000)).toBe('1000 gallons');
    expect(formatBoolean(true)).toBe('Yes');
    expect(formatPercent(2.5)).toBe('2.5%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('follow Intl in Spanish and French: day first, in the language\'s formatting locale (es-US, fr)', async () => {
    for (const next of ['es', 'fr'] as const) {
      await speak(next);
      expect(formatDate('2026-03-01')).toBe('01/03/2026');
      expect(formatMoney(1234.5)).toBe(new Intl.NumberFormat(next === 'es' ? 'es-US' : 'fr', { style: 'currency', currency: 'USD' }).format(1234.5));
    }
  });

  it("write Spanish money and figures as the US and Mexico do ('$1,234.50'), not Spain's '1234,50 US$' (issue 24: es-MX readers)", async () => {
    await speak('es');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-12)).toBe(fillMessage('creditAmount', { amount: '$12.00' }));
    expect(formatMoney(undefined)).toBe('$0.00');
    expect(formatUnitPrice(3.9999)).toBe('$4.000');
    expect(formatDateTime('2026-03-01T15:04:00Z', 'UTC')).toMatch(/^01\/03\/2026,? 03:04\sp\.\s?m\.$/);
  });

  it("write French money with French grouping and the US dollar named: '1 234,50 $US'", async () => {
    await speak('fr');
    expect(formatMoney(1234.5)).toBe('1\u202f234,50\u00a0$US');
    expect(formatMoney(-12)).toBe(fillMessage('creditAmount', { amount: '12,00\u00a0$US' }));
    expect(formatMoney(undefined)).toBe('0,00\u00a0$US');
    expect(formatDateTime('2026-03-01T15:04:00Z', 'UTC')).toMatch(/^01\/03\/2026,? 15:04$/);
  });

  it("write a percentage by Intl's percent style: French '2,5 %' with a narrow no-break space, Spanish as the US writes it", async () => {
    await speak('fr');
    expect(formatPercent(2.5)).toBe('2,5\u202f%');
    expect(formatPercent(0.07)).toBe('0,07\u202f%');
    expect(formatPercent(100)).toBe('100\u202f%');
    await speak('es');
    expect(formatPercent(2.5)).toBe('2.5%');
  });
});
