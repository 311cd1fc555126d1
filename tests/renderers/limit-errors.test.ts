/**
 * A schema's limits in the catalogue's words under the field (a gauge reading's 0–100, a
 * comment's length), not ajv's "must be <= 100"; in Spanish and French as the catalogue words them.
 */
import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { speakingIn } from '../../src/engine/i18n/active-language';
import { loadLanguage } from '../../src/engine/i18n/translations';
import { allWordsLoaded } from '../../src/engine/messages/catalogue';
import { getForm } from '../../src/engine/forms/builtin-forms';
import { limitMessage } from '../../src/engine/validation';
import { formErrorTransformer } from '../../src/renderers/schema-form/error-schema';

describe("a schema's limits in a form", () => {
  it('are said as the catalogue says them: the least, the most, the longest', () => {
    expect(limitMessage('minimum', { comparison: '>=', limit: 0 })).toBe('Minimum value 0');
    expect(limitMessage('exclusiveMaximum', { comparison: '<', limit: 10 })).toBe('Maximum value 10');
    expect(limitMessage('maxLength', { limit: 500 })).toBe('At most 500 characters');
    expect(limitMessage('pattern', { pattern: '^x$' })).toBeUndefined();
    expect(limitMessage('maximum', {})).toBeUndefined();
  });

  it("show under a gauge reading past 100 or under 0, in the reader's language", async () => {
    const form = getForm('tank-reading');
    const validate = (data: object) => customizeValidator().validateFormData(data, form.schema as never, undefined, formErrorTransformer(form.rules));
    expect(validate({ percent: 150 }).errors.map((e) => [e.property, e.message])).toEqual([['.percent', 'Maximum value 100']]);
    expect(validate({ percent: -1 }).errors.map((e) => [e.property, e.message])).toEqual([['.percent', 'Minimum value 0']]);
    expect(validate({ percent: 40 }).errors).toEqual([]);
    await allWordsLoaded();
    await loadLanguage('fr');
    expect(speakingIn('fr', () => validate({ percent: 150 }).errors.map((e) => e.message))).toEqual(['Valeur maximale 100']);
  });
});
