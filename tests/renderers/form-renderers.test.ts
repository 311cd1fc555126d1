import { describe, expect, it } from 'vitest';
import type { ErrorObject } from 'ajv';
import { formIds, getForm } from '../../src/engine/forms/builtin-forms';
import { keepFields } from '../../src/engine/forms';
import { checkRules } from '../../src/engine/validation';
import { fieldErrors } from '../../src/renderers/light-form/field-errors';
import LightForm from '../../src/renderers/light-form/LightForm';
import { formErrorTransformer } from '../../src/renderers/schema-form/error-schema';
import { formRenderers, pickFormRenderer } from '../../src/renderers/schema-form/form-renderers';

const settings = { inquiry_types: ['Billing'], relationship_to_owner: ['Spouse'] };
const drawnLight = (id: string) => pickFormRenderer(formRenderers, getForm(id, { settings })) === LightForm;

describe('the form renderer registry', () => {
  it('gives the simple forms (text, email, password, one-time code, checkbox) to the light renderer and every other to RJSF', () => {
    const light = formIds().filter(drawnLight).sort();
    // guest-payment-details and payment-save are light alone; their flows draw each with a card or bank form, which RJSF draws.
    expect(light).toEqual(['account-email', 'change-password', 'forgot-password', 'guest-lookup', 'guest-payment-details', 'login', 'payment-save', 'register', 'register-code', 'reset-password']);
  });

  it("draws the signup's first step, its address alone, light (the server draws it) and the whole signup with RJSF", () => {
    const signup = getForm('new-customer', { settings });
    expect(pickFormRenderer(formRenderers, keepFields(signup, (field) => field === 'delivery_address'))).toBe(LightForm);
    expect(pickFormRenderer(formRenderers, signup)).not.toBe(LightForm);
  });

  it('lets a later entry of the same rank win, so a tenant can take a form over', () => {
    const Mine = () => null;
    expect(pickFormRenderer([...formRenderers, { tester: () => 2, renderer: Mine }], getForm('login'))).toBe(Mine);
  });
});

describe("the light renderer's messages", () => {
  const error = (keyword: string, instancePath: string, params: object, message: string): ErrorObject => ({ keyword, instancePath, params, message, schemaPath: '' });

  it("words schema errors as the RJSF renderer does: 'Value missing', and only the rule's message where a rule speaks", () => {
    const form = getForm('register');
    const answers = { email: 'robin@', zipcode: '12' };
    const errors = fieldErrors(
      [
        error('required', '', { missingProperty: 'first_name' }, "must have required property 'First Name'"),
        error('pattern', '/email', { pattern: '…' }, 'must match pattern "…"'),
        error('minLength', '/account_id', { limit: 1 }, 'must NOT have fewer than 1 characters'),
      ],
      form.rules,
      checkRules(form.rules, answers),
    );
    expect(Object.fromEntries(errors)).toEqual({
      first_name: ['Value missing'],
      account_id: ['must NOT have fewer than 1 characters'],
      email: ['Invalid email address'],
      zipcode: ['Format: 12345 or 12345-6789'],
    });
  });
});

describe("the RJSF renderer's messages", () => {
  it("leaves a field the screen's own checks speak for (a refund's amount and reason) to their words alone", () => {
    const transform = formErrorTransformer([], ['amount', 'reason']);
    const errors = transform([
      { name: 'type', property: '.amount', message: 'must be number', params: { type: 'number' }, stack: '', schemaPath: '' },
      { name: 'required', property: '.reason', message: "must have required property 'reason'", params: { missingProperty: 'reason' }, stack: '', schemaPath: '' },
      { name: 'required', property: '', message: "must have required property 'payment_id'", params: { missingProperty: 'payment_id' }, stack: '', schemaPath: '' },
    ]);
    expect(errors.map((error) => [error.property, error.message])).toEqual([['', 'Value missing']]);
  });
});
