import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, noChromium, pagePerTest, portalUrl, screenshot, signIn, users } from './support/portal';
import { demoAccountHolder } from './support/customer';

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe.skipIf(noChromium)('routes from the layout', () => {
  const t = pagePerTest();

  it('sends a visitor from / and from protected screens to /login', async () => {
    await t.page.goto(portalUrl('/'));
    await t.page.waitForURL('**/login');
    await t.page.goto(portalUrl('/admin/accounts'));
    await t.page.waitForURL('**/login');
    expect(pathOf(t.page)).toBe('/login');
  });

  it('returns to a deep link opened while signed out once logged in (issue 22 item 14)', async () => {
    const customer = await demoAccountHolder('deep-link');
    await t.page.goto(portalUrl('/records?from=mail#top'));
    await t.page.waitForURL('**/login');
    await logIn(t.page, customer.email, customer.password);
    await t.page.waitForURL('**/records?from=mail#top');
    await t.page.locator('main h1').first().waitFor();
    await screenshot(t.page, 'deep-link-after-login');
    expect(pathOf(t.page)).toBe('/records');
  });

  it('sends an unknown path to /404, which links home', async () => {
    await t.page.goto(portalUrl('/no/such/page'));
    await t.page.waitForURL('**/404');
    await t.page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(t.page, 'not-found');
    await t.page.getByRole('link', { name: 'Go to the home page' }).click();
    await t.page.waitForURL('**/login');
  });

  it('sends a signed-in customer from /, /login and staff screens to /accounts', async () => {
    await signIn(t.page, users.customer);
    await t.page.waitForURL('**/accounts');
    for (const path of ['/', '/login', '/admin/accounts', '/admin']) {
      await t.page.goto(portalUrl(path));
      await t.page.getByRole('heading', { name: 'Your Accounts' }).waitFor();
      expect(pathOf(t.page), `from ${path}`).toBe('/accounts');
    }
  });

  it('sends signed-in staff from / and /admin to /admin/accounts', async () => {
    await signIn(t.page, users.staff);
    await t.page.waitForURL('**/admin/accounts');
    for (const path of ['/', '/admin', '/login', '/accounts']) {
      await t.page.goto(portalUrl(path));
      await t.page.getByRole('heading', { name: 'Accounts', exact: true }).waitFor();
      expect(pathOf(t.page), `from ${path}`).toBe('/admin/accounts');
    }
  });

  it("shows 'Something went wrong.' with Retry when a screen's code cannot be downloaded", async () => {
    // Your Accounts only lists, so it is drawn by the list renderer's chunk.
    const tableChunk = '**/assets/ListScreen-*.js';
    await t.page.route(tableChunk, (route) => route.abort());
    await signIn(t.page, users.customer);
    await t.page.getByRole('alert').getByText('Something went wrong.').waitFor();

    await t.page.unroute(tableChunk);
    await t.page.getByRole('button', { name: 'Retry' }).click();
    await t.page.getByRole('heading', { name: 'Your Accounts' }).waitFor();
  });
});
