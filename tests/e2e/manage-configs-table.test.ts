/**
 * The issue 23 acceptance test for tables: a tenant admin composes a list screen from Manage
 * Configs, without code — a column, a filter and a row action calling an existing operation are
 * added to the Outbox's layout entry, previewed, published, then seen and used on the screen; an
 * empty override published at the end puts the built-in screen back.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, createUser, latestMail, type NewUser } from './support/api';
import { axeViolations } from './support/axe';
import { noChromium, pagePerTest, portalUrl, screenshot, signIn, tableRows, toast } from './support/portal';
import { typeJson } from './support/config-editor';

async function publishLayout(page: Page, override: object) {
  await page.goto(portalUrl('/admin/accounts/manage-configs/layout'));
  await page.getByRole('heading', { name: /^layout/ }).waitFor();
  await typeJson(page, JSON.stringify(override, null, 2));
  await expect.poll(() => page.getByRole('list', { name: 'Problems' }).count()).toBe(0);
  await page.getByText('unsaved changes').waitFor();
}

/** The Outbox as the built-in layout has it, with what the admin adds. */
const composedOutbox = {
  screens: {
    outbox: {
      columns: [
        { field: 'id', header: '#' },
        { field: 'created_at', header: 'Queued', format: 'datetime' },
        { field: 'to', header: 'To' },
        // (a) a column
        { field: 'from', header: 'Sent From' },
        { field: 'subject', header: 'Subject' },
        { field: 'status', header: 'Status', format: 'status' },
      ],
      headerActions: [{ label: 'Text Outbox', icon: 'pi pi-mobile', screen: 'textOutbox' }],
      // (b) a filter: a query parameter of listOutbox
      filters: [{ param: 'to', label: 'Recipient', placeholder: 'email' }],
      rowActions: [
        { label: 'Open', icon: 'pi pi-envelope', view: 'mail', ariaLabel: 'Open {subject} to {to}' },
        // (c) a row action calling an existing operation, its form filled from the row
        {
          label: 'Send reset link',
          icon: 'pi pi-key',
          operationId: 'requestPasswordReset',
          form: 'forgot-password',
          fill: { email: 'to' },
          ariaLabel: 'Send reset link to {to}',
          confirm: 'Mail {to} a new password-reset link?',
          done: 'Reset link sent.',
        },
      ],
    },
  },
};

describe.skipIf(noChromium)('manage configs: a tenant admin composes a table screen', () => {
  const t = pagePerTest();
  let admin: NewUser;
  let customer: NewUser;
  beforeAll(async () => {
    admin = await createUser('configs-table-admin', 'Admin');
    customer = await createUser('configs-table-customer');
    expect((await api('POST', '/forgot-password', { body: { email: customer.email }, key: '' })).status).toBe(200);
    await latestMail(customer.email);
  });

  it('adds a column, a filter and a row action to the Outbox, previews and publishes them, and uses all three', async () => {
    const { page } = t;
    await signIn(page, admin.email, 'demo', admin.password);
    await page.waitForURL('**/admin/accounts');
    try {
      await publishLayout(page, composedOutbox);
      // Previewed: the screen the change touches.
      const preview = page.getByLabel('Layout preview');
      await preview.getByText('Screens this change touches').waitFor();
      await preview.getByText('Outbox', { exact: true }).waitFor();
      await screenshot(page, 'manage-configs-table-preview');
      await page.getByRole('button', { name: 'Publish' }).click();
      await toast(page, 'Published successfully as version').first().waitFor();

      await page.goto(portalUrl('/admin/outbox'));
      await page.getByRole('heading', { name: 'Outbox' }).waitFor();
      // (a) the column.
      await page.getByRole('columnheader', { name: 'Sent From' }).waitFor();
      // (b) the filter: typing a recipient asks listOutbox for that recipient only.
      const filtered = page.waitForResponse((r) => r.url().includes('/outbox?') && new URL(r.url()).searchParams.get('to') === customer.email);
      await page.getByRole('textbox', { name: 'Recipient', exact: true }).fill(customer.email);
      expect((await filtered).status()).toBe(200);
      await expect.poll(() => tableRows(page)).toHaveLength(1);
      const mail = await latestMail(customer.email);
      expect((await tableRows(page))[0]).toContain(mail.from);
      expect.soft(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'manage-configs-table-composed');

      // (c) the row action: its form starts from the row, the operation is called with the answers.
      // A header action opens another screen.
      expect(await page.locator('.screen__tools').getByRole('link', { name: 'Text Outbox' }).getAttribute('href')).toBe('/admin/text-outbox');
      // It asks first (the one danger question, worded by the layout), then takes its form.
      await page.getByRole('button', { name: `Send reset link to ${customer.email}` }).click();
      const question = page.getByRole('dialog').filter({ hasText: 'Please confirm' });
      await question.getByText(`Mail ${customer.email} a new password-reset link?`).waitFor();
      await question.getByRole('button', { name: 'Send reset link' }).click();
      const dialog = page.getByRole('dialog').filter({ has: page.getByLabel('Email') });
      expect(await dialog.getByLabel('Email').inputValue()).toBe(customer.email);
      const sent = page.waitForResponse((r) => r.url().endsWith('/forgot-password') && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      const response = await sent;
      expect(response.status()).toBe(200);
      expect(response.request().postDataJSON()).toEqual({ email: customer.email });
      await toast(page, 'Reset link sent.').waitFor();
      // The list reads again: the new mail is there.
      await expect.poll(() => tableRows(page)).toHaveLength(2);
      await page.setViewportSize({ width: 390, height: 844 });
      expect.soft(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
    } finally {
      // The built-in Outbox again, for the other tests of this tenant.
      await publishLayout(page, {});
      await page.getByRole('button', { name: 'Publish' }).click();
      await toast(page, 'Published successfully as version').last().waitFor();
    }
    await page.goto(portalUrl('/admin/outbox'));
    await page.getByRole('heading', { name: 'Outbox' }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Sent From' }).count()).toBe(0);
  });
});
