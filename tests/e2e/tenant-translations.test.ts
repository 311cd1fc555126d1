import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import esTexts from '../../src/engine/messages/locales/es/texts';
import frTexts from '../../src/engine/messages/locales/fr/texts';
import { api, apiLogin, createUser, type NewUser } from './support/api';
import { axeViolations } from './support/axe';
import { noChromium, pagePerTest, portalUrl, screenshot, signIn, toast } from './support/portal';
import { typeJson } from './support/config-editor';

const ours = 'Objet de votre demande';
let publishedBefore: number;

/**
 * Issue 24's "done when": a tenant admin overrides a French label from Manage Configs, previews it
 * in French while the editor speaks English, publishes it, and a French-speaking customer reads it.
 */
describe.skipIf(noChromium)("a tenant's own French wording", () => {
  const t = pagePerTest();
  let admin: NewUser;
  beforeAll(async () => {
    admin = await createUser('translations-admin', 'Admin');
    publishedBefore = (await api<{ version: number }>('GET', '/config/documents/translations')).data.version;
  });

  it('is typed in the translations document, previewed in French on the form it changes, with what stays English listed, and published', async () => {
    const { page } = t;
    await signIn(page, admin.email, 'demo', admin.password);
    await page.waitForURL('**/admin/accounts');
    await page.goto(portalUrl('/admin/accounts/manage-configs/translations'));
    await page.getByRole('heading', { name: /^translations/ }).waitFor();
    await typeJson(page, JSON.stringify({ fr: { Subject: ours } }, null, 2));

    const preview = page.getByLabel('Translations preview');
    await preview.getByRole('radio', { name: 'French' }).waitFor();
    expect(await preview.getByRole('radio', { name: 'French' }).isChecked()).toBe(true);
    await preview.getByRole('heading', { name: 'Your wording in French' }).waitFor();
    await preview.getByRole('cell', { name: ours }).waitFor();
    // The contact form drawn in French with this draft: the tenant's label, the portal's French for the rest.
    const form = preview.locator('.config-editor__form-preview[lang="fr"]');
    await form.getByLabel(ours).waitFor();
    expect(frTexts.Department).not.toBe('Department');
    await form.getByText(frTexts.Department, { exact: true }).first().waitFor();
    // The config check: a heading that counts what readers of French see in English, or says nothing is left.
    await preview.getByRole('heading', { name: /^(Shown in English to readers of French \(\d+\)|Every text your portal shows is worded in French\.)$/ }).waitFor();
    // In Spanish the folder's words (its support text, departments…) and the portal's: not the French label.
    await preview.getByRole('radio', { name: 'Spanish' }).check();
    await preview.getByRole('heading', { name: 'Your wording in Spanish' }).waitFor();
    const spanishForm = preview.locator('.config-editor__form-preview[lang="es"]');
    await spanishForm.getByText(esTexts.Subject, { exact: true }).first().waitFor();
    expect(await spanishForm.getByLabel(ours).count()).toBe(0);
    await screenshot(page, 'tenant-translations-preview');
    expect(await axeViolations(page, '.config-editor__tabs')).toEqual([]);
    // At a phone's width the preview wraps rather than widening the page.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page, '.config-editor__tabs')).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Publish' }).click();
    await toast(page, `Published successfully as version ${publishedBefore + 1}!`).waitFor();
  });
});

describe.skipIf(noChromium)('a French-speaking customer', () => {
  const t = pagePerTest();
  let customer: NewUser;
  beforeAll(async () => {
    customer = await createUser('translations-customer');
    // Their profile speaks French: the portal does once they have signed in.
    const { key } = await apiLogin(customer.email, customer.password);
    const saved = await api('POST', '/user/profile', { key, body: { first_name: 'Camille', last_name: 'Client', locale: 'fr-CA' } });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    // Leave the tenant as the other tests know it.
    await api('POST', '/config/documents/translations/rollback', { body: { version: publishedBefore } });
  });

  it("reads the tenant's French label on Contact", async () => {
    const { page } = t;
    await signIn(page, customer.email, 'demo', customer.password);
    await page.waitForURL('**/accounts');
    await page.goto(portalUrl('/contact'));
    await page.getByLabel(ours).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await screenshot(page, 'tenant-translations-contact-fr');
  });
});
