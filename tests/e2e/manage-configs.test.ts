import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type NewUser } from './support/api';
import { noChromium, pagePerTest, screenshot, signIn, tableRows } from './support/portal';

describe.skipIf(noChromium)('manage configs', () => {
  const t = pagePerTest();
  let admin: NewUser;
  beforeAll(async () => {
    admin = await createUser('configs-admin', 'Admin');
  });

  it("lists the tenant's configuration documents, and a document's versions", async () => {
    await signIn(t.page, admin.email, 'demo', admin.password);
    await t.page.waitForURL('**/admin/accounts');
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Manage Configs', exact: true }).click();
    await t.page.waitForURL('**/admin/accounts/manage-configs');
    await expect.poll(async () => (await tableRows(t.page)).some((row) => row.startsWith('form.contact'))).toBe(true);
    await t.page.getByRole('link', { name: 'form.contact', exact: true }).click();
    await t.page.waitForURL('**/admin/accounts/manage-configs/form.contact');
    await t.page.getByRole('heading', { name: 'Versions of form.contact' }).waitFor();
    await expect.poll(async () => (await tableRows(t.page)).length).toBeGreaterThan(0);
    expect((await tableRows(t.page))[0]).toMatch(/^\d+\s+(Folder|Publish|Rollback)/);
    await screenshot(t.page, 'manage-configs-versions');
  });
});
