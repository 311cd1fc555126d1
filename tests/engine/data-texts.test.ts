import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataTexts, formTexts, layoutTexts, settingsHelpTexts } from '../../scripts/lib/data-texts';
import { readApi, statusTexts } from '../../scripts/lib/status-texts';
import { getForm } from '../../src/engine/forms/builtin-forms';

describe('the data-text lister', () => {
  it("takes a layout's titles, labels, headers and messages, but not its ids, operations, fields or message keys", () => {
    const layout = {
      screens: {
        users: {
          title: 'Users',
          load: 'listUsers',
          back: 'accounts',
          columns: [{ field: 'email', header: 'Email', format: 'text' }],
          rowActions: [{ label: 'Delete', ariaLabel: 'Delete {email}', operationId: 'deleteUser', confirm: 'confirmDeleteUser', done: '{message}' }],
          filters: [{ param: 'roles', label: 'Role', placeholder: 'All roles' }],
          messages: { back: 'Back to Log In', success: 'userCreated', tab: 'Documents' },
        },
      },
      menus: { staff: [{ id: 'users', label: 'Users', icon: 'pi pi-users', screen: 'users' }] },
    };
    expect([...layoutTexts(layout)].sort()).toEqual(['All roles', 'Back to Log In', 'Delete', 'Delete {email}', 'Documents', 'Email', 'Role', 'Users']);
  });

  it("takes a form's submit label, field titles, ui words and choices, worded by ui:enumNames where it names them", () => {
    const contact = formTexts(getForm('contact', { settings: { inquiry_types: ['Billing', 'Delivery'] } }));
    expect([...contact]).toEqual(expect.arrayContaining(['Send Message', 'Department', 'Select a department', 'Inquiry Type', 'Billing', 'Delivery', 'Optional: a number where we can call you back.']));
    const profile = formTexts(getForm('profile'));
    expect([...profile]).toEqual(expect.arrayContaining(['Town-wide email', 'Household Member', 'Winter Address']));
    // Codes the choices are named for, entity type names and message keys are no texts.
    for (const notText of ['TOWN_WIDE_EMAIL', 'text', 'WinterAddress', 'householdMemberItem']) expect(profile.has(notText)).toBe(false);
  });

  it("words the API's values of a table's status columns and choice filters as formatStatus shows them, and nothing of a free field", () => {
    const layout = {
      screens: {
        payments: { load: 'listAccountPayments', columns: [{ field: 'status', format: 'status' }, { field: 'channel', format: 'status' }, { field: 'return_code', format: 'status' }] },
        deliveries: { load: 'listWebhookDeliveries', filters: [{ param: 'status', label: 'Status', control: 'choice' }] },
      },
    };
    const texts = [...statusTexts(layout, readApi())].sort();
    expect(texts).toEqual(expect.arrayContaining(['Pending', 'Settled', 'Returned', 'Refunded', 'Portal', 'Guest', 'Autopay', 'Sending', 'Delivered']));
    expect(texts.every((text) => /^[A-Z][a-z]*(?: [A-Z][a-z]*)*$/.test(text))).toBe(true);
  });

  it("takes the settings' help that Manage App Settings shows, not the schemas' own notes for developers", () => {
    const help = [...settingsHelpTexts()];
    expect(help).toEqual(expect.arrayContaining(['Gallons.', 'The largest single payment the portal takes: the amount with its fee.', 'Extras a customer may add to an order.']));
    expect(help.some((text) => text.startsWith("A tenant's public application settings"))).toBe(false);
  });

  describe('over tenant folders', () => {
    const dir = mkdtempSync(join(tmpdir(), 'data-texts-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, 'acme', 'forms'), { recursive: true });
    writeFileSync(join(dir, 'acme', 'layout.json'), JSON.stringify({ screens: { accounts: { title: 'My Acme Accounts' } } }));
    writeFileSync(join(dir, 'acme', 'tenant.json'), JSON.stringify({ settings: { fuel_order: { order_options: [{ id: 'x', text: 'Clean the filter', price: 10 }] }, inquiry_types: ['Heat emergency'] } }));
    writeFileSync(join(dir, 'acme', 'workflow.json'), JSON.stringify({ inquiry: { statuses: [{ id: 'waiting', label: 'Waiting on customer' }] } }));
    writeFileSync(join(dir, 'acme', 'forms', 'contact.json'), JSON.stringify({ extraFields: { pet: { type: 'string', title: 'Pet name' } } }));
    mkdirSync(join(dir, '_template'));
    writeFileSync(join(dir, '_template', 'layout.json'), JSON.stringify({ screens: { accounts: { title: 'Ignored' } } }));

    it("adds each tenant's layout, added fields, workflow, extras and choices to the built-in ones, once and sorted, and skips `_` folders", () => {
      const texts = dataTexts(dir);
      expect(texts).toEqual(expect.arrayContaining(['My Acme Accounts', 'Clean the filter', 'Heat emergency', 'Pet name', 'Waiting on customer', 'Login to your Account', 'In review', 'Credit Hold']));
      expect(texts).not.toContain('Ignored');
      expect(texts).toEqual([...new Set(texts)].sort());
    });
  });
});
