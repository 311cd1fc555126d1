import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { noChromium, pagePerTest, portalUrl, screenshot, signIn, tableRows, tenantFolder, users, type TenantId } from './support/portal';

/** '#0f5132' → 'rgb(15, 81, 50)', the way getComputedStyle reports colours. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe.skipIf(noChromium)('tenants', () => {
  const t = pagePerTest();

  it.each<TenantId>(['demo', 'cleangas'])('%s.localhost shows its own site name, logo, theme and title', async (tenant) => {
    const expected = tenantFolder(tenant);
    await t.page.goto(portalUrl('/login', tenant));
    await t.page.getByRole('heading', { name: 'Login to your Account' }).waitFor();

    const logo = t.page.getByRole('img', { name: expected.siteName });
    expect(await logo.getAttribute('src')).toContain(`/${tenant}/`);
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await t.page.locator('header').innerText()).toContain(expected.siteName);
    // The tab's title names the screen, then the tenant's site (issue 24).
    expect(await t.page.title()).toBe(`Login to your Account · ${expected.siteName}`);
    if (expected.headerBg) {
      await expect.poll(() => t.page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(expected.headerBg));
    }
    await screenshot(t.page, `${tenant}-login`);
  });

  it('lets a tenant stored in localStorage win over the host name', async () => {
    await t.page.addInitScript(() => localStorage.setItem('tenant', 'cleangas'));
    // The page preloads the host's settings (the server cannot see the browser's storage); the app asks for the stored tenant's.
    const asked: (string | null)[] = [];
    t.page.on('request', (r) => {
      if (r.url().includes('/api/settings')) asked.push(new URL(r.url()).searchParams.get('host'));
    });
    await t.page.goto(portalUrl('/login', 'demo'));
    await t.page.getByRole('img', { name: tenantFolder('cleangas').siteName }).waitFor();
    expect(asked).toContain('cleangas');
    await expect.poll(() => t.page.title()).toBe(`Login to your Account · ${tenantFolder('cleangas').siteName}`);
  });

  it('plain localhost reaches the default tenant (demo)', async () => {
    await t.page.goto(portalUrl('/login', 'localhost'));
    await t.page.getByRole('img', { name: tenantFolder('demo').siteName }).waitFor();
  });

  it("signs a CleanGas customer in against the CleanGas API, under CleanGas's own layout", async () => {
    const apiCalls: string[] = [];
    t.page.on('request', (request) => apiCalls.push(new URL(request.url()).pathname));
    await signIn(t.page, users.customer, 'cleangas');
    await t.page.waitForURL('**/accounts');
    await expect.poll(() => tableRows(t.page)).not.toHaveLength(0);
    // tenants/cleangas/layout.json retitles the customer's account list.
    const title = (JSON.parse(readFileSync('tenants/cleangas/layout.json', 'utf8')) as { screens: { accounts: { title: string } } }).screens
      .accounts.title;
    await t.page.getByRole('heading', { name: title }).waitFor();
    const tenantCalls = apiCalls.filter((path) => path.startsWith('/api/') && !path.startsWith('/api/settings'));
    expect(tenantCalls.length).toBeGreaterThan(0);
    expect(tenantCalls.every((path) => path.startsWith('/api/cleangas/'))).toBe(true);
    await screenshot(t.page, 'cleangas-accounts');
  });

  it('shows a clear t.page for a host that reaches no tenant', async () => {
    await t.page.goto(portalUrl('/login').replace('demo.localhost', 'nobody.localhost'));
    await t.page.getByRole('heading', { name: 'No customer portal here' }).waitFor();
    expect(await t.page.locator('main').innerText()).toContain('nobody.localhost');
    await screenshot(t.page, 'unknown-tenant');
  });
});
