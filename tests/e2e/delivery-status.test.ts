/**
 * Deliveries with a status in Chromium (issue 26): the customer's fuel order, scheduled for
 * tomorrow between 8 and 12, shows on their account overview with its day and window in plain
 * words and its timeline (opened by keyboard); staff put it on the truck from the Fuel Orders
 * queue's Delivery Status dialog, and the customer's overview says so. Axe-clean, and at 390 px.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/tenant-api';
import { api, createUser, type NewUser } from './support/api';
import { axeViolations } from './support/axe';
import { customerAccounts, demoAccountHolder, signInCustomer } from './support/customer';
import { apiUrl, newPage, nextClientAddress, noChromium, pagePerTest, portalUrl, screenshot, sidewaysOverflow, signIn, toast } from './support/portal';

type Drop = components['schemas']['Drop'];

describe.skipIf(noChromium)('delivery status', () => {
  const t = pagePerTest();
  let customer: NewUser;
  let staff: NewUser;
  let accountId: string;
  let order: number;
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(`${tomorrow}T00:00:00Z`));

  beforeAll(async () => {
    customer = await demoAccountHolder('delivery');
    staff = await createUser('delivery-staff', 'Customer Service');
    const key = (await api<{ user_key: string }>('POST', '/login', { key: '', body: { user_id: customer.email, password: customer.password, app_id: '', app_url: '' } })).data.user_key;
    const [account] = await customerAccounts(key);
    accountId = account.account_id;
    const drop = (account.locations ?? []).flatMap((l) => (l.drops ?? []) as Drop[])[0];
    // An order needs its Idempotency-Key, which the support's api() does not send.
    const placed = await fetch(apiUrl('/orders/create-fuel-order'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-key': key, 'idempotency-key': `e2e-delivery-${Date.now()}`, 'x-forwarded-for': nextClientAddress() },
      body: JSON.stringify({ item_type: 'fuel_order', item_contents: { account_id: accountId, drop_id: drop.drop_id, fill: true, tank_level: 30, payment: { payment_type: 'meet_the_driver' } } }),
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    order = ((await placed.json()) as { request_id: number }).request_id;
    const staffKey = (await api<{ user_key: string }>('POST', '/login', { key: '', body: { user_id: staff.email, password: staff.password, app_id: '', app_url: '' } })).data.user_key;
    const scheduled = await api('POST', `/workflow/fuel_order/${order}/delivery-status`, { key: staffKey, body: { status: 'scheduled', scheduled_date: tomorrow, window_start: '08:00', window_end: '12:00' } });
    expect(scheduled.status).toBe(200);
  });

  const card = (page: Page = t.page) => page.getByRole('region', { name: 'Deliveries' }).getByRole('article', { name: new RegExp(`^Fuel order ${order}\\b`) });

  it('shows the customer their order scheduled for tomorrow between 8 and 12, with its timeline', async () => {
    const page = t.page;
    await signInCustomer(page, customer);
    await page.goto(portalUrl(`/accounts/${accountId}`));
    await card().waitFor();
    expect(await card().innerText()).toContain(`Scheduled on ${weekday}, between 8:00 AM and 12:00 PM`);
    // The timeline opens by keyboard.
    const summary = card().getByText('What happened so far');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => card().getByRole('listitem').count()).toBe(2);
    expect(await card().getByRole('listitem').first().innerText()).toContain('Order received');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    const { overflow, scrollers } = await sidewaysOverflow(page);
    expect({ overflow, scrollers: scrollers.filter((s) => !s.startsWith('div.drops ')) }).toEqual({ overflow: 0, scrollers: [] });
    await screenshot(page, 'delivery-status-390');
  });

  it('lets staff put it on the truck from the Fuel Orders queue, and the customer sees it', async () => {
    const page = t.page;
    await signIn(page, staff.email, 'demo', staff.password);
    await page.waitForURL('**/admin/accounts');
    await page.goto(portalUrl('/admin/accounts/orders'));
    const action = page.getByRole('button', { name: `Set the delivery status of order #${order}` });
    await action.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save Status' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The status by keyboard: its choices are radio buttons.
    const onTruck = dialog.getByRole('radio', { name: 'On the truck today', exact: true });
    await onTruck.focus();
    await page.keyboard.press('Space');
    expect(await onTruck.isChecked()).toBe(true);
    const saved = page.waitForResponse((r) => r.url().endsWith(`/workflow/fuel_order/${order}/delivery-status`) && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Save Status' }).click();
    expect((await saved).status()).toBe(200);
    await toast(page, 'Delivery status saved.').waitFor();

    // The customer, in a context of their own beside staff's.
    const theirs = await newPage(t.browser);
    await signInCustomer(theirs, customer);
    await theirs.goto(portalUrl(`/accounts/${accountId}`));
    await card(theirs).waitFor();
    await expect.poll(() => card(theirs).innerText()).toContain('On the truck today between 8:00 AM and 12:00 PM');
    await screenshot(theirs, 'delivery-status-on-truck');
  });
});
