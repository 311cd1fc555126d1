/**
 * Issue 14 "Done when": an admin uploads a logo and two promotional images with captions, saves,
 * and a customer's overview shows them (and the header the logo). Names are unique per run: the
 * e2e database outlives a run. The demo tenant's promotions and logo are put back afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { png } from '../server/support/asset-images';
import { api, createUser, type NewUser } from './support/api';
import { customerAccounts, demoAccountHolder, signInCustomer } from './support/customer';
import { newPage, noChromium, pagePerTest, screenshot, signIn, tenantFolder, toast } from './support/portal';
import { axeViolations } from './support/axe';

const run = Math.random().toString(36).slice(2, 7);
const names = { logo: `Fuel logo ${run}.png`, first: `Winter promo ${run}.png`, second: `Summer promo ${run}.png` };
const saved = (name: string) => name.replace(/ /g, '_');

/** Drops a file on the drag-and-drop area the way a browser does (a DataTransfer holding a File). */
async function dropFile(page: Page, areaLabel: string, name: string, bytes: Buffer) {
  const transfer = await page.evaluateHandle(
    ({ name, base64 }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([data], name, { type: 'image/png' }));
      return dt;
    },
    { name, base64: bytes.toString('base64') },
  );
  const area = page.locator('.drop-uploader').filter({ hasText: areaLabel });
  await area.dispatchEvent('dragover', { dataTransfer: transfer });
  await area.dispatchEvent('drop', { dataTransfer: transfer });
}

