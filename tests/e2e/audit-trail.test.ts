/**
 * The audit trail and clear caches in Chromium (issue 14 items 8 and 9): an admin filters the
 * Change Log down to one user's writes, opens the update and reads its before/after diff; the
 * admin's "Clear caches" empties the server's and the browser's caches and says so.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createUser, type NewUser, type User } from './support/api';
import { noChromium, pagePerTest, screenshot, signIn, tableRows, toast } from './support/portal';

describe.skipIf(noChromium)('change log', () => {
  const t = pagePerTest();
  let admin: NewUser;
  let subject: NewUser;
  beforeAll(async () => {
    admin = await createUser('audit-admin', 'Admin');
    subject = await createUser('audit-subject');
    // A write the trail keeps: the demo admin renames the subject (through the API).
    const { status } = await api<User>('POST', `/users/${subject.user_id}`, { body: { first_name: 'Audited' } });
    expect(status).toBe(200);
  });

  it('filters by target and operation, and opens an entry with its before and after', async () => {
    await signIn(t.page, admin.email, 'demo', admin.password);
    await t.page.waitForURL('**/admin/accounts');
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Change Log', exact: true }).click();
    await t.page.waitForURL('**/admin/change-log');
    await t.page.getByRole('heading', { name: 'Change Log' }).waitFor();

    const filtered = t.page.waitForResponse((r) => r.url().includes('/change-log') && new URL(r.url()).searchParams.get('target') === `user:${subject.user_id}`);
    await t.page.getByLabel('Target').fill(`user:${subject.user_id}`);
    expect((await filtered).status()).toBe(200);
    await expect.poll(() => tableRows(t.page)).toHaveLength(2); // createUser, updateUser
    const rows = await tableRows(t.page);
    expect(rows[0]).toContain('updateUser');
    expect(rows[1]).toContain('createUser');

    const byOperation = t.page.waitForResponse((r) => r.url().includes('/change-log') && new URL(r.url()).searchParams.get('operation') === 'updateUser');
    await t.page.getByLabel('Operation').fill('updateUser');
    await byOperation;
    await expect.poll(() => tableRows(t.page)).toHaveLength(1);
    await screenshot(t.page, 'change-log-filtered');

    await t.page.getByRole('button', { name: new RegExp(`^Open change \\d+: updateUser user:${subject.user_id}$`) }).click();
    const dialog = t.page.getByRole('dialog');
    await dialog.getByText(`updateUser — user:${subject.user_id}`).waitFor();
    const changes = dialog.getByRole('region', { name: 'Changes' });
    await changes.waitFor();
    // The diff names what changed, old and new side by side; the password never appears.
    expect(await changes.innerText()).toContain('first_name');
    expect(await changes.innerText()).toContain('Audited');
    expect(await changes.innerText()).toContain('Ellis');
    expect(await dialog.innerText()).not.toContain('E2e-password-1');
    await screenshot(t.page, 'change-log-entry');
  });

  it("clears the caches from the admin's menu and says so", async () => {
    await signIn(t.page, admin.email, 'demo', admin.password);
    await t.page.waitForURL('**/admin/accounts');
    const cleared = t.page.waitForResponse((r) => r.url().endsWith('/api/clearCaches'));
    await t.page.getByRole('button', { name: 'Clear caches' }).click();
    const response = await cleared;
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ tenant: 'demo' });
    await toast(t.page, 'Caches cleared.').waitFor();
    await screenshot(t.page, 'caches-cleared');
  });
});
