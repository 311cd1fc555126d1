import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, createUser, type NewUser } from './support/api';
import { demoAccountHolder, signInCustomer } from './support/customer';
import { e2e, newPage, noChromium, pagePerTest, portalUrl, screenshot, signIn, toast } from './support/portal';

type Settings = { copyright_notice?: string; terms_of_use?: string; tooltips?: Record<string, string> };
const publicSettings = async () => (await fetch(`http://127.0.0.1:${e2e.port}/api/settings?host=demo.localhost`)).json() as Promise<Settings>;

const XSS = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">x</a>';
const xssOf = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss);

async function openContent(page: Page) {
  await page.goto(portalUrl('/admin/accounts/settings'));
  // The first open of the editor (its chunks, the settings schema, every screen's words) took
  // more than the default 15 s once in a full run while both API lanes held the cores.
  await page.getByRole('heading', { level: 1, name: 'Manage Content' }).waitFor({ timeout: 30_000 });
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'App settings updated successfully!').waitFor();
  await page.getByText('All changes saved').waitFor();
}

describe.skipIf(noChromium)('Manage Content', () => {
  const t = pagePerTest();
  let admin: NewUser;
  let customer: NewUser;
  let original: Settings;
  beforeAll(async () => {
    admin = await createUser('content-admin', 'Admin');
    customer = await demoAccountHolder('content');
    original = await publicSettings();
  });
  // Other files read the demo tenant's footer and tooltips: put them back.
  afterAll(async () => {
    await api('POST', '/settings', { body: { copyright_notice: original.copyright_notice ?? '', terms_of_use: original.terms_of_use ?? '', tooltips: original.tooltips ?? {} } });
  });

  it('changes a tooltip, with a live preview of its rich text, and the customer sees it', async () => {
    const { page } = t;
    await signIn(page, admin.email, 'demo', admin.password);
    await openContent(page);
    const products = page.getByLabel('Products tooltip');
    await products.fill('Prices <b>include</b> delivery. <a href="https://www.demofuel.test/prices">See all prices</a>');
    const preview = page.locator('#content_tooltips_Products__preview');
    await expect.poll(() => preview.locator('b').innerText()).toBe('include');
    await page.getByLabel('Overview tooltip').fill('Your <em>balances</em> at a glance');
    await page.getByText('Unsaved changes').waitFor();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/demo/settings') && r.method() === 'POST');
    await save(page);
    expect(Object.keys((await sent).postDataJSON() as object)).toEqual(['tooltips']);
    await screenshot(page, 'content-saved');

    const now = await publicSettings();
    expect(now.tooltips?.Overview).toBe('Your <em>balances</em> at a glance');
    expect(now.tooltips?.Products).toBe('Prices <b>include</b> delivery. <a href="https://www.demofuel.test/prices" rel="noopener noreferrer nofollow" target="_blank">See all prices</a>');

    // The customer's overview carries the tooltip's words (a title holds no HTML).
    const customerPage = await newPage(t.browser);
    await signInCustomer(customerPage, customer);
    await customerPage.locator('a[href^="/accounts/"]').first().click();
    await expect.poll(() => customerPage.locator('.overview__eyebrow').getAttribute('title')).toBe('Your balances at a glance');
    await customerPage.close();
  });

  it('never runs stored script: an image error handler, a script and a javascript: link saved as content stay inert', async () => {
    const { page } = t;
    await signIn(page, admin.email, 'demo', admin.password);
    await openContent(page);
    await page.getByLabel('Copyright notice').fill(`© Demo ${XSS}`);
    await page.getByLabel('Terms of use').fill(`<p>Be kind.</p>${XSS}`);
    // The preview, while typing, runs nothing either.
    await page.locator('#content_copyright_notice__preview a').waitFor();
    await save(page);
    expect(await xssOf(page)).toBeUndefined();

    const stored = await publicSettings();
    for (const text of [stored.copyright_notice, stored.terms_of_use]) {
      expect(text).not.toMatch(/onerror|<script|javascript:|<img/i);
    }

    // The customer page that shows it: every page's footer.
    const customerPage = await newPage(t.browser);
    const dialogs: string[] = [];
    customerPage.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signInCustomer(customerPage, customer);
    const footer = customerPage.locator('footer.app__footer');
    await expect.poll(() => footer.locator('.app__copyright').innerText()).toContain('© Demo');
    await footer.getByText('Terms of use').click();
    await footer.getByText('Be kind.').waitFor();
    await footer.locator('.app__copyright a', { hasText: 'x' }).click();
    await footer.locator('.app__terms a', { hasText: 'x' }).click();
    await customerPage.waitForTimeout(300);
    expect(await xssOf(customerPage)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await footer.locator('img, script, iframe').count()).toBe(0);
    await screenshot(customerPage, 'content-xss-footer');
    await customerPage.close();
  });
});
