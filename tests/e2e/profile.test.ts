import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/tenant-api';
import { messages } from '../../src/engine/messages/catalogue';
import { api, createUser, type NewUser } from './support/api';
import { noChromium, pagePerTest, screenshot, signIn, storedUserKey, toast } from './support/portal';

type Profile = components['schemas']['Profile'];

describe.skipIf(noChromium)('profile', () => {
  const t = pagePerTest();
  let customer: NewUser;
  beforeAll(async () => {
    customer = await createUser('profile-owner');
  });
  beforeEach(async () => {
    await signIn(t.page, customer.email, 'demo', customer.password);
    await t.page.waitForURL('**/accounts');
  });

  it("refuses a short cell phone ('Please enter a 10 digit phone number', Submit disabled) and saves a good one that stays after a reload", async () => {
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Profile', exact: true }).click();
    await t.page.waitForURL('**/profile');
    await t.page.getByRole('heading', { name: 'Your Profile' }).waitFor();
    // After an in-app navigation focus is on the new screen's heading (ScreenFrame), not on the menu link pressed.
    await expect.poll(() => t.page.evaluate(() => `${document.activeElement?.tagName}:${document.activeElement?.textContent}`)).toBe('H1:Your Profile');
    const phone = t.page.getByLabel('Cell Phone', { exact: true });
    const submit = t.page.getByRole('button', { name: 'Submit' });
    await expect.poll(() => t.page.getByLabel('First Name', { exact: true }).inputValue()).toBe(customer.first_name);

    await phone.fill('555-12');
    await phone.press('Tab');
    const message = t.page.getByText('Please enter a 10 digit phone number');
    await message.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    expect(await phone.getAttribute('maxlength')).toBe('12');
    await screenshot(t.page, 'profile-bad-phone');

    // Digits are grouped ###-###-#### as they are typed.
    await phone.fill('8025550147');
    expect(await phone.inputValue()).toBe('802-555-0147');
    await expect.poll(() => message.count()).toBe(0);
    expect(await submit.isEnabled()).toBe(true);

    await t.page.getByRole('checkbox', { name: 'Delivery Reminders by email' }).check();
    const saved = t.page.waitForResponse((r) => r.url().endsWith('/user/profile') && r.request().method() === 'POST');
    await submit.click();
    const response = await saved;
    expect(response.status()).toBe(200);
    const sent = response.request().postDataJSON() as Record<string, unknown>;
    expect(sent.cell_phone).toBe('802-555-0147');
    expect(Object.keys(sent)).not.toContain('email'); // only what the profile form edits
    await toast(t.page, 'Profile updated successfully!').waitFor();
    await screenshot(t.page, 'profile-saved');

    // The API is the witness; the screen shows the stored value after a reload.
    const stored = await api<Profile>('GET', '/user/profile', { key: await storedUserKey(t.page) });
    expect(stored.data.cell_phone).toBe('802-555-0147');
    expect(stored.data.notification_preferences?.find((p) => p.id === 'delivery_reminders')?.email).toBe(true);
    await t.page.reload();
    await expect.poll(() => t.page.getByLabel('Cell Phone', { exact: true }).inputValue()).toBe('802-555-0147');
    expect(await t.page.getByRole('checkbox', { name: 'Delivery Reminders by email' }).isChecked()).toBe(true);

    // Emptying the cell phone empties it: the form sends '' for it, and it stays empty.
    await t.page.getByLabel('Cell Phone', { exact: true }).fill('');
    const cleared = t.page.waitForResponse((r) => r.url().endsWith('/user/profile') && r.request().method() === 'POST');
    await submit.click();
    expect((await cleared).request().postDataJSON()).toMatchObject({ cell_phone: '' });
    expect((await api<Profile>('GET', '/user/profile', { key: await storedUserKey(t.page) })).data.cell_phone).toBe('');

    // A name with a zero-width space is not sent: the name rule's words under the field on submit.
    const firstName = t.page.getByLabel('First Name', { exact: true });
    await firstName.fill(`${customer.first_name}\u200b`);
    let posted = 0;
    t.page.on('request', (request) => {
      if (request.url().endsWith('/user/profile') && request.method() === 'POST') posted++;
    });
    await submit.click();
    const hidden = t.page.getByText(messages.nameHiddenCharacters);
    await hidden.waitFor();
    await screenshot(t.page, 'profile-hidden-character-name');
    await t.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(t.page, 'profile-hidden-character-name-390');
    await t.page.setViewportSize({ width: 1280, height: 800 });
    await firstName.fill(customer.first_name);
    await expect.poll(() => hidden.count()).toBe(0);
    expect(posted).toBe(0);
  });

  it('adds a household member with town notifications and a relationship from the settings', async () => {
    await t.page.goto(t.page.url().replace('/accounts', '/profile'));
    await t.page.getByRole('heading', { name: 'Your Profile' }).waitFor();
    await t.page.getByRole('button', { name: /Add/ }).click();
    // The first member's fields, by the ids RJSF gives them (root_<array>_<index>_<field>).
    const field = (name: string) => t.page.locator(`[id="root_household_members_0_${name}"]`);
    await field('first_name').fill('Jamie');
    await field('last_name').fill('Householder');
    await field('mobile_phone').fill('8025550123');
    await field('town_notifications-2').check(); // Package delivered
    await field('notify_methods-0').check(); // Text
    expect(await t.page.locator('label[for="root_household_members_0_town_notifications-2"]').innerText()).toBe('Package delivered');
    await field('relationship_to_owner').click();
    await t.page.getByRole('option', { name: 'Spouse' }).click();

    const saved = t.page.waitForResponse((r) => r.url().endsWith('/user/profile') && r.request().method() === 'POST');
    await t.page.getByRole('button', { name: 'Submit' }).click();
    expect((await saved).status()).toBe(200);
    await toast(t.page, 'Profile updated successfully!').waitFor();
    await screenshot(t.page, 'profile-household');

    const stored = await api<Profile>('GET', '/user/profile', { key: await storedUserKey(t.page) });
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
