import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  apiUrl,
  launchChromium,
  newPage,
  noChromium,
  portalUrl,
  screenshot,
  signIn,
  storedUserKey,
  tableRows,
  users,
} from './support/portal';

describe.skipIf(noChromium)('session', () => {
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

  it("times out after 60 minutes without a call: alerts 'Your session has timed out' and shows /login", async () => {
    await page.clock.install();
    await signIn(page, users.customer);
    await page.waitForURL('**/accounts');
    await expect.poll(() => tableRows(page)).toHaveLength(2);

    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.clock.fastForward('59:00');
    expect(alerts).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/accounts');

    await page.clock.fastForward('01:01');
    await expect.poll(() => alerts).toEqual(['Your session has timed out']);
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => sessionStorage.getItem('userInfo'))).toBeNull();
    await page.getByRole('heading', { name: 'Login to your Account' }).waitFor();
  });

  it('restarts the 60 minutes on every successful call', async () => {
    await page.clock.install();
    await signIn(page, users.admin);
    await page.waitForURL('**/admin/accounts');
    await expect.poll(() => tableRows(page)).toHaveLength(10);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });

    await page.clock.fastForward('50:00');
    const nextPage = page.waitForResponse((r) => r.url().includes('/accounts/find') && r.url().includes('page=1'));
    await page.getByRole('button', { name: 'Next Page' }).click();
    expect((await nextPage).ok()).toBe(true);
    await page.clock.fastForward('50:00'); // 100 minutes since login, 50 since the last call
    expect(alerts).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/admin/accounts');

    await page.clock.fastForward('10:01');
    await expect.poll(() => alerts).toEqual(['Your session has timed out']);
    await page.waitForURL('**/login');
  });

  it('restores the session from sessionStorage on reload', async () => {
    await signIn(page, users.customer);
    await page.waitForURL('**/accounts');
    await page.reload();
    await page.getByRole('heading', { name: 'Your Accounts' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/accounts');
    await expect.poll(() => tableRows(page)).toHaveLength(2);
  });

  it("shows the 'LOGIN AS' banner while the session user info says it is impersonating", async () => {
    await signIn(page, users.customer);
    await page.waitForURL('**/accounts');
    expect(await page.getByText('LOGIN AS').count()).toBe(0);
    // Login-as is not served yet; mark the stored session the way it will, and reload.
    await page.evaluate(() => {
      const info = JSON.parse(sessionStorage.getItem('userInfo') ?? '{}') as Record<string, unknown>;
      sessionStorage.setItem('userInfo', JSON.stringify({ ...info, impersonating: true }));
    });
    await page.reload();
    const banner = page.getByRole('status').filter({ hasText: 'LOGIN AS' });
    await banner.waitFor();
    await expect.poll(() => tableRows(page)).toHaveLength(2);
    await screenshot(page, 'login-as-banner');
  });

  it('logs out to /login, and the old session key stops working', async () => {
    await signIn(page, users.customer);
    await page.waitForURL('**/accounts');
    const key = await storedUserKey(page);
    expect(key).toBeTruthy();
    const before = await fetch(apiUrl('/accounts/for-user'), { headers: { 'user-key': key ?? '' } });
    expect(before.status).toBe(200);

    await page.evaluate(() => sessionStorage.setItem('adminInfo', '{"kept":true}'));
    const logout = page.waitForResponse((r) => r.url().endsWith('/logout'));
    await page.getByRole('button', { name: 'Logout' }).click();
    expect((await logout).ok()).toBe(true);
    await page.waitForURL('**/login');

    expect(await page.evaluate(() => sessionStorage.getItem('userInfo'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('adminInfo'))).toBe('{"kept":true}');
    const after = await fetch(apiUrl('/accounts/for-user'), { headers: { 'user-key': key ?? '' } });
    expect(after.status).toBe(401);

    // And the protected screen is closed again.
    await page.goto(portalUrl('/accounts'));
    await page.waitForURL('**/login');
  });
});
