import { describe, expect, it } from 'vitest';
import { getForm } from '../../src/engine/forms/builtin-forms';
import { canOpenScreen, resolveLayout, visibleMenu } from '../../src/engine/layout';
import { checkRules } from '../../src/engine/validation';

const layout = resolveLayout([]);
const contact = layout.screens.find((s) => s.route === '/contact')!;
const customerMenu = (settings: Record<string, unknown>) =>
  visibleMenu(layout, 'customer', { permissions: [], settings, accountIds: ['100001'] }).map((item) => item.label);

describe('the built-in Contact screen', () => {
  it('is on the customer menu while settings.show_contact_us is on (its default), and gone, route too, when it is off', () => {
    expect(customerMenu({ show_contact_us: true })).toContain('Contact');
    expect(canOpenScreen(contact, 'User', { permissions: [], settings: { show_contact_us: true } })).toBe(true);
    expect(customerMenu({ show_contact_us: false })).not.toContain('Contact');
    expect(canOpenScreen(contact, 'User', { permissions: [], settings: { show_contact_us: false } })).toBe(false);
  });

  it('offers the departments the screen fetched (GET /config/departments), the field optional', () => {
    const form = getForm('contact', { settings: {}, choices: { department: ['billing', 'service'] } });
    expect(form.schema.properties.department.enum).toEqual(['billing', 'service']);
    expect(form.schema.required).not.toContain('department');
  });

  it('offers the tenant’s inquiry types, requires a type and a message, and checks the phone like the profile', () => {
    const form = getForm('contact', { settings: { inquiry_types: ['Billing', 'Leak'] } });
    expect(form.schema.properties.inquiry_type.enum).toEqual(['Billing', 'Leak']);
    expect(form.schema.required).toEqual(['inquiry_type', 'message']);
    expect(form.uiSchema['ui:order']).toEqual(['department', 'inquiry_type', 'subject', 'message', 'phone']);
    expect(checkRules(form.rules, { phone: '802-555' }).map((f) => f.rule.message)).toEqual(['phoneInvalid']);
    expect(checkRules(form.rules, { phone: '802-555-0100' })).toEqual([]);
    expect(checkRules(form.rules, {})).toEqual([]);
  });
});
