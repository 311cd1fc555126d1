import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newPage, noChromium, portalUrl, screenshot, signIn, users } from './support/portal';

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe.skipIf(noChromium)('routes from the layout', () => {
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

  it('sends a visitor from / and from protected screens to /login', async () => {
    await page.goto(portalUrl('/'));
    await page.waitForURL('**/login');
    await page.goto(portalUrl('/admin/accounts'));
    await page.waitForURL('**/login');
    expect(pathOf(page)).toBe('/login');
  });

  it('sends an unknown path to /404, which links home', async () => {
    await page.goto(portalUrl('/no/such/page'));
    await page.waitForURL('**/404');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL('**/login');
  });

  it('sends a signed-in customer from /, /login and staff screens to /accounts', async () => {
    await signIn(page, users.customer);
    await page.waitForURL('**/accounts');
    for (const path of ['/', '/login', '/admin/accounts', '/admin']) {
      await page.goto(portalUrl(path));
      await page.getByRole('heading', { name: 'Your Accounts' }).waitFor();
      expect(pathOf(page), `from ${path}`).toBe('/accounts');
    }
  });

  it('sends signed-in staff from / and /admin to /admin/accounts', async () => {
    await signIn(page, users.staff);
    await page.waitForURL('**/admin/accounts');
    for (const path of ['/', '/admin', '/login', '/accounts']) {
      await page.goto(portalUrl(path));
      await page.getByRole('heading', { name: 'Accounts', exact: true }).waitFor();
      expect(pathOf(page), `from ${path}`).toBe('/admin/accounts');
    }
  });

  it("shows 'Something went wrong.' with Retry when a screen's code cannot be downloaded", async () => {
    const tableChunk = '**/assets/TableScreen-*.js';
    await page.route(tableChunk, (route) => route.abort());
    await signIn(page, users.customer);
    await page.getByRole('alert').getByText('Something went wrong.').waitFor();

    await page.unroute(tableChunk);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Your Accounts' }).waitFor();
  });
});
