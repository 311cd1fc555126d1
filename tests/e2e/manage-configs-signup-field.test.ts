import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, createUser, uniqueEmail, type NewUser } from './support/api';
import { formHydrated, newPage, noChromium, pagePerTest, portalUrl, screenshot, signIn, toast } from './support/portal';

const field = (page: Page, id: string) => page.locator(`#root_${id}`);
const FIELD = 'heard_from';
const LABEL = 'How did you hear about us?';

/** The signup as a prospect fills it (as tests/e2e/signup.test.ts does), the added field answered. */
async function signUp(page: Page, email: string, answer: string) {
  await page.goto(portalUrl('/new-customer'));
  await formHydrated(page);
  await field(page, 'delivery_address_street1').fill('12 Elm St');
  await field(page, 'delivery_address_city').fill('Burlington');
  await field(page, 'delivery_address_state').selectOption({ label: 'Vermont' });
  await field(page, 'delivery_address_zipcode').fill('05401');
  await page.getByRole('button', { name: 'Check Address' }).click();
  await field(page, 'registration_info_full_name').fill('Robin Fieldtest');
  await field(page, 'registration_info_email').fill(email);
  await field(page, 'registration_info_confirm_email').fill(email);
  await page.locator('input#root_registration_info_password, #root_registration_info_password input').first().fill('Signup-pass-1');
  await page.locator('input#root_registration_info_confirm_password, #root_registration_info_confirm_password input').first().fill('Signup-pass-1');
  await field(page, 'registration_info_phone_numbers_0_number').fill('8025550199');
  await field(page, 'tank_details_tank_size').fill('275');
  await field(page, 'tank_details_tank_level').fill('25');
  await page.getByText(LABEL).waitFor();
  await field(page, FIELD).fill(answer);
  await expect.poll(() => page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(false);
  await screenshot(page, 'manage-configs-signup-filled');
  await page.getByRole('button', { name: 'Submit' }).click();
  await toast(page, 'New customer created successfully').waitFor();
}

/** The fields of the signup form as the tenant runs it now. */
async function signupFields(): Promise<string[]> {
  const { data } = await api<{ document: { fields: string[] } }>('GET', '/config/documents/form.new-customer');
  return data.document.fields;
}

describe.skipIf(noChromium)('manage configs: a field added to the signup form', () => {
  const t = pagePerTest();
  let admin: NewUser;
  beforeAll(async () => {
    admin = await createUser('configs-signup-admin', 'Admin');
  });

  it('is added, previewed, published, answered by a prospect, read by staff with its label, and rolled back', async () => {
    const { page } = t;
    await signIn(page, admin.email, 'demo', admin.password);
    await page.waitForURL('**/admin/accounts');
    await page.goto(portalUrl('/admin/accounts/manage-configs/form.new-customer'));
    await page.getByRole('heading', { name: /form\.new-customer/ }).waitFor();
    const liveBefore = Number(/version (\d+) live/.exec(await page.getByRole('heading', { name: /form\.new-customer/ }).innerText())![1]);

    // Added in the visual list: the JSON editor shows the same override.
    await page.getByLabel('New field name').fill(FIELD);
    await page.getByLabel('New field label').fill(LABEL);
    await page.getByRole('button', { name: 'Add field' }).click();
    await page.getByRole('listitem', { name: `Field ${FIELD}` }).waitFor();
    await expect.poll(() => page.locator('.cm-content').innerText()).toContain(`"${FIELD}"`);
    await page.getByText('unsaved changes').waitFor();

    // Previewed as the prospect will see it: the form drawn with the new field.
    const preview = page.getByLabel('Form preview');
    await preview.getByText(LABEL).waitFor();
    expect(await preview.locator(`#preview_${FIELD}`).count()).toBe(1);
    await screenshot(page, 'manage-configs-signup-preview');
    await page.getByRole('tab', { name: 'Changes' }).click();
    const change = page.getByRole('table', { name: 'Changes from the published version' }).locator('tr').filter({ hasText: '/extraFields' });
    await change.waitFor();
    expect(await change.innerText()).toMatch(new RegExp(`Added[\\s\\S]*${FIELD}`));
    await screenshot(page, 'manage-configs-signup-diff');

    await page.getByRole('button', { name: 'Publish' }).click();
    await toast(page, `Published successfully as version ${liveBefore + 1}!`).waitFor();
    expect(await signupFields()).toContain(FIELD);

    // A prospect signs up on the published form, answering the new field.
    const prospect = await newPage(t.browser);
    const email = uniqueEmail('heard-from');
    try {
      await signUp(prospect, email, 'A neighbour');
    } finally {
      await prospect.context().close();
    }

    // Staff read the answer under its label in the account-applications queue.
    await page.goto(portalUrl('/admin/accounts/account-applications'));
    const row = page.locator('table tbody tr').filter({ hasText: email });
    await row.getByRole('button', { name: /^View #/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(LABEL).waitFor();
    await dialog.getByText('A neighbour', { exact: true }).waitFor();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await screenshot(page, 'manage-configs-signup-staff');
    await page.keyboard.press('Escape');

    // Rolled back to the version before: the field is gone from the signup.
    await page.goto(portalUrl('/admin/accounts/manage-configs/form.new-customer'));
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByRole('button', { name: `Roll back to version ${liveBefore}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Roll back', exact: true }).click();
    await toast(page, `Rolled back successfully: version ${liveBefore + 2} is live.`).waitFor();
    expect(await signupFields()).not.toContain(FIELD);
    await expect.poll(() => page.getByRole('listitem', { name: `Field ${FIELD}` }).count()).toBe(0);
    await screenshot(page, 'manage-configs-signup-rolled-back');
  });
});
