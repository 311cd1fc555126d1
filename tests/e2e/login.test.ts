import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  apiUrl,
  launchChromium,
  logIn,
  newPage,
  noChromium,
  portalUrl,
  screenshot,
  signIn,
  storedUserKey,
  tableRows,
  users,
} from './support/portal';

describe.skipIf(noChromium)('login', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    page = await newPage(browser);
  });
  afterEach(async () => {
    await page?.context().close();
  });

  it('takes a customer to /accounts, listing each of their accounts', async () => {
    await signIn(page, users.customer);
    await page.waitForURL('**/accounts');
    await page.getByRole('heading', { name: 'Your Accounts' }).waitFor();

    // The API is the witness of which accounts the customer has.
    const key = await storedUserKey(page);
    const answer = await fetch(apiUrl('/accounts/for-user'), { headers: { 'user-key': key ?? '' } });
    const accounts = (await answer.json()) as { account_id: string }[];
    expect(accounts).toHaveLength(2);

    await expect.poll(() => tableRows(page)).toHaveLength(2);
    const rows = await tableRows(page);
    for (const { account_id } of accounts) expect(rows.some((row) => row.includes(account_id))).toBe(true);
    expect(rows.join('\n')).toMatch(/\$[\d,]+\.\d{2}/); // balances are formatted as money
    await screenshot(page, 'customer-accounts');
  });

  it('takes an admin to /admin/accounts with a first page of accounts and a pager', async () => {
    await signIn(page, users.admin);
    await page.waitForURL('**/admin/accounts');
    await page.getByRole('heading', { name: 'Accounts' }).waitFor();
    await expect.poll(() => tableRows(page)).toHaveLength(10);
    const firstPage = await tableRows(page);

    const next = page.getByRole('button', { name: 'Next Page' });
    await next.waitFor();
    await screenshot(page, 'admin-accounts');

    // The pager asks the server for the next page.
    const pageTwo = page.waitForResponse((r) => r.url().includes('/accounts/find') && r.url().includes('page=1'));
    await next.click();
    expect((await pageTwo).status()).toBe(200);
    await expect.poll(async () => (await tableRows(page))[0]).not.toBe(firstPage[0]);
  });

  it("shows the server's reason when the password is wrong", async () => {
    await page.goto(portalUrl('/login'));
    const answer = page.waitForResponse((r) => r.url().endsWith('/login') && r.request().method() === 'POST');
    await logIn(page, users.customer, 'not-the-password');
    const response = await answer;
    expect(response.status()).toBe(401);
    const { detail } = (await response.json()) as { detail: string };
    expect(detail).toBeTruthy();

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain(detail);
    expect(page.url()).toBe(portalUrl('/login'));
    await screenshot(page, 'login-wrong-password');
  });

  it("keeps Log In disabled until both fields are filled and says 'Value missing' on an empty submit", async () => {
    await page.goto(portalUrl('/login'));
    await page.getByRole('heading', { name: 'Login to your Account' }).waitFor();
    const logInButton = page.getByRole('button', { name: 'Log In' });
    expect(await logInButton.isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe('/forget-password');
    await screenshot(page, 'login');

    // Enter in the empty form submits it anyway, and both fields are missing.
    await page.getByLabel('Username', { exact: true }).press('Enter');
    await expect.poll(() => page.getByText('Value missing').count()).toBe(2);
    await screenshot(page, 'login-value-missing');

    await page.getByLabel('Username', { exact: true }).fill(users.customer);
    expect(await logInButton.isDisabled()).toBe(true);
    await expect.poll(() => page.getByText('Value missing').count()).toBe(1);

    await page.getByLabel('Password', { exact: true }).fill('something');
    expect(await logInButton.isEnabled()).toBe(true);
    await expect.poll(() => page.getByText('Value missing').count()).toBe(0);
  });

  it('lets the password be shown and hidden', async () => {
    await page.goto(portalUrl('/login'));
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-word');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('switch', { name: 'Show Password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('switch', { name: 'Hide Password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
  });
});
