import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/tenant-api';
import { api, createUser, type NewUser } from './support/api';
import { noChromium, pagePerTest, screenshot, signIn, toast } from './support/portal';

type View = components['schemas']['NotificationConfigView'];

describe.skipIf(noChromium)('notification configs', () => {
  const t = pagePerTest();
  let admin: NewUser;
  beforeAll(async () => {
    admin = await createUser('notif-admin', 'Admin');
  });

  it('an admin ticks who gets which notice, saves it, sees the toast, and the server keeps it', async () => {
    await signIn(t.page, admin.email, 'demo', admin.password);
    await t.page.waitForURL('**/admin/accounts');
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Notification Config', exact: true }).click();
    await t.page.waitForURL('**/admin/accounts/notification-configs');
    await t.page.getByRole('heading', { name: 'Notification Config' }).waitFor();

    // A low-balance amount under 35 is said at the field (spec: a number of at least 35) and cannot be saved.
    const amount = t.page.getByLabel('Low balance amount (minimum 35)');
    await amount.fill('20');
    await amount.blur();
    await t.page.getByText('Minimum value 35').waitFor();
    expect(await t.page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await amount.fill('50');
    await amount.blur();
    await expect.poll(() => t.page.getByText('Minimum value 35').count()).toBe(0);

    // The built-in rule shows ticked: the customer is mailed when any item reaches a final status.
    expect(await t.page.getByLabel('Any item: reaches a final status: Customer by email').isChecked()).toBe(true);
    const box = t.page.getByLabel('Payment failed: Customer Service by email');
    expect(await box.isChecked()).toBe(false);
    await box.check();
    await screenshot(t.page, 'notification-configs-edited');
    await t.page.getByRole('button', { name: 'Save' }).click();
    await toast(t.page, 'Notifications updated successfully!').waitFor();
    await screenshot(t.page, 'notification-configs-saved');

    const { data } = await api<View>('GET', '/notifications-config');
    expect(data.config.events['payment.failed']).toEqual([{ to: 'role', role: 'Customer Service', methods: ['email'] }]);
    await t.page.reload();
    await t.page.getByRole('heading', { name: 'Notification Config' }).waitFor();
    expect(await t.page.getByLabel('Payment failed: Customer Service by email').isChecked()).toBe(true);

    // Untick and save again: the rule is switched off (an empty list), as it was in effect before.
    await t.page.getByLabel('Payment failed: Customer Service by email').uncheck();
    await t.page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await api<View>('GET', '/notifications-config')).data.config.events['payment.failed']).toEqual([]);
  });

  it('sends a town notification from the form under the matrix to the subscribed customers', async () => {
    // Parcels go to subscribed customers by email (set through the API: the matrix is tested above).
    const saved = await api('POST', '/notifications-config', { body: { events: { 'town.PACKAGE_DELIVERED': [{ to: 'customer', methods: ['email'] }] } } });
    expect(saved.status).toBe(200);
    await signIn(t.page, admin.email, 'demo', admin.password);
    await t.page.waitForURL('**/admin/accounts');
    await t.page.goto(new URL('/admin/accounts/notification-configs', t.page.url()).toString());
    await t.page.getByRole('heading', { name: 'Send a town notification' }).waitFor();
    const send = t.page.getByRole('button', { name: 'Send to subscribers' });
    expect(await send.isDisabled()).toBe(true);
    await t.page.locator('.town-notice .p-dropdown').click();
    await t.page.getByRole('option', { name: 'PACKAGE_DELIVERED', exact: true }).click();
    await t.page.getByLabel('Subject').fill('Your parcel is at the town office');
    await t.page.getByLabel('Message').fill('Pick it up between 9 and 5.');
    await screenshot(t.page, 'town-notification-form');
    const posted = t.page.waitForRequest((r) => r.url().endsWith('/notifications/town') && r.method() === 'POST');
    await send.click();
    expect((await posted).postDataJSON()).toEqual({ code: 'PACKAGE_DELIVERED', subject: 'Your parcel is at the town office', message: 'Pick it up between 9 and 5.' });
    await toast(t.page, 'Town notification sent:').waitFor();
    await screenshot(t.page, 'town-notification-sent');
    expect(await t.page.getByLabel('Subject').inputValue()).toBe('');
  });

  it('lists the texts the portal recorded on the Text Outbox screen', async () => {
    await signIn(t.page, admin.email, 'demo', admin.password);
    await t.page.waitForURL('**/admin/accounts');
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Text Outbox', exact: true }).click();
    await t.page.waitForURL('**/admin/text-outbox');
    await t.page.getByRole('heading', { name: 'Text Outbox' }).waitFor();
    await screenshot(t.page, 'text-outbox');
  });
});
