import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  launchChromium,
  newPage,
  noChromium,
  portalUrl,
  screenshot,
  signIn,
  tableRows,
  tenantFolder,
  users,
  type TenantId,
} from './support/portal';

/** '#0f5132' → 'rgb(15, 81, 50)', the way getComputedStyle reports colours. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe.skipIf(noChromium)('tenants', () => {
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

  it.each<TenantId>(['demo', 'cleangas'])('%s.localhost shows its own site name, logo, theme and title', async (tenant) => {
    const expected = tenantFolder(tenant);
    await page.goto(portalUrl('/login', tenant));
    await page.getByRole('heading', { name: 'Login to your Account' }).waitFor();

    const logo = page.getByRole('img', { name: expected.siteName });
    expect(await logo.getAttribute('src')).toContain(`/${tenant}/`);
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.locator('header').innerText()).toContain(expected.siteName);
    expect(await page.title()).toBe(expected.siteName);
    if (expected.headerBg) {
      await expect.poll(() => page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(expected.headerBg));
    }
    await screenshot(page, `${tenant}-login`);
  });

  it('lets a tenant stored in localStorage win over the host name', async () => {
    await page.addInitScript(() => localStorage.setItem('tenant', 'cleangas'));
    const settingsCall = page.waitForRequest((r) => r.url().includes('/api/settings'));
    await page.goto(portalUrl('/login', 'demo'));
    expect(new URL((await settingsCall).url()).searchParams.get('host')).toBe('cleangas');
    await page.getByRole('img', { name: tenantFolder('cleangas').siteName }).waitFor();
    expect(await page.title()).toBe(tenantFolder('cleangas').siteName);
  });

  it('plain localhost reaches the default tenant (demo)', async () => {
    await page.goto(portalUrl('/login', 'localhost'));
    await page.getByRole('img', { name: tenantFolder('demo').siteName }).waitFor();
  });

  it("signs a CleanGas customer in against the CleanGas API, under CleanGas's own layout", async () => {
    const apiCalls: string[] = [];
    page.on('request', (request) => apiCalls.push(new URL(request.url()).pathname));
    await signIn(page, users.customer, 'cleangas');
    await page.waitForURL('**/accounts');
    await expect.poll(() => tableRows(page)).not.toHaveLength(0);
    // tenants/cleangas/layout.json retitles the customer's account list.
    const title = (JSON.parse(readFileSync('tenants/cleangas/layout.json', 'utf8')) as { screens: { accounts: { title: string } } }).screens
      .accounts.title;
    await page.getByRole('heading', { name: title }).waitFor();
    const tenantCalls = apiCalls.filter((path) => path.startsWith('/api/') && !path.startsWith('/api/settings'));
    expect(tenantCalls.length).toBeGreaterThan(0);
    expect(tenantCalls.every((path) => path.startsWith('/api/cleangas/'))).toBe(true);
    await screenshot(page, 'cleangas-accounts');
  });

  it('shows a clear page for a host that reaches no tenant', async () => {
    await page.goto(portalUrl('/login').replace('demo.localhost', 'nobody.localhost'));
    await page.getByRole('heading', { name: 'No customer portal here' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('nobody.localhost');
    await screenshot(page, 'unknown-tenant');
  });
});
