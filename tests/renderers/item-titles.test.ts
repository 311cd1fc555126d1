import { describe, expect, it } from 'vitest';
import type { UiSchema } from '@rjsf/utils';
import { withItemTitles } from '../../src/renderers/form/item-titles';
import { readFileSync } from 'node:fs';

type ItemsFn = (item: unknown, index: number) => UiSchema;

describe('list items titled in words (issue 22 item 13)', () => {
  it("turns a list's itemTitle into a title per item, keeping the items' own uiSchema", () => {
    const ui = withItemTitles({ phones: { 'ui:options': { itemTitle: 'Phone number {n}' }, items: { number: { 'ui:widget': 'phone' } } } });
    const items = (ui.phones as UiSchema).items as ItemsFn;
    expect(items({}, 0)).toEqual({ number: { 'ui:widget': 'phone' }, 'ui:title': 'Phone number 1' });
    expect(items({}, 2)['ui:title']).toBe('Phone number 3');
  });

  it('reads a message key, at any depth, and leaves lists without an itemTitle alone', () => {
    const ui = withItemTitles({ info: { phones: { 'ui:options': { itemTitle: 'phoneNumberItem' } } }, other: { items: { a: {} } } });
    expect((((ui.info as UiSchema).phones as UiSchema).items as ItemsFn)({}, 1)['ui:title']).toBe('Phone number 2');
    expect((ui.other as UiSchema).items).toEqual({ a: {} });
  });

  it('the signup and profile form documents name their lists and the way to pay', () => {
    const signup = JSON.parse(readFileSync('schemas/forms/new-customer.form.json', 'utf8')) as { uiSchema: Record<string, Record<string, UiSchema>> };
    expect(signup.uiSchema.registration_info.phone_numbers['ui:options']).toMatchObject({ itemTitle: 'phoneNumberItem', addLabel: 'addPhoneNumber' });
    expect(signup.uiSchema.payment['ui:options']).toMatchObject({ selectorLabel: 'paymentMethodLabel' });
    const profile = JSON.parse(readFileSync('schemas/forms/profile.form.json', 'utf8')) as { uiSchema: Record<string, UiSchema> };
    expect(profile.uiSchema.household_members['ui:options']).toMatchObject({ itemTitle: 'householdMemberItem', addLabel: 'addHouseholdMember' });
  });
});
