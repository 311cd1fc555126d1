import { describe, expect, it } from 'vitest';
import { acceptingValidator } from '../../src/engine/forms';
import { paymentStepForm, withoutDataTitle } from '../../src/renderers/payment-sources/source-form';
import type { ScreenForm } from '../../src/renderers/schema-form/use-screen-form';

const schema = { type: 'object', properties: { name: { type: 'string' }, description: { type: 'string' }, data: { type: 'object' } } } as const;
const form = {
  schema,
  uiSchema: { name: { 'ui:title': 'Name' }, data: { 'ui:title': ' ', card: { 'ui:title': 'Card' } } },
  submitLabel: 'Save card',
  rules: [],
  uiFields: [],
  extraFields: [],
  submitWhenComplete: false,
  compiled: acceptingValidator(schema as never),
} as unknown as ScreenForm;

describe('the payment-card/bank form as a step of Make a payment', () => {
  it('asks for a name only when the source is kept, never for a description, under the step label', () => {
    const once = paymentStepForm(form, false, 'Review payment');
    expect(once.submitLabel).toBe('Review payment');
    expect(once.uiSchema).toMatchObject({ name: { 'ui:widget': 'hidden' }, description: { 'ui:widget': 'hidden' } });
    const kept = paymentStepForm(form, true, 'Review payment');
    expect(kept.uiSchema.name).toEqual({ 'ui:title': 'Name' });
  });

  it("drops the data wrapper's title and keeps its fields' uiSchema", () => {
    expect(withoutDataTitle(form).uiSchema.data).toEqual({ 'ui:title': ' ', card: { 'ui:title': 'Card' }, 'ui:label': false });
  });
});
