import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { components } from '../../openapi/generated/tenant-api';
import { api, createUser, type NewUser } from './support/api';
import { launchChromium, newPage, noChromium, screenshot, signIn, storedUserKey, toast } from './support/portal';

type Profile = components['schemas']['Profile'];

describe.skipIf(noChromium)('profile', () => {
  let browser: Browser;
  let page: Page;
  let customer: NewUser;
  beforeAll(async () => {
    browser = await launchChromium();
    customer = await createUser('profile-owner');
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    page = await newPage(browser);
    await signIn(page, customer.email, 'demo', customer.password);
    await page.waitForURL('**/accounts');
  });
  afterEach(async () => {
    await page?.context().close();
  });

  it("refuses a short cell phone ('Please enter a 10 digit phone number', Submit disabled) and saves a good one that stays after a reload", async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Profile', exact: true }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'Your Profile' }).waitFor();
    const phone = page.getByLabel('Cell Phone', { exact: true });
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect.poll(() => page.getByLabel('First Name', { exact: true }).inputValue()).toBe(customer.first_name);

    await phone.fill('555-12');
    await phone.press('Tab');
    const message = page.getByText('Please enter a 10 digit phone number');
    await message.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    expect(await phone.getAttribute('maxlength')).toBe('12');
    await screenshot(page, 'profile-bad-phone');

    // Digits are grouped ###-###-#### as they are typed.
    await phone.fill('8025550147');
    expect(await phone.inputValue()).toBe('802-555-0147');
    await expect.poll(() => message.count()).toBe(0);
    expect(await submit.isEnabled()).toBe(true);

    await page.getByRole('checkbox', { name: 'Delivery Reminders by email' }).check();
    const saved = page.waitForResponse((r) => r.url().endsWith('/user/profile') && r.request().method() === 'POST');
    await submit.click();
    const response = await saved;
    expect(response.status()).toBe(200);
    const sent = response.request().postDataJSON() as Record<string, unknown>;
    expect(sent.cell_phone).toBe('802-555-0147');
    expect(Object.keys(sent)).not.toContain('email'); // only what the profile form edits
    await toast(page, 'Profile updated successfully!').waitFor();
    await screenshot(page, 'profile-saved');

    // The API is the witness; the screen shows the stored value after a reload.
    const stored = await api<Profile>('GET', '/user/profile', { key: await storedUserKey(page) });
    expect(stored.data.cell_phone).toBe('802-555-0147');
    expect(stored.data.notification_preferences?.find((p) => p.id === 'delivery_reminders')?.email).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByLabel('Cell Phone', { exact: true }).inputValue()).toBe('802-555-0147');
    expect(await page.getByRole('checkbox', { name: 'Delivery Reminders by email' }).isChecked()).toBe(true);
  });

  it('adds a household member with town notifications and a relationship from the settings', async () => {
    await page.goto(page.url().replace('/accounts', '/profile'));
    await page.getByRole('heading', { name: 'Your Profile' }).waitFor();
    await page.getByRole('button', { name: /Add/ }).click();
    // The first member's fields, by the ids RJSF gives them (root_<array>_<index>_<field>).
    const field = (name: string) => page.locator(`[id="root_household_members_0_${name}"]`);
    await field('first_name').fill('Jamie');
    await field('last_name').fill('Householder');
    await field('mobile_phone').fill('8025550123');
    await field('town_notifications-2').check(); // Package delivered
    await field('notify_methods-0').check(); // Text
    expect(await page.locator('label[for="root_household_members_0_town_notifications-2"]').innerText()).toBe('Package delivered');
    await field('relationship_to_owner').click();
    await page.getByRole('option', { name: 'Spouse' }).click();

    const saved = page.waitForResponse((r) => r.url().endsWith('/user/profile') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await saved).status()).toBe(200);
    await toast(page, 'Profile updated successfully!').waitFor();
    await screenshot(page, 'profile-household');

    const stored = await api<Profile>('GET', '/user/profile', { key: await storedUserKey(page) });
    expect(stored.data.household_members).toEqual([
      expect.objectContaining({
        first_name: 'Jamie',
        last_name: 'Householder',
        mobile_phone: '802-555-0123',
        relationship_to_owner: 'Spouse',
        town_notifications: ['PACKAGE_DELIVERED'],
        notify_methods: ['text'],
      }),
    ]);
  });
});
