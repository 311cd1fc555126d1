import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newPage, noChromium, screenshot, signIn, tableRows, users } from './support/portal';

describe.skipIf(noChromium)('header on a narrow screen', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    page = await newPage(browser, { viewport: { width: 800, height: 900 } });
  });
  afterEach(async () => {
    await page?.context().close();
  });

  it('folds the menu behind a toggle at 800px wide', async () => {
    await signIn(page, users.admin);
    await page.waitForURL('**/admin/accounts');
    await expect.poll(() => tableRows(page)).toHaveLength(10);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menuLink = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Accounts' });
    const logout = page.getByRole('button', { name: 'Logout' });

    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menuLink.isVisible()).toBe(false);
    expect(await logout.isVisible()).toBe(false);
    await screenshot(page, 'mobile-menu-closed');

    await toggle.click();
    await menuLink.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await logout.isVisible()).toBe(true);
    await screenshot(page, 'mobile-menu-open');

    // Following a menu entry folds the menu again.
    await menuLink.click();
    await menuLink.waitFor({ state: 'hidden' });
  });

  it('shows the menu without a toggle on a wide screen', async () => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await signIn(page, users.admin);
    await page.waitForURL('**/admin/accounts');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Accounts' }).waitFor();
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
  });
});
