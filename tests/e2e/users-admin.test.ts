import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import type { components } from '../../openapi/generated/tenant-api';
import { api, createUser, uniqueEmail, type NewUser } from './support/api';
import { launchChromium, newPage, noChromium, screenshot, signIn, tableRows, toast, users } from './support/portal';

type UserPage = components['schemas']['UserPage'];

const listed = (check: (query: URLSearchParams) => boolean) => (response: Response) => {
  const url = new URL(response.url());
  return url.pathname.endsWith('/users') && response.request().method() === 'GET' && check(url.searchParams);
};

async function findUser(email: string) {
  const { data } = await api<UserPage>('GET', `/users?page=0&size=10&search=${encodeURIComponent(email)}`);
  return data.content.find((user) => user.email === email);
}

describe.skipIf(noChromium)('users admin', () => {
  let browser: Browser;
  let page: Page;
  let admin: NewUser;
  beforeAll(async () => {
    browser = await launchChromium();
    admin = await createUser('users-admin', 'Admin');
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    page = await newPage(browser);
    await signIn(page, admin.email, 'demo', admin.password);
    await page.waitForURL('**/admin/accounts');
  });
  afterEach(async () => {
    await page?.context().close();
  });

  /** Types in the users list's search box and waits for the server's answer to it. */
  async function search(text: string): Promise<void> {
    const answered = page.waitForResponse(listed((q) => q.get('search') === text));
    await page.getByRole('searchbox', { name: 'Search users' }).fill(text);
    await answered;
  }

  it("creates a user, whose row offers 'Confirm User' until confirmed and 'Login As' after; Admin rows offer neither", async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users', exact: true }).click();
    await page.waitForURL('**/admin/users');
    await search(users.admin);
    await expect.poll(() => tableRows(page)).toHaveLength(1);
    expect(await page.getByRole('button', { name: `Edit ${users.admin}` }).count()).toBe(1);
    expect(await page.getByRole('button', { name: `Login As ${users.admin}` }).count()).toBe(0);
    expect(await page.getByRole('button', { name: `Confirm User ${users.admin}` }).count()).toBe(0);

    // Create, with the role from GET /roles.
    const email = uniqueEmail('created');
    await page.getByRole('link', { name: 'Create User' }).click();
    await page.waitForURL('**/admin/users/create');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('First Name', { exact: true }).fill('Casey');
    await page.getByLabel('Last Name', { exact: true }).fill('Created');
    await page.locator('[id="root_role"]').click();
    await page.getByRole('option', { name: 'User', exact: true }).click();
    await page.getByLabel('Cell Phone', { exact: true }).fill('8025550111');
    await screenshot(page, 'user-create');
    const created = page.waitForResponse((r) => r.url().endsWith('/users') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Create User' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ email, role: 'User', cell_phone: '802-555-0111' });
    await toast(page, 'User created successfully!').waitFor();
    await page.waitForURL('**/admin/users');

    await search(email);
    await page.getByRole('button', { name: `Confirm User ${email}` }).waitFor();
    expect(await page.getByRole('button', { name: `Login As ${email}` }).count()).toBe(0);
    await screenshot(page, 'users-unconfirmed');

    const confirmed = page.waitForResponse((r) => r.url().includes('/confirm-user/'));
    await page.getByRole('button', { name: `Confirm User ${email}` }).click();
    expect((await confirmed).status()).toBe(200);
    await toast(page, 'User confirmed!').waitFor();
    await page.getByRole('button', { name: `Login As ${email}` }).waitFor();
    expect(await page.getByRole('button', { name: `Confirm User ${email}` }).count()).toBe(0);
    expect((await findUser(email))?.confirmed).toBe(true);
    await screenshot(page, 'users-confirmed');

    // The same email again: the server refuses and the screen appends the spec's hint.
    await page.getByRole('link', { name: 'Create User' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('First Name', { exact: true }).fill('Casey');
    await page.getByLabel('Last Name', { exact: true }).fill('Again');
    await page.locator('[id="root_role"]').click();
    await page.getByRole('option', { name: 'User', exact: true }).click();
    const refused = page.waitForResponse((r) => r.url().endsWith('/users') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Create User' }).click();
    const refusal = await refused;
    expect(refusal.ok()).toBe(false);
    const { detail } = (await refusal.json()) as { detail: string };
    await toast(page, `(${refusal.status()}) ${detail} User may already exist. Please verify the data`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/users/create');
  });

  it('edits a user and deletes one by email after a confirmation', async () => {
    const someone = await createUser('editable');
    await page.goto(page.url().replace('/admin/accounts', '/admin/users/list'));
    await search(someone.email);
    await page.getByRole('button', { name: `Edit ${someone.email}` }).click();
    await page.waitForURL(`**/admin/users/${encodeURIComponent(someone.email)}/edit`);
    const lastName = page.getByLabel('Last Name', { exact: true });
    await expect.poll(() => lastName.inputValue()).toBe(someone.last_name);
    await lastName.fill('Edited');
    const updated = page.waitForResponse((r) => r.url().endsWith(`/users/${someone.user_id}`) && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await updated).status()).toBe(200);
    await toast(page, 'User updated successfully!').waitFor();
    expect((await findUser(someone.email))?.last_name).toBe('Edited');

    await page.waitForURL('**/admin/users');
    await search(someone.email);
    await page.getByRole('button', { name: `Delete ${someone.email}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Delete the user ${someone.email}?`).waitFor();
    await screenshot(page, 'users-delete-confirm');
    const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const deletion = await deleted;
    expect(deletion.ok()).toBe(true);
    expect(new URL(deletion.url()).pathname.endsWith(`/users/${encodeURIComponent(someone.email)}`)).toBe(true);
    await toast(page, 'User deleted successfully!').waitFor();
    await expect.poll(() => tableRows(page)).toHaveLength(0);
    await page.getByText('No Data Found!').waitFor();
    expect(await findUser(someone.email)).toBeUndefined();
  });

  it('filters by role and sorts on the server; the accounts area has its own list and create screen', async () => {
    await page.goto(page.url().replace('/admin/accounts', '/admin/accounts/users'));
    await page.getByRole('heading', { name: 'Account Users' }).waitFor();
    const adminsOnly = page.waitForResponse(listed((q) => q.get('roles') === 'Admin'));
    expect(await page.getByLabel('Role', { exact: true }).count()).toBe(1);
    await page.locator('.role-filter').click();
    await page.getByRole('option', { name: 'Admin', exact: true }).click();
    const body = (await (await adminsOnly).json()) as UserPage;
    expect(body.content.length).toBeGreaterThan(0);
    expect(body.content.every((user) => user.role === 'Admin')).toBe(true);
    await expect.poll(async () => (await tableRows(page)).length).toBe(body.content.length);

    const sorted = page.waitForResponse(listed((q) => q.get('sort') === 'email' && q.get('order') === 'desc'));
    await page.getByRole('columnheader', { name: 'Email' }).click();
    await page.waitForResponse(listed((q) => q.get('sort') === 'email' && q.get('order') === 'asc'));
    await page.getByRole('columnheader', { name: 'Email' }).click();
    const emails = ((await (await sorted).json()) as UserPage).content.map((user) => user.email);
    expect(emails).toEqual([...emails].sort().reverse());

    await page.getByRole('link', { name: 'Create User' }).click();
    await page.waitForURL('**/admin/accounts/users/create');
  });
});