describe.skipIf(noChromium)('promotional images and logos', () => {
  const t = pagePerTest();
  let admin: NewUser;
  let customer: NewUser;
  beforeAll(async () => {
    admin = await createUser('promotions-admin', 'Admin');
    customer = await demoAccountHolder('promotions');
  });
  afterAll(async () => {
    await api('POST', '/settings', { body: { logo: tenantFolder('demo').logo, promotional_images: { enabled: false, images: [] } } });
  });

  it('an admin uploads a logo and two images with captions and saves; the customer overview and header show them', async () => {
    await signIn(t.page, admin.email, 'demo', admin.password);
    await t.page.waitForURL('**/admin/accounts');
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Promotional Images', exact: true }).click();
    await t.page.waitForURL('**/admin/accounts/promotional-images');
    await t.page.getByRole('heading', { level: 1, name: 'Promotional Images' }).waitFor();

    // A logo through the file picker, then picked as the header's.
    await t.page.getByLabel('Upload a logo').setInputFiles({ name: names.logo, mimeType: 'image/png', buffer: png(240, 80, [20, 80, 160]) });
    await toast(t.page, 'Logo uploaded successfully!').waitFor();
    await t.page.getByRole('button', { name: `Use ${saved(names.logo)} as the header logo` }).click();
    // The choice takes effect at once: the setting is saved and the header shows the new logo.
    await toast(t.page, 'App settings updated successfully!').waitFor();
    await t.page.getByText('Header logo').waitFor();

    // Two images: one dropped on the uploader, one through its picker.
    await dropFile(t.page, 'Upload an image', names.first, png(320, 160, [200, 60, 40]));
    await toast(t.page, 'Image uploaded successfully!').first().waitFor();
    await t.page.getByLabel('Upload an image').setInputFiles({ name: names.second, mimeType: 'image/png', buffer: png(320, 160, [40, 150, 70]) });
    await t.page.getByRole('listitem', { name: saved(names.second) }).waitFor();

    // The same name again: the duplicate notice, nothing sent.
    await t.page.getByLabel('Upload an image').setInputFiles({ name: names.second, mimeType: 'image/png', buffer: png(2, 2) });
    await toast(t.page, `An image named ${saved(names.second)} already exists.`).waitFor();

    await t.page.getByText('Show promotional images to customers').click();
    for (const [name, caption, link] of [
      [names.first, 'Winter fill-up: 10¢ off', 'https://example.com/winter'],
      [names.second, 'Summer tank check', 'https://example.com/summer'],
    ]) {
      await t.page.getByRole('button', { name: `Add ${saved(name)} to the promotions` }).click();
      const row = t.page.getByRole('listitem', { name: `Promotion ${saved(name)}` });
      await row.getByLabel('Caption').fill(caption);
      await row.getByLabel('Link').fill(link);
    }
    await t.page.getByRole('status').filter({ hasText: 'Unsaved changes' }).waitFor();
    await screenshot(t.page, 'promotional-images-editing');
    // The whole editing screen, not only its dialogs: uploaders, the image list and the promotion rows.
    expect(await axeViolations(t.page)).toEqual([]);

    const answer = t.page.waitForResponse((r) => r.url().endsWith('/settings') && r.request().method() === 'POST');
    await t.page.getByRole('button', { name: 'Save', exact: true }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({
      logo: `/api/demo/assets/logos/${encodeURIComponent(saved(names.logo))}`,
      promotional_images: { enabled: true, images: [{ name: saved(names.first), caption: 'Winter fill-up: 10¢ off' }, { name: saved(names.second), caption: 'Summer tank check' }] },
    });
    await toast(t.page, 'Promotional images saved.').waitFor();
    expect(await t.page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);

    // Cancel puts back what was saved.
    const caption = t.page.getByRole('listitem', { name: `Promotion ${saved(names.first)}` }).getByLabel('Caption');
    await caption.fill('Changed my mind');
    await t.page.getByRole('button', { name: 'Cancel', exact: true }).click();
    expect(await caption.inputValue()).toBe('Winter fill-up: 10¢ off');

    // The customer, in a browser of their own.
    const page = await newPage(t.browser);
    try {
      const key = await signInCustomer(page, customer);
      const [account] = await customerAccounts(key);
      await page.getByRole('link', { name: account.account_id, exact: true }).click();
      await page.waitForURL(`**/accounts/${account.account_id}`);
      const promotions = page.getByRole('region', { name: 'Promotions' });
      await promotions.waitFor();
      expect(await promotions.locator('figcaption').allInnerTexts()).toEqual(['Winter fill-up: 10¢ off', 'Summer tank check']);
      expect(await promotions.getByRole('link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))).toEqual(['https://example.com/winter', 'https://example.com/summer']);
      // Every image really loaded (decoded by the browser), the header's logo too.
      await expect.poll(() => promotions.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth))).toEqual([320, 320]);
      const logo = page.locator('.header__logo');
      expect(await logo.getAttribute('src')).toBe(`/api/demo/assets/logos/${encodeURIComponent(saved(names.logo))}`);
      await expect.poll(() => logo.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBe(240);
      await screenshot(page, 'promotional-images-overview');
    } finally {
      await page.context().close();
    }

    // Deleting asks in the portal's dialog (no native confirm): Cancel keeps the image, Delete removes it.
    // A spare image, in no promotion (one shown is refused: ASSET_IN_USE).
    const spare = `Spare ${run}.png`;
    await t.page.getByLabel('Upload an image').setInputFiles({ name: spare, mimeType: 'image/png', buffer: png(4, 4) });
    const second = t.page.getByRole('listitem', { name: saved(spare), exact: true });
    await second.waitFor();
    const deleteSecond = second.getByRole('button', { name: `Delete ${saved(spare)}` });
    await deleteSecond.click();
    const dialog = t.page.locator('.p-confirm-dialog');
    await dialog.getByText(`Delete ${saved(spare)}? Pages that show it will show nothing in its place.`).waitFor();
    await screenshot(t.page, 'promotional-images-delete');
    expect(await axeViolations(t.page, '.p-confirm-dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await second.count()).toBe(1);
    await deleteSecond.click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(t.page, 'Logo/Image deleted successfully!').waitFor();
    await second.waitFor({ state: 'detached' });
  });
});
