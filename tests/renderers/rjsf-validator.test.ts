import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import type { CompiledFormValidator } from '../../src/engine/forms';
import { withoutWords } from '../../src/engine/forms/translated-form';
import { rjsfValidator } from '../../src/renderers/schema-form/rjsf-validator';

/** A form whose answer is one of two shapes (like signup's way to pay), and what its compiled validators were asked. */
const option = (kind: string, title: string): RJSFSchema => ({ type: 'object', title, properties: { kind: { const: kind, title: 'Kind' } }, required: ['kind'] });
const english: RJSFSchema = { type: 'object', title: 'Payment', properties: { way: { oneOf: [option('card', 'Card'), option('bank', 'Bank account')] } } };
const spanish: RJSFSchema = { type: 'object', title: 'Pago', properties: { way: { oneOf: [option('card', 'Tarjeta'), option('bank', 'Cuenta bancaria')] } } };

function compiledFor(schema: RJSFSchema, asked: string[]): CompiledFormValidator {
  const parts = [schema, ...((schema.properties!.way as RJSFSchema).oneOf as RJSFSchema[])];
  const validate = (name: string) => Object.assign((data: unknown) => (asked.push(name), (data as { kind?: string }).kind === name), { errors: null });
  return {
    rootKey: hashForSchema(schema),
    schema: schema as CompiledFormValidator['schema'],
    validators: Object.fromEntries(parts.map((part, i) => [hashForSchema(part), validate(i === 0 ? 'root' : String((part.properties!.kind as { const: string }).const))])),
  };
}

describe('the precompiled validator of a translated form', () => {
  it("finds the validator compiled for the English option when RJSF asks about the translated one (a Spanish signup's choice)", () => {
    const asked: string[] = [];
    const validator = rjsfValidator(compiledFor(english, asked), spanish);
    const [card, bank] = (spanish.properties!.way as RJSFSchema).oneOf as RJSFSchema[];
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
