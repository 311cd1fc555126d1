import { describe, expect, it } from 'vitest';
import type { NewUser } from './support/api';
import { demoAccountHolder, signInCustomer } from './support/customer';
import { apiUrl, logIn, noChromium, pagePerTest, portalUrl, screenshot, signIn, storedUserKey, tableRows, users } from './support/portal';

describe.skipIf(noChromium)('session', () => {
  const t = pagePerTest();
  // A customer of this file's own (same accounts as the demo customer): the demo login's throttle is shared by the suite.
  let customer: NewUser | undefined;
  const holder = async () => (customer ??= await demoAccountHolder('session'));

  it("times out after 60 minutes without a call: alerts 'Your session has timed out' and shows /login", async () => {
    await t.page.clock.install();
    await signInCustomer(t.page, await holder());
    await expect.poll(() => tableRows(t.page)).toHaveLength(2);

    const alerts: string[] = [];
    t.page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await t.page.clock.fastForward('59:00');
    expect(alerts).toEqual([]);
    expect(new URL(t.page.url()).pathname).toBe('/accounts');

    await t.page.clock.fastForward('01:01');
    await expect.poll(() => alerts).toEqual(['Your session has timed out']);
    await t.page.waitForURL('**/login');
    expect(await t.page.evaluate(() => sessionStorage.getItem('userInfo'))).toBeNull();
    await t.page.getByRole('heading', { name: 'Login to your Account' }).waitFor();
  });

  it('restarts the 60 minutes on every successful call', async () => {
    await t.page.clock.install();
    await signIn(t.page, users.admin);
    await t.page.waitForURL('**/admin/accounts');
    await expect.poll(() => tableRows(t.page)).toHaveLength(10);
    const alerts: string[] = [];
    t.page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });

    await t.page.clock.fastForward('50:00');
    const firstPage = await tableRows(t.page);
    const nextPage = t.page.waitForResponse((r) => r.url().includes('/accounts/find') && r.url().includes('page=1'));
    await t.page.getByRole('button', { name: 'Next Page' }).click();
    expect((await nextPage).ok()).toBe(true);
    // The rows of page 2 are drawn only after the client took the answer (and restarted the clock).
    await expect.poll(() => tableRows(t.page)).not.toEqual(firstPage);
    await t.page.clock.fastForward('50:00'); // 100 minutes since login, 50 since the last call
    expect(alerts).toEqual([]);
    expect(new URL(t.page.url()).pathname).toBe('/admin/accounts');

    await t.page.clock.fastForward('10:01');
    await expect.poll(() => alerts).toEqual(['Your session has timed out']);
    await t.page.waitForURL('**/login');
  });

  it('returns to the page the session timed out on once the user logs in again', async () => {
    await t.page.clock.install();
    await signIn(t.page, users.admin);
    await t.page.waitForURL('**/admin/accounts');
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Change Log', exact: true }).click();
    await t.page.waitForURL('**/admin/change-log');
    t.page.on('dialog', (dialog) => void dialog.accept());

    await t.page.clock.fastForward('01:00:01');
    await t.page.waitForURL('**/login');
    await logIn(t.page, users.admin);
    await t.page.waitForURL('**/admin/change-log');
    await t.page.getByRole('heading', { name: 'Change Log' }).waitFor();
  });

  it('restores the session from sessionStorage on reload', async () => {
    await signInCustomer(t.page, await holder());
    await t.page.reload();
    await t.page.getByRole('heading', { name: 'Your Accounts' }).waitFor();
    expect(new URL(t.page.url()).pathname).toBe('/accounts');
    await expect.poll(() => tableRows(t.page)).toHaveLength(2);
  });

  it("shows the 'LOGIN AS' banner while the session user info says it is impersonating", async () => {
    await signInCustomer(t.page, await holder());
    expect(await t.page.getByText('LOGIN AS').count()).toBe(0);
    // Login-as is not served yet; mark the stored session the way it will, and reload.
    await t.page.evaluate(() => {
      const info = JSON.parse(sessionStorage.getItem('userInfo') ?? '{}') as Record<string, unknown>;
      sessionStorage.setItem('userInfo', JSON.stringify({ ...info, impersonating: true }));
    });
    await t.page.reload();
    const banner = t.page.getByRole('status').filter({ hasText: 'LOGIN AS' });
    await banner.waitFor();
    await expect.poll(() => tableRows(t.page)).toHaveLength(2);
    await screenshot(t.page, 'login-as-banner');
  });

  it('logs out to /login, and the old session key stops working', async () => {
    await signInCustomer(t.page, await holder());
    const key = await storedUserKey(t.page);
    expect(key).toBeTruthy();
    const before = await fetch(apiUrl('/accounts/for-user'), { headers: { 'user-key': key ?? '' } });
    expect(before.status).toBe(200);

    await t.page.evaluate(() => sessionStorage.setItem('adminInfo', '{"kept":true}'));
    const logout = t.page.waitForResponse((r) => r.url().endsWith('/logout'));
    await t.page.getByRole('button', { name: 'Logout' }).click();
    expect((await logout).ok()).toBe(true);
    await t.page.waitForURL('**/login');

    expect(await t.page.evaluate(() => sessionStorage.getItem('userInfo'))).toBeNull();
    expect(await t.page.evaluate(() => sessionStorage.getItem('adminInfo'))).toBe('{"kept":true}');
    const after = await fetch(apiUrl('/accounts/for-user'), { headers: { 'user-key': key ?? '' } });
    expect(after.status).toBe(401);

    // And the protected screen is closed again.
    await t.page.goto(portalUrl('/accounts'));
    await t.page.waitForURL('**/login');
  });
});
