import { describe, expect, it } from 'vitest';
import { apiUrl, logIn, noChromium, pagePerTest, portalUrl, screenshot, sidewaysOverflow, signIn, storedUserKey, tableRows, users } from './support/portal';
import { axeViolations } from './support/axe';

describe.skipIf(noChromium)('login', () => {
  const t = pagePerTest();

  it('takes a customer to /accounts, listing each of their accounts', async () => {
    await signIn(t.page, users.customer);
    await t.page.waitForURL('**/accounts');
    await t.page.getByRole('heading', { name: 'Your Accounts' }).waitFor();

    // The API is the witness of which accounts the customer has.
    const key = await storedUserKey(t.page);
    const answer = await fetch(apiUrl('/accounts/for-user'), { headers: { 'user-key': key ?? '' } });
    const accounts = (await answer.json()) as { account_id: string }[];
    expect(accounts).toHaveLength(2);

    await expect.poll(() => tableRows(t.page)).toHaveLength(2);
    const rows = await tableRows(t.page);
    for (const { account_id } of accounts) expect(rows.some((row) => row.includes(account_id))).toBe(true);
    expect(rows.join('\n')).toMatch(/\$[\d,]+\.\d{2}/); // balances are formatted as money
    await screenshot(t.page, 'customer-accounts');

    // On a phone each account is a card with its Amount Due in view; nothing scrolls sideways.
    await t.page.setViewportSize({ width: 390, height: 844 });
    const amountDue = t.page.locator('main td').filter({ hasText: 'Amount Due' }).first();
    await amountDue.waitFor();
    const box = await amountDue.boundingBox();
    expect(box && box.x + box.width <= 390).toBe(true);
    expect(await sidewaysOverflow(t.page)).toEqual({ overflow: 0, scrollers: [] });
    await screenshot(t.page, 'customer-accounts-390');
    expect(await axeViolations(t.page)).toEqual([]);
  });

  it('takes an admin to /admin/accounts with a first t.page of accounts and a pager', async () => {
    await signIn(t.page, users.admin);
    await t.page.waitForURL('**/admin/accounts');
    await t.page.getByRole('heading', { name: 'Accounts' }).waitFor();
    await expect.poll(() => tableRows(t.page)).toHaveLength(10);
    const firstPage = await tableRows(t.page);

    const next = t.page.getByRole('button', { name: 'Next Page' });
    await next.waitFor();
    await screenshot(t.page, 'admin-accounts');

    // The pager asks the server for the next t.page.
    const pageTwo = t.page.waitForResponse((r) => r.url().includes('/accounts/find') && r.url().includes('page=1'));
    await next.click();
    expect((await pageTwo).status()).toBe(200);
    await expect.poll(async () => (await tableRows(t.page))[0]).not.toBe(firstPage[0]);
  });

  it("shows the server's reason when the password is wrong", async () => {
    await t.page.goto(portalUrl('/login'));
    const answer = t.page.waitForResponse((r) => r.url().endsWith('/login') && r.request().method() === 'POST');
    await logIn(t.page, users.customer, 'not-the-password');
    const response = await answer;
    expect(response.status()).toBe(401);
    const { detail } = (await response.json()) as { detail: string };
    expect(detail).toBeTruthy();

    const alert = t.page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain(detail);
    expect(t.page.url()).toBe(portalUrl('/login'));
    await screenshot(t.page, 'login-wrong-password');
  });

  it("keeps Log In disabled until both fields are filled and says 'Value missing' on an empty submit", async () => {
    await t.page.goto(portalUrl('/login'));
    await t.page.getByRole('heading', { name: 'Login to your Account' }).waitFor();
    const logInButton = t.page.getByRole('button', { name: 'Log In' });
    expect(await logInButton.isDisabled()).toBe(true);
    expect(await t.page.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe('/forget-password');
    await screenshot(t.page, 'login');

    // Enter in the empty form submits it anyway, and both fields are missing.
    await t.page.getByLabel('Username', { exact: true }).press('Enter');
    await expect.poll(() => t.page.getByText('Value missing').count()).toBe(2);
    await screenshot(t.page, 'login-value-missing');

    await t.page.getByLabel('Username', { exact: true }).fill(users.customer);
    expect(await logInButton.isDisabled()).toBe(true);
    await expect.poll(() => t.page.getByText('Value missing').count()).toBe(1);

    await t.page.getByLabel('Password', { exact: true }).fill('something');
    expect(await logInButton.isEnabled()).toBe(true);
    await expect.poll(() => t.page.getByText('Value missing').count()).toBe(0);
  });

  it('lets the password be shown and hidden', async () => {
    await t.page.goto(portalUrl('/login'));
    // The switch is the scripts' (a click on the page the server drew, before they hydrate it, does nothing).
    await t.page.locator('form.light-form[data-hydrated]').waitFor();
    const password = t.page.getByLabel('Password', { exact: true });
    await password.fill('secret-word');
    expect(await password.getAttribute('type')).toBe('password');
    await t.page.getByRole('switch', { name: 'Show Password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await t.page.getByRole('switch', { name: 'Hide Password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
  });
});
