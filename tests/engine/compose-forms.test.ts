import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { acceptingValidator, composeForms, schemaErrors, type CheckedForm, type CompiledValidate } from '../../src/engine/forms';
import { getForm } from '../../src/engine/forms/builtin-forms';

/** A built-in form with its schema compiled by ajv, as the server's precompiled module would give it. */
function checked(id: string): CheckedForm {
  const form = getForm(id);
  const validate = new Ajv({ allErrors: true, strict: false }).compile(form.schema) as CompiledValidate;
  return { ...form, compiled: { validators: { [`${id}-root`]: validate }, rootKey: `${id}-root`, schema: form.schema } };
}

describe('composeForms', () => {
  const details = checked('guest-payment-details');
  const bank = checked('payment-bank');
  const composed = composeForms(details, bank);

  it('shows the first form’s fields, then the second’s, with the second’s button', () => {
    expect(Object.keys(composed.schema.properties).sort()).toEqual(['amount', 'data', 'description', 'email', 'name', 'payment_type']);
    expect(composed.uiSchema['ui:order']).toEqual(['amount', 'email', 'payment_type', 'name', 'data', 'description']);
    expect(composed.schema.required).toEqual(['amount', 'email', 'payment_type', 'name', 'data']);
    expect(composed.uiSchema).toMatchObject({ amount: { 'ui:title': 'Payment amount ($)' }, data: { bank_name: { 'ui:title': 'Bank name' } } });
    expect(composed.submitLabel).toBe(bank.submitLabel);
    // The bank data's rule set comes along: the browser checks what the server will.
    expect(composed.rules.map((rule) => rule.field)).toEqual(bank.rules.map((rule) => rule.field));
  });

  it('checks the answers with both forms’ validators, each at the paths it reports alone', () => {
    const answers = { payment_type: 'cheque', name: 'Payment', data: { first_name: 'Pat' } };
    const paths = schemaErrors(composed.compiled, answers).map((error) => `${error.instancePath} ${error.keyword}`);
    expect(paths).toContain('/payment_type enum');
    expect(paths).toEqual(expect.arrayContaining(schemaErrors(bank.compiled, answers).map((error) => `${error.instancePath} ${error.keyword}`)));
    expect(schemaErrors(bank.compiled, answers).length).toBeGreaterThan(0);
    const valid = { amount: '40', email: 'pat@example.test', payment_type: 'bank_account', name: 'Payment', data: { first_name: 'Pat', last_name: 'Guest', account_type: 'checking', bank_name: 'First Bank', routing_number: '011000015', account_number: '123456789', confirm_account_number: '123456789' } };
    expect(schemaErrors(bank.compiled, valid)).toEqual([]);
    expect(schemaErrors(composed.compiled, valid)).toEqual([]);
    expect(composed.compiled.schema).toBe(composed.schema);
  });

  it('keeps working when a form’s validators could not be loaded (the accept-all fallback): the other still checks', () => {
    const fallback = composeForms({ ...details, compiled: acceptingValidator(details.schema) }, bank);
    expect(schemaErrors(fallback.compiled, { payment_type: 'cheque', name: 'Payment', data: {} }).every((error) => error.instancePath.startsWith('/data'))).toBe(true);
    expect(schemaErrors(fallback.compiled, { payment_type: 'cheque', name: 'Payment', data: {} }).length).toBeGreaterThan(0);
  });

  it('names a `*` of either order once, at the end', () => {
    const starred = composeForms({ ...details, uiSchema: { ...details.uiSchema, 'ui:order': ['email', '*'] } }, bank);
    expect(starred.uiSchema['ui:order']).toEqual(['email', 'name', 'data', 'description', '*']);
  });
});
