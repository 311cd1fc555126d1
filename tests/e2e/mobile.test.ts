import { describe, expect, it } from 'vitest';
import { noChromium, pagePerTest, screenshot, signIn, tableRows, users } from './support/portal';

describe.skipIf(noChromium)('header on a narrow screen', () => {
  const t = pagePerTest({ viewport: { width: 800, height: 900 } });

  it('folds the menu behind a toggle at 800px wide', async () => {
    await signIn(t.page, users.admin);
    await t.page.waitForURL('**/admin/accounts');
    await expect.poll(() => tableRows(t.page)).toHaveLength(10);
    const toggle = t.page.getByRole('button', { name: 'Menu' });
    const menuLink = t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Accounts' });
    const logout = t.page.getByRole('button', { name: 'Logout' });

    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menuLink.isVisible()).toBe(false);
    expect(await logout.isVisible()).toBe(false);
    await screenshot(t.page, 'mobile-menu-closed');

    await toggle.click();
    await menuLink.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await logout.isVisible()).toBe(true);
    await screenshot(t.page, 'mobile-menu-open');

    // Following a menu entry folds the menu again.
    await menuLink.click();
    await menuLink.waitFor({ state: 'hidden' });
  });

  it('shows the menu without a toggle on a wide screen', async () => {
    await t.page.setViewportSize({ width: 1200, height: 800 });
    await signIn(t.page, users.admin);
    await t.page.waitForURL('**/admin/accounts');
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Accounts' }).waitFor();
    expect(await t.page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
  });
});
