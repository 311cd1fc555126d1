import { describe, expect, it } from 'vitest';
import { paymentStepForm } from '../../src/renderers/payment-sources/source-form';
import { bankDataOf, cardDataOf } from '../../src/machines/guest-payment-answers';
import type { ScreenForm } from '../../src/renderers/schema-form/use-screen-form';
import { newSourceProblems } from '../../src/machines/payment-details';

describe('the payment forms as a payment uses them', () => {
  it('hides the saving fields and the data heading, and names the button (a guest never saves)', () => {
    const form = { submitLabel: 'Save card', uiSchema: { name: { 'ui:title': 'Name' }, data: { 'ui:title': ' ', card: { 'ui:title': 'Card' } } } } as unknown as ScreenForm;
    const used = paymentStepForm(form, false, 'Review payment');
    expect(used.submitLabel).toBe('Review payment');
    expect(used.uiSchema).toMatchObject({ name: { 'ui:widget': 'hidden' }, description: { 'ui:widget': 'hidden' }, data: { 'ui:label': false, card: { 'ui:title': 'Card' } } });
  });

  it('turns half-filled answers into card data the rules can judge (empty fields as blanks, not a crash)', () => {
    const card = cardDataOf({ data: { card: { cc_number: '4242 4242 4242 4242' }, address: { city: 'Burlington', street2: undefined } } });
    expect(card.card).toEqual({ cc_number: '4242 4242 4242 4242', cc_exp: '', cc_cvv: '' });
    expect(card.address.city).toBe('Burlington');
    expect(newSourceProblems({ payment_type: 'credit_card', data: card, save: false }, new Date())).toContain('account_holder.first_name');
  });

  it('turns bank answers into bank data, an untouched form into blanks', () => {
    expect(bankDataOf({ data: { routing_number: '110000000' } })).toMatchObject({ routing_number: '110000000', account_number: '', account_type: '' });
    expect(bankDataOf({}).first_name).toBe('');
  });
});
