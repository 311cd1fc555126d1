import { describe, expect, it } from 'vitest';
import { lastDayText, lastDayValue } from '../../src/renderers/form/LastDayWidget/last-day';
import { moneyText, moneyValue } from '../../src/renderers/form/MoneyWidget/money-text';
import { generateWidgets } from '../../src/renderers/form/widgets';
import { accountEmailForm } from '../../src/renderers/detail/sections/account-admin/account-email-form';
import { acceptingValidator } from '../../src/engine/forms';
import { getForm } from '../../src/engine/forms/builtin-forms';

describe('the money widget', () => {
  it('sends what is typed as the number of dollars the API takes', () => {
    expect(moneyValue('120.50')).toBe(120.5);
    expect(moneyValue('5')).toBe(5);
    expect(moneyValue(' 0.07 ')).toBe(0.07);
    expect(moneyValue('$1,200.5')).toBe(1200.5);
    expect(moneyValue('$ 19.99')).toBe(19.99);
    // Cents, not binary fractions: 0.1 + 0.2 is never what is sent.
    expect(moneyValue('1234567.89')).toBe(1234567.89);
  });

  it('sends nothing for an empty field, and the text itself when it is no amount of dollars and cents', () => {
    expect(moneyValue('')).toBeUndefined();
    expect(moneyValue('   ')).toBeUndefined();
    expect(moneyValue('$')).toBeUndefined();
    for (const typed of ['1.234', '-5', 'abc', '12,34', '1,2345.00', '1.2.3', '1e3', '10000000000']) expect(moneyValue(typed)).toBe(typed);
  });

  it('shows a value the form holds with its cents, and a refused text as it was typed', () => {
    expect(moneyText(250)).toBe('250.00');
    expect(moneyText(12.5)).toBe('12.50');
    expect(moneyText(undefined)).toBe('');
    expect(moneyText('1.234')).toBe('1.234');
    expect(moneyText(1.234)).toBe('1.234');
    for (const typed of ['120.50', '5', '$1,200.50']) expect(moneyValue(moneyText(moneyValue(typed)))).toBe(moneyValue(typed));
  });
});

describe('the last-day widget', () => {
  it('keeps a day as the moment it ends, in UTC, and shows that day again', () => {
    expect(lastDayValue('2027-03-31')).toBe('2027-03-31T23:59:59.000Z');
    expect(lastDayText('2027-03-31T23:59:59.000Z')).toBe('2027-03-31');
    expect(lastDayValue('')).toBeUndefined();
    expect(lastDayValue('2027-02-30x')).toBeUndefined();
    expect(lastDayText(null)).toBe('');
  });
});

describe('the theme', () => {
  it('offers the money, last-day and language widgets by the names form documents give them, and its own checkbox group', () => {
    const widgets = generateWidgets();
    expect(Object.keys(widgets)).toEqual(expect.arrayContaining(['money', 'lastDay', 'language', 'CheckboxesWidget']));
    expect(getForm('ticket-refund').uiSchema.amount).toMatchObject({ 'ui:widget': 'money' });
    expect(getForm('api-key-create').uiSchema.expires_at).toMatchObject({ 'ui:widget': 'lastDay' });
    // Profile asks its locale as one of the portal's languages (issue 24), not as a free BCP-47 text.
    expect(getForm('profile').uiSchema.locale).toMatchObject({ 'ui:widget': 'language' });
  });
});

describe("the account email form", () => {
  const form = () => {
    const built = getForm('account-email');
    return { ...built, compiled: acceptingValidator(built.schema) };
  };

  it("names the owner's login email beside the checkbox", () => {
    const ui = accountEmailForm(form(), 'owner@example.com').uiSchema.update_user as Record<string, unknown>;
    expect(ui['ui:title']).toBe("Also change the owner's login email (owner@example.com)");
  });

  it('offers no checkbox for an account no portal user owns', () => {
    const shown = accountEmailForm(form(), undefined);
    expect(Object.keys(shown.schema.properties)).toEqual(['email']);
    expect(shown.uiSchema['ui:order']).toEqual(['email']);
  });
});
