import { describe, expect, it } from 'vitest';
import { formRules } from '../../src/engine/forms';
import { getForm } from '../../src/engine/forms/builtin-forms';
import { messages } from '../../src/engine/messages/catalogue';
import { bankAccountProblems, cardDataProblems } from '../../src/engine/payments/payment-problems';
import { CARD_DATA_RULES } from '../../src/engine/payments/payment-rules';
import { checkRules } from '../../src/engine/validation/rules';
import { cardFieldProblems } from '../../src/renderers/screens/payments/card-problems';

const now = new Date('2026-03-02T12:00:00Z');
/**
 * What a form shows for each failing field, as the renderers word it: its rules, and on the card
 * form the screens' own checks (a field left empty, the billing postal code by its country).
 */
const shown = (formId: string, data: unknown) => ({
  ...Object.fromEntries(checkRules(getForm(formId).rules, data, now).map((f) => [f.path.join('.'), f.text ?? messages[f.rule.message as keyof typeof messages]])),
  ...(formId === 'payment-card' ? Object.fromEntries(cardFieldProblems((data as { data: object }).data, 'demo').map((p) => [p.path, p.message])) : {}),
});

const address = { street1: '1 Main St', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' };
const card = (over: object = {}, zipcode = '05401') => ({
  name: 'Mine',
  data: { account_holder: { first_name: 'A', last_name: 'B' }, card: { cc_number: '4242424242424242', cc_exp: '12/28', cc_cvv: '123', ...over }, address: { ...address, zipcode } },
});
const bank = (over: object = {}) => ({
  name: 'Mine',
  data: { first_name: 'A', last_name: 'B', account_type: 'checking', account_number: '000123456789', confirm_account_number: '000123456789', routing_number: '110000000', ...over },
});

describe('rule sets named by a form document', () => {
  it('moves each rule of the set under the path it names, after the form\'s own', () => {
    const rules = formRules({ rules: [{ field: 'name', check: 'email', message: 'invalidEmail' }], ruleSets: [{ set: 'card-data', at: 'data' }] });
    expect(rules.map((r) => r.field)).toEqual(['name', 'data.card.cc_number', 'data.card.cc_exp', 'data.card.cc_cvv']);
    expect(rules.slice(1).map((r) => [r.check, r.message, r.other])).toEqual(CARD_DATA_RULES.map((r) => [r.check, r.message, r.other]));
  });

  it('keeps the set\'s own paths when no path is named', () => {
    expect(formRules({ ruleSets: [{ set: 'bank-account-data' }] }).map((r) => r.field)).toEqual(['routing_number', 'account_number', 'confirm_account_number']);
  });

  it('shows nothing for a good card or bank account', () => {
    expect(shown('payment-card', card())).toEqual({});
    expect(shown('payment-bank', bank())).toEqual({});
  });

  it('shows the spec messages on the card form, at the fields the server names', () => {
    expect(shown('payment-card', card({ cc_number: '4242424242424241' }))).toMatchObject({ 'data.card.cc_number': 'Enter a valid credit card number' });
    expect(shown('payment-card', card({ cc_number: '378282246310005', cc_cvv: '123' }))).toEqual({ 'data.card.cc_cvv': 'CVV must be 4 digits.' });
    expect(shown('payment-card', card({ cc_exp: '02/26' }))).toEqual({ 'data.card.cc_exp': messages.cardExpired });
    expect(shown('payment-card', card({}, '5401'))).toEqual({ 'data.address.zipcode': 'Invalid card zipcode' });
  });

  it('checks the billing postal code by its country, and names a field left empty (issue 22, item 11)', () => {
    const abroad = (zipcode: string, country: string) => ({ name: 'Mine', data: { ...card().data, address: { ...address, state: 'ON', zipcode, country } } });
    expect(shown('payment-card', abroad('K1A 0B1', 'CA'))).toEqual({});
    expect(shown('payment-card', abroad('05401', 'CA'))).toEqual({ 'data.address.zipcode': 'Invalid card zipcode' });
    expect(shown('payment-card', abroad('', 'KY'))).toEqual({});
    const empty = { name: 'Mine', data: { ...card().data, address: { ...address, city: '', country: '' } } };
    expect(shown('payment-card', empty)).toEqual({ 'data.address.city': 'Value missing', 'data.address.country': 'Value missing' });
  });

  it('fails the fields the server fails, with its messages where the spec words them alike', () => {
    for (const [over, zip] of [[{ cc_exp: '13/30' }, '05401'], [{ cc_number: '378282246310005', cc_cvv: '123' }, '05401'], [{}, '5401']] as const) {
      const data = card(over, zip);
      const server = cardDataProblems(data.data, now, true).map((p) => [`data.${p.path}`, p.message]);
      expect(Object.entries(shown('payment-card', data))).toEqual(server);
    }
    for (const over of [{ routing_number: '110000001' }, { account_number: '1234', confirm_account_number: '1234' }, { confirm_account_number: '000123456780' }]) {
      const data = bank(over);
      const server = bankAccountProblems(data.data).map((p) => [`data.${p.path}`, p.message]);
      expect(Object.entries(shown('payment-bank', data))).toEqual(server);
    }
  });

  it('builds both payment forms with autocomplete hints and a masked CVV', () => {
    const { uiSchema, schema } = getForm('payment-card');
    const cardUi = (uiSchema.data as { card: Record<string, Record<string, unknown>> }).card;
    expect(cardUi.cc_number['ui:autocomplete']).toBe('cc-number');
    expect(cardUi.cc_exp).toMatchObject({ 'ui:autocomplete': 'cc-exp', 'ui:placeholder': 'MM/YY' });
    expect(cardUi.cc_cvv).toMatchObject({ 'ui:autocomplete': 'cc-csc', 'ui:widget': 'password' });
    expect(Object.keys(schema.properties)).toEqual(['name', 'data', 'description']);
    expect(schema.required).toEqual(['name', 'data']);
    expect(Object.keys(getForm('payment-bank').schema.properties)).toEqual(['name', 'data', 'description']);
  });
});
