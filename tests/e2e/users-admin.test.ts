import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import type { components } from '../../openapi/generated/tenant-api';
import { api, createUser, latestMail, portalLink, uniqueEmail, type NewUser } from './support/api';
import { axeViolations } from './support/axe';
import { noChromium, pagePerTest, screenshot, sidewaysOverflow, signIn, tableRows, toast, users } from './support/portal';

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
  const t = pagePerTest();
  let admin: NewUser;
  beforeAll(async () => {
    admin = await createUser('users-admin', 'Admin');
  });
  beforeEach(async () => {
    await signIn(t.page, admin.email, 'demo', admin.password);
    await t.page.waitForURL('**/admin/accounts');
  });

  /** Types in the users list's search box and waits for the server's answer to it. */
  async function search(text: string): Promise<void> {
    const answered = t.page.waitForResponse(listed((q) => q.get('search') === text));
    await t.page.getByRole('searchbox', { name: 'Search users' }).fill(text);
    await answered;
  }

  it("creates a user, whose row offers 'Confirm User' until confirmed and 'Login As' after; Admin rows offer neither", async () => {
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users', exact: true }).click();
    await t.page.waitForURL('**/admin/users');
    await search(users.admin);
    await expect.poll(() => tableRows(t.page)).toHaveLength(1);
    expect(await t.page.getByRole('button', { name: `Edit ${users.admin}` }).count()).toBe(1);
    expect(await t.page.getByRole('button', { name: `Login As ${users.admin}` }).count()).toBe(0);
    expect(await t.page.getByRole('button', { name: `Confirm User ${users.admin}` }).count()).toBe(0);

    // Create, with the role from GET /roles.
    const email = uniqueEmail('created');
    await t.page.getByRole('link', { name: 'Create User' }).click();
    await t.page.waitForURL('**/admin/users/create');
    await t.page.getByLabel('Email', { exact: true }).fill(email);
    await t.page.getByLabel('First Name', { exact: true }).fill('Casey');
    await t.page.getByLabel('Last Name', { exact: true }).fill('Created');
    await t.page.locator('[id="root_role"]').click();
    await t.page.getByRole('option', { name: 'User', exact: true }).click();
    await t.page.getByLabel('Cell Phone', { exact: true }).fill('8025550111');
    await screenshot(t.page, 'user-create');
    const created = t.page.waitForResponse((r) => r.url().endsWith('/users') && r.request().method() === 'POST');
    await t.page.getByRole('button', { name: 'Create User' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ email, role: 'User', cell_phone: '802-555-0111' });
    await toast(t.page, 'User created successfully!').waitFor();
    await t.page.waitForURL('**/admin/users');

    await search(email);
    await t.page.getByRole('button', { name: `Confirm User ${email}` }).waitFor();
    expect(await t.page.getByRole('button', { name: `Login As ${email}` }).count()).toBe(0);
    await screenshot(t.page, 'users-unconfirmed');

    const confirmed = t.page.waitForResponse((r) => r.url().includes('/confirm-user/'));
    await t.page.getByRole('button', { name: `Confirm User ${email}` }).click();
    expect((await confirmed).status()).toBe(200);
    await toast(t.page, 'User confirmed!').waitFor();
    await t.page.getByRole('button', { name: `Login As ${email}` }).waitFor();
    expect(await t.page.getByRole('button', { name: `Confirm User ${email}` }).count()).toBe(0);
    expect((await findUser(email))?.confirmed).toBe(true);
    await screenshot(t.page, 'users-confirmed');

    // The same email again: the server refuses and the screen appends the spec's hint.
    await t.page.getByRole('link', { name: 'Create User' }).click();
    await t.page.getByLabel('Email', { exact: true }).fill(email);
    await t.page.getByLabel('First Name', { exact: true }).fill('Casey');
    await t.page.getByLabel('Last Name', { exact: true }).fill('Again');
    await t.page.locator('[id="root_role"]').click();
    await t.page.getByRole('option', { name: 'User', exact: true }).click();
    const refused = t.page.waitForResponse((r) => r.url().endsWith('/users') && r.request().method() === 'POST');
    await t.page.getByRole('button', { name: 'Create User' }).click();
    const refusal = await refused;
    expect(refusal.ok()).toBe(false);
    const { detail } = (await refusal.json()) as { detail: string };
    await toast(t.page, `(${refusal.status()}) ${detail} User may already exist. Please verify the data`).waitFor();
    expect(new URL(t.page.url()).pathname).toBe('/admin/users/create');
  });

  it('edits a user and deletes one by email after a confirmation', async () => {
    const someone = await createUser('editable');
    await t.page.goto(t.page.url().replace('/admin/accounts', '/admin/users/list'));
    await search(someone.email);
    await t.page.getByRole('button', { name: `Edit ${someone.email}` }).click();
    await t.page.waitForURL(`**/admin/users/${encodeURIComponent(someone.email)}/edit`);
    const lastName = t.page.getByLabel('Last Name', { exact: true });
    await expect.poll(() => lastName.inputValue()).toBe(someone.last_name);
    await lastName.fill('Edited');
    const updated = t.page.waitForResponse((r) => r.url().endsWith(`/users/${someone.user_id}`) && r.request().method() === 'POST');
    await t.page.getByRole('button', { name: 'Save' }).click();
    expect((await updated).status()).toBe(200);
    await toast(t.page, 'User updated successfully!').waitFor();
    expect((await findUser(someone.email))?.last_name).toBe('Edited');

    await t.page.waitForURL('**/admin/users');
    await search(someone.email);
    // Sign Out Everywhere asks first, then ends the user's sessions (DELETE /users/{email}/sessions).
    await t.page.getByRole('button', { name: `Sign Out Everywhere ${someone.email}` }).click();
    const question = t.page.getByRole('dialog', { name: 'Please confirm' });
    await question.getByText(`Sign ${someone.email} out on every device?`).waitFor();
    const signedOut = t.page.waitForResponse((r) => r.request().method() === 'DELETE' && new URL(r.url()).pathname.endsWith(`/users/${encodeURIComponent(someone.email)}/sessions`));
    await question.getByRole('button', { name: 'Sign Out Everywhere' }).click();
    expect((await signedOut).status()).toBe(204);
    await toast(t.page, `${someone.email} is signed out everywhere.`).waitFor();
    await question.waitFor({ state: 'hidden' });

    // Send Password Reset asks first (its words are the layout entry's), then mails Forgot Password's
    // email (POST /users/{email}/password-reset) and says the spec's "Email sent successfully!".
    await t.page.getByRole('button', { name: `Send Password Reset ${someone.email}` }).click();
    const resetQuestion = t.page.getByRole('dialog', { name: 'Please confirm' });
    await resetQuestion.getByText(`Send ${someone.email} an email with a link to choose a new password?`).waitFor();
    // The dialog itself: the modal mask dims what is behind it (the last toast) on purpose.
    expect(await axeViolations(t.page, '.p-dialog')).toEqual([]);
    await screenshot(t.page, 'users-send-password-reset');
    const resetSent = t.page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith(`/users/${encodeURIComponent(someone.email)}/password-reset`));
    await resetQuestion.getByRole('button', { name: 'Send Password Reset' }).click();
    expect((await resetSent).status()).toBe(202);
    await toast(t.page, 'Email sent successfully!').waitFor();
    await resetQuestion.waitFor({ state: 'hidden' });
    const mail = await latestMail(someone.email);
    expect(mail.subject).toMatch(/^Reset your .+ password$/);
    expect(portalLink(mail, '/password-reset/complete').searchParams.get('user_key')).toBeTruthy();
    // On a phone the row's six actions wrap in its card: nothing sticks out sideways.
    await t.page.setViewportSize({ width: 390, height: 844 });
    await t.page.getByRole('button', { name: `Send Password Reset ${someone.email}` }).waitFor();
    expect(await sidewaysOverflow(t.page)).toEqual({ overflow: 0, scrollers: [] });
    expect(await axeViolations(t.page)).toEqual([]);
    await screenshot(t.page, 'users-send-password-reset-390');
    await t.page.setViewportSize({ width: 1280, height: 800 });

    await t.page.getByRole('button', { name: `Delete ${someone.email}` }).click();
    const dialog = t.page.getByRole('dialog');
    await dialog.getByText(`Delete the user ${someone.email}?`).waitFor();
    await screenshot(t.page, 'users-delete-confirm');
    const deleted = t.page.waitForResponse((r) => r.request().method() === 'DELETE');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const deletion = await deleted;
    expect(deletion.ok()).toBe(true);
    expect(new URL(deletion.url()).pathname.endsWith(`/users/${encodeURIComponent(someone.email)}`)).toBe(true);
    await toast(t.page, 'User deleted successfully!').waitFor();
    await expect.poll(() => tableRows(t.page)).toHaveLength(0);
    await t.page.getByText('No Data Found!').waitFor();
    expect(await findUser(someone.email)).toBeUndefined();
  });

  it('filters by role and sorts on the server; the accounts area has its own list and create screen', async () => {
    await t.page.goto(t.page.url().replace('/admin/accounts', '/admin/accounts/users'));
    await t.page.getByRole('heading', { name: 'Account Users' }).waitFor();
    const adminsOnly = t.page.waitForResponse(listed((q) => q.get('roles') === 'Admin'));
    // One role filter (its dropdown's hidden select carries the label too, for screen readers).
    expect(await t.page.locator('.table-filter', { hasText: 'Role' }).count()).toBe(1);
    await t.page.locator('.table-filter', { hasText: 'Role' }).locator('.p-dropdown').click();
    await t.page.getByRole('option', { name: 'Admin', exact: true }).click();
    const body = (await (await adminsOnly).json()) as UserPage;
    expect(body.content.length).toBeGreaterThan(0);
    expect(body.content.every((user) => user.role === 'Admin')).toBe(true);
    await expect.poll(async () => (await tableRows(t.page)).length).toBe(body.content.length);

    // Wait for each answer from before the click that asks for it, or a fast answer is missed.
    const ascending = t.page.waitForResponse(listed((q) => q.get('sort') === 'email' && q.get('order') === 'asc'));
    await t.page.getByRole('columnheader', { name: 'Email' }).click();
    await ascending;
    const sorted = t.page.waitForResponse(listed((q) => q.get('sort') === 'email' && q.get('order') === 'desc'));
    await t.page.getByRole('columnheader', { name: 'Email' }).click();
    const emails = ((await (await sorted).json()) as UserPage).content.map((user) => user.email);
    expect(emails).toEqual([...emails].sort().reverse());

    await t.page.getByRole('link', { name: 'Create User' }).click();
    await t.page.waitForURL('**/admin/accounts/users/create');
  });
});
