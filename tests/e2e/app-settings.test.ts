import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, createUser, type NewUser } from './support/api';
import { e2e, noChromium, pagePerTest, portalUrl, screenshot, signIn, tenantFolder, toast } from './support/portal';

type Settings = { site_name: string; tooltips?: Record<string, string> };
const publicSettings = async () => (await fetch(`http://127.0.0.1:${e2e.port}/api/settings?host=demo.localhost`)).json() as Promise<Settings>;

describe.skipIf(noChromium)('Manage App Settings', () => {
  const t = pagePerTest();
  let admin: NewUser;
  let original: Settings;
  beforeAll(async () => {
    admin = await createUser('settings-admin', 'Admin');
    original = await publicSettings();
  });
  // Other files read the demo tenant's site name and tooltips: put them back.
  afterAll(async () => {
    await api('POST', '/settings', { body: { site_name: original.site_name, tooltips: original.tooltips ?? {} } });
  });
  beforeEach(async () => {
    await signIn(t.page, admin.email, 'demo', admin.password);
  });

  it('changes the site name: Save sends only the change and the header shows it at once', async () => {
    const { page } = t;
    await page.goto(portalUrl('/admin/accounts/manage-app-settings'));
    await page.getByRole('heading', { level: 1, name: 'Manage App Settings' }).waitFor();
    for (const section of ['Branding and site', 'Display switches', 'Support', 'Bot check', 'Notifications', 'Fees and rules', 'Payments settings', 'Fuel order settings']) {
      await page.getByRole('heading', { level: 2, name: section }).waitFor();
    }
    const siteName = page.getByLabel('Site name', { exact: true });
    expect(await siteName.inputValue()).toBe(tenantFolder('demo').siteName);
    await expect.poll(() => page.getByRole('status').filter({ hasText: /changes saved/ }).count()).toBe(1);

    await siteName.fill('Demo Fuel Online');
    await page.getByText('Unsaved changes').waitFor();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/demo/settings') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await sent).postDataJSON()).toEqual({ site_name: 'Demo Fuel Online' });
    await toast(page, 'App settings updated successfully!').waitFor();
    await expect.poll(() => page.locator('.header__site-name').innerText()).toBe('Demo Fuel Online');
    await page.getByText('All changes saved').waitFor();
    expect((await publicSettings()).site_name).toBe('Demo Fuel Online');
    await screenshot(page, 'app-settings-saved');
  });

  it('shows the server refusal at the field and changes nothing', async () => {
    const { page } = t;
    await page.goto(portalUrl('/admin/accounts/manage-app-settings'));
    const fee = page.getByLabel('Card convenience fee (%)');
    await fee.fill('150');
    await page.getByRole('button', { name: 'Save' }).click();
    const problems = page.getByRole('alert').filter({ hasText: 'The settings were not saved' });
    await problems.waitFor();
    expect(await problems.innerText()).toContain('/cc_convenience_fee_percent');
    // …and at the field itself.
    await expect.poll(() => page.getByText('must be <= 100').count()).toBe(2);
    await page.getByRole('link', { name: 'Manage Content' }).first().waitFor();
    await screenshot(page, 'app-settings-refused');
    // At a phone's width the sections and the Save bar still fit.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await screenshot(page, 'app-settings-phone');
    expect(await publicSettings()).not.toMatchObject({ cc_convenience_fee_percent: 150 });
  });

  it('asks before leaving with unsaved edits, and stays when told to', async () => {
    const { page } = t;
    await page.goto(portalUrl('/admin/accounts/manage-app-settings'));
    await page.getByLabel('Feedback email').fill('unsaved@demofuel.test');
    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Manage Content' }).first().click();
    await expect.poll(() => questions.length).toBe(1);
    expect(questions[0]).toContain('unsaved changes');
    expect(new URL(page.url()).pathname).toBe('/admin/accounts/manage-app-settings');
    expect(await page.getByLabel('Feedback email').inputValue()).toBe('unsaved@demofuel.test');

    // Cancel puts the saved value back: nothing to ask about any more.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('All changes saved').waitFor();
    await page.getByRole('link', { name: 'Manage Content' }).first().click();
    await page.waitForURL('**/admin/accounts/settings');
  });
});
