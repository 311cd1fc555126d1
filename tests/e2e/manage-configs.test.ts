import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createUser, type NewUser } from './support/api';
import { noChromium, pagePerTest, portalUrl, screenshot, signIn, tableRows, toast } from './support/portal';
import { typeJson } from './support/config-editor';

const problems = (page: Page) => page.getByRole('list', { name: 'Problems' });

describe.skipIf(noChromium)('manage configs', () => {
  const t = pagePerTest();
  let admin: NewUser;
  beforeAll(async () => {
    admin = await createUser('configs-admin', 'Admin');
  });

  it("lists the tenant's configuration documents, and opens one in the editor with its versions", async () => {
    await signIn(t.page, admin.email, 'demo', admin.password);
    await t.page.waitForURL('**/admin/accounts');
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Manage Configs', exact: true }).click();
    await t.page.waitForURL('**/admin/accounts/manage-configs');
    await expect.poll(async () => (await tableRows(t.page)).some((row) => row.startsWith('form.contact'))).toBe(true);
    await t.page.getByRole('link', { name: 'form.contact', exact: true }).click();
    await t.page.waitForURL('**/admin/accounts/manage-configs/form.contact');
    await t.page.getByRole('heading', { name: /form\.contact/ }).waitFor();
    // The demo folder's added field is listed with the form's own.
    await t.page.getByRole('listitem', { name: 'Field best_time' }).waitFor();
    await t.page.getByRole('tab', { name: 'History' }).click();
    const versions = t.page.getByRole('table', { name: 'Versions' });
    await versions.locator('tbody tr').first().waitFor();
    expect(await versions.locator('tbody tr').first().innerText()).toMatch(/^\d+\s+(Folder|Publish|Rollback)/);
    await screenshot(t.page, 'manage-configs-versions');
  });

  it("fits a phone's width: a form's field rows wrap instead of pushing the page wider", async () => {
    const { page } = t;
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, admin.email, 'demo', admin.password);
    await page.waitForURL('**/admin/accounts');
    await page.goto(portalUrl('/admin/accounts/manage-configs/form.new-customer'));
    await page.getByRole('heading', { name: /form\.new-customer/ }).waitFor();
    await page.locator('.config-editor__field').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'manage-configs-phone');
  });

  it('shows a layout error at its JSON path while typing, refuses to save it, saves the fixed draft and asks before unsaved changes are lost', async () => {
    const { page } = t;
    await signIn(page, admin.email, 'demo', admin.password);
    await page.waitForURL('**/admin/accounts');
    await page.goto(portalUrl('/admin/accounts/manage-configs/layout'));
    await page.getByRole('heading', { name: /^layout/ }).waitFor();

    await typeJson(page, '{\n  "screens": {\n    "accounts": { "title": 42 }\n  }\n}');
    const atTitle = problems(page).getByRole('button').filter({ hasText: '/screens/accounts/title' });
    await atTitle.first().waitFor();
    await screenshot(page, 'manage-configs-layout-error');
    // Picking the problem puts the cursor on it: line 3 of the text.
    await atTitle.first().click();
    await expect.poll(() => page.locator('.cm-activeLineGutter').first().innerText()).toBe('3');

    // The server's verdict on saving is the same, by the same path.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await problems(page).getByRole('button').filter({ hasText: 'Save refused' }).filter({ hasText: '/screens/accounts/title' }).waitFor();

    await typeJson(page, '{\n  "screens": {\n    "accounts": { "title": "Your Fuel Accounts" }\n  }\n}');
    await expect.poll(() => problems(page).count()).toBe(0);
    await page.getByLabel('Layout preview').getByText('Your Fuel Accounts').waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, 'Draft saved successfully!').waitFor();
    await page.locator('.config-editor__meta').getByText('draft saved').waitFor();
    await page.getByRole('tab', { name: 'Changes' }).click();
    await page.getByRole('table', { name: 'Changes from the published version' }).getByText('/screens').waitFor();
    await screenshot(page, 'manage-configs-layout-draft');

    // An unsaved edit: leaving through the menu asks first; declining stays.
    await typeJson(page, '{\n  "screens": {\n    "accounts": { "title": "Changed again" }\n  }\n}');
    await page.locator('.config-editor__meta').getByText('unsaved changes').waitFor();
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users', exact: true }).click();
    await expect.poll(() => asked).toEqual(['You have unsaved changes. Leave this page and lose them?']);
    expect(new URL(page.url()).pathname).toBe('/admin/accounts/manage-configs/layout');

    // Discarding the draft puts back what is published (nothing): nothing left to lose.
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await toast(page, 'Draft discarded successfully!').waitFor();
    await expect.poll(() => page.locator('.cm-content').innerText()).not.toContain('Changed again');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users', exact: true }).click();
    await page.waitForURL('**/admin/users');
  });

  it('completes and checks a settings override from the settings schema, and previews the values it sets', async () => {
    const { page } = t;
    await signIn(page, admin.email, 'demo', admin.password);
    await page.waitForURL('**/admin/accounts');
    await page.goto(portalUrl('/admin/accounts/manage-configs/settings'));
    await page.getByRole('heading', { name: /^settings/ }).waitFor();
    // Completion offers the schema's keys.
    await typeJson(page, '{\n  "site_n');
    await page.keyboard.press('Control+Space');
    await page.locator('.cm-tooltip-autocomplete').getByText('site_name').first().waitFor();
    await screenshot(page, 'manage-configs-settings-completion');
    await page.keyboard.press('Escape');

    await typeJson(page, '{ "site_name": 5 }');
    await problems(page).getByRole('button').filter({ hasText: '/site_name' }).first().waitFor();
    await typeJson(page, '{ "site_name": "Demo Fuel Preview" }');
    await expect.poll(() => problems(page).count()).toBe(0);
    await page.getByLabel('Values preview').getByText('"Demo Fuel Preview"').waitFor();
    await screenshot(page, 'manage-configs-settings-preview');
  });
});
