import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { schemaParser } from '@rjsf/utils/lib/parser/index.js';
import { describe, expect, it } from 'vitest';
import type { CompiledFormValidator } from '../../src/engine/forms';
import { withoutWords } from '../../src/engine/forms/translated-form';
import { rjsfValidator } from '../../src/renderers/schema-form/rjsf-validator';

/** A form whose answer is one of two shapes (like signup's way to pay). */
const option = (kind: string, title: string): RJSFSchema => ({ type: 'object', title, properties: { kind: { type: 'string', const: kind, title: 'Kind' } }, required: ['kind'] });
const form = (title: string, card: string, bank: string): RJSFSchema => ({ type: 'object', title, properties: { way: { title: 'Way', oneOf: [option('card', card), option('bank', bank)] } } });
const english = form('Payment', 'Card', 'Bank account');
const spanish = form('Pago', 'Tarjeta', 'Cuenta bancaria');

/** Validators compiled as the server compiles them (RJSF's schema parser names every part RJSF may ask about), each recording its use. */
function compiledFor(schema: RJSFSchema, asked: string[]): CompiledFormValidator {
  const parts = schemaParser(schema);
  const validate = (key: string, part: RJSFSchema) =>
    Object.assign((data: unknown) => {
      const kind = (part.properties?.kind as { const?: string } | undefined)?.const;
      asked.push(kind ?? key);
      return kind === undefined || (data as { kind?: string }).kind === kind;
    }, { errors: null });
  return { rootKey: hashForSchema(schema), schema: schema as CompiledFormValidator['schema'], validators: Object.fromEntries(Object.entries(parts).map(([key, part]) => [key, validate(key, part)])) };
}

/** The options RJSF asks about while it draws a schema: its parser's parts with a `kind`. */
const optionsOf = (schema: RJSFSchema) =>
  Object.values(schemaParser(schema))
    .filter((part) => part.properties?.kind)
    .map(({ $id: _id, ...part }) => part as RJSFSchema);

describe('the precompiled validator of a translated form', () => {
  it("finds the validator compiled for the English option when RJSF asks about the translated one (a Spanish signup's way to pay)", () => {
    const asked: string[] = [];
    const validator = rjsfValidator(compiledFor(english, asked), spanish);
    const [card, bank] = optionsOf(spanish);
    expect([card.title, bank.title]).toEqual(['Tarjeta', 'Cuenta bancaria']);
    expect(validator.isValid(bank, { kind: 'bank' }, spanish)).toBe(true);
    expect(validator.isValid(card, { kind: 'bank' }, spanish)).toBe(false);
    expect(asked).toEqual(['bank', 'card']);
  });

  it('tells a translation from another shape: only the words are emptied', () => {
    expect(hashForSchema(withoutWords(spanish))).toBe(hashForSchema(withoutWords(english)));
    const other = { ...english, required: ['way'] };
    expect(hashForSchema(withoutWords(other))).not.toBe(hashForSchema(withoutWords(english)));
  });
});
