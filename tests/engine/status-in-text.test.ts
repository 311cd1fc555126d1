/** A status worded inside a sentence (the payment's outcome): the label's words, in lower case, in the reader's language. */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatStatus, formatStatusInText } from '../../src/engine/format';
import { speakingIn } from '../../src/engine/i18n/active-language';
import { loadLanguage } from '../../src/engine/i18n/translations';
import { allWordsLoaded } from '../../src/engine/messages/catalogue';
import esTexts from '../../src/engine/messages/locales/es/texts';

describe('formatStatusInText', () => {
  beforeAll(async () => {
    // Every data text (not the login route's only) in Spanish, without changing the wanted languages
    // (the unit files share one module graph).
    await allWordsLoaded();
    await loadLanguage('es');
  });

  it('words an enum code as formatStatus does, in lower case', () => {
    expect(formatStatus('pending')).toBe('Pending');
    expect(formatStatusInText('pending')).toBe('pending');
    expect(formatStatusInText('credit_hold')).toBe('credit hold');
    expect(formatStatusInText(null)).toBe('');
  });

  it('lower-cases the translated label, not the English', () => {
    expect(speakingIn('es', () => formatStatus('pending'))).toBe(esTexts.Pending);
    expect(speakingIn('es', () => formatStatusInText('pending'))).toBe(esTexts.Pending.toLocaleLowerCase('es'));
    expect(esTexts.Pending.toLocaleLowerCase('es')).not.toBe(esTexts.Pending);
  });
});
