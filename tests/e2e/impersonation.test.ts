import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { components } from '../../openapi/generated/tenant-api';
import { api, createUser, type NewUser } from './support/api';
import { noChromium, pagePerTest, screenshot, signIn, storedUserKey, tableRows, toast, users } from './support/portal';

type Account = components['schemas']['Account'];
type AuditEntryPage = components['schemas']['AuditEntryPage'];

const stored = (page: Page) =>
  page.evaluate(() => ({
    adminInfo: sessionStorage.getItem('adminInfo'),
    lastRoute: localStorage.getItem('lastRoute'),
    userInfo: JSON.parse(sessionStorage.getItem('userInfo') ?? 'null') as { user_key: string; role: string; impersonating: boolean } | null,
  }));

describe.skipIf(noChromium)('login as a customer', () => {
  const t = pagePerTest();
  let admin: NewUser;
  beforeAll(async () => {
    admin = await createUser('impersonator', 'Admin');
  });
  beforeEach(async () => {
    await signIn(t.page, admin.email, 'demo', admin.password);
    await t.page.waitForURL('**/admin/accounts');
  });

  /** From the users list, 'Login As' the demo customer; resolves on their accounts screen. */
  async function loginAsCustomer(): Promise<void> {
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users', exact: true }).click();
    await t.page.waitForURL('**/admin/users');
    const searched = t.page.waitForResponse((r) => r.url().includes('/users?') && r.url().includes('search='));
    await t.page.getByRole('searchbox', { name: 'Search users' }).fill(users.customer);
    await searched;
    const loggedIn = t.page.waitForResponse((r) => r.url().includes('/login-as?user_id='));
    await t.page.getByRole('button', { name: `Login As ${users.customer}` }).click();
    expect((await loggedIn).status()).toBe(200);
    await t.page.waitForURL('**/accounts');
  }

  it("shows the customer's accounts under the 'LOGIN AS' banner, and 'View my account' returns to the screen the admin was on", async () => {
    const adminKey = await storedUserKey(t.page);
    await loginAsCustomer();

    const banner = t.page.getByRole('status').filter({ hasText: 'LOGIN AS' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'View my account' }).waitFor();

    // The session is the customer's now, marked as impersonation; the admin's is kept aside.
    const during = await stored(t.page);
    expect(during.userInfo).toMatchObject({ role: 'User', impersonating: true });
    expect(during.userInfo?.user_key).not.toBe(adminKey);
    expect(JSON.parse(during.adminInfo ?? '{}')).toMatchObject({ user_key: adminKey, role: 'Admin' });
    // The users list keeps its search in the address, so the admin comes back to the same rows.
    expect(during.lastRoute).toBe(`/admin/users?q=${encodeURIComponent(users.customer)}`);

    // The customer's accounts, as the API gives them to the impersonation session.
    const impersonationKey = during.userInfo?.user_key ?? '';
    const accounts = await api<Account[]>('GET', '/accounts/for-user', { key: impersonationKey });
    expect(accounts.status).toBe(200);
    expect(accounts.data.length).toBeGreaterThan(0);
    await expect.poll(() => tableRows(t.page)).toHaveLength(accounts.data.length);
    const rows = await tableRows(t.page);
    for (const { account_id } of accounts.data) expect(rows.some((row) => row.includes(account_id))).toBe(true);
    // The customer's menu, not the staff one.
    const menu = t.page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Profile', exact: true }).waitFor();
    expect(await menu.getByRole('link', { name: 'Users', exact: true }).count()).toBe(0);
    await screenshot(t.page, 'login-as-customer');

    // A reload keeps both the impersonation and the way back.
    await t.page.reload();
    await banner.getByRole('button', { name: 'View my account' }).waitFor();
    await expect.poll(() => tableRows(t.page)).toHaveLength(accounts.data.length);

    const loggedOut = t.page.waitForResponse((r) => r.url().endsWith('/logout'));
    await banner.getByRole('button', { name: 'View my account' }).click();
    expect((await loggedOut).request().headers()['user-key']).toBe(impersonationKey);
    await t.page.waitForURL('**/admin/users?q=*');
    expect(await t.page.getByRole('searchbox', { name: 'Search users' }).inputValue()).toBe(users.customer);
    await t.page.getByRole('heading', { name: 'Users' }).waitFor();
    expect(await t.page.getByText('LOGIN AS', { exact: true }).count()).toBe(0);

    const after = await stored(t.page);
    expect(after.userInfo).toMatchObject({ user_key: adminKey, role: 'Admin' });
    expect(after.adminInfo).toBeNull();
    expect(after.lastRoute).toBeNull();
    // The impersonation session is over; the admin's own still works.
    expect((await api('GET', '/accounts/for-user', { key: impersonationKey })).status).toBe(401);
    expect((await api('GET', '/users/permissions', { key: adminKey })).status).toBe(200);
    await screenshot(t.page, 'login-as-returned');
  });

  it('records what the admin changes as the customer in the audit log, with both identities', async () => {
    await loginAsCustomer();
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Profile', exact: true }).click();
    await t.page.getByRole('heading', { name: 'Your Profile' }).waitFor();
    await expect.poll(() => t.page.getByLabel('First Name', { exact: true }).inputValue()).not.toBe('');
    const saved = t.page.waitForResponse((r) => r.url().endsWith('/user/profile') && r.request().method() === 'POST');
    await t.page.getByRole('button', { name: 'Submit' }).click();
    expect((await saved).status()).toBe(200);
    await toast(t.page, 'Profile updated successfully!').waitFor();

    await t.page.getByRole('button', { name: 'View my account' }).click();
    await t.page.waitForURL('**/admin/users?q=*');
    const logged = t.page.waitForResponse((r) => r.url().includes('/audit-log?'));
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Audit Log', exact: true }).click();
    const entries = ((await (await logged).json()) as AuditEntryPage).content;
    const entry = entries.find((e) => e.actor_email === admin.email && e.operation_id === 'updateProfile');
    expect(entry).toMatchObject({ subject_email: users.customer, method: 'POST' });
    await expect.poll(async () => (await tableRows(t.page)).some((row) => row.includes(admin.email) && row.includes('updateProfile'))).toBe(true);
    await screenshot(t.page, 'audit-log');
  });

  it('says why when the server refuses: no login as a staff user', async () => {
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users', exact: true }).click();
    const searched = t.page.waitForResponse((r) => r.url().includes('/users?') && r.url().includes('search='));
    await t.page.getByRole('searchbox', { name: 'Search users' }).fill(users.staff);
    await searched;
    const refused = t.page.waitForResponse((r) => r.url().includes('/login-as?user_id='));
    await t.page.getByRole('button', { name: `Login As ${users.staff}` }).click();
    const refusal = await refused;
    expect(refusal.status()).toBe(403);
    const { detail } = (await refusal.json()) as { detail: string };
    await toast(t.page, `(403) ${detail}`).waitFor();
    expect(new URL(t.page.url()).pathname).toBe('/admin/users');
    expect((await stored(t.page)).adminInfo).toBeNull();
  });
});
