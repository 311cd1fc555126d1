/**
 * A tank's delivery plan in Chromium (issue 26): the demo customer's tanks say automatic and
 * will-call in words, with the seeded switch request pending; at 390 px, by keyboard, a switch and
 * access notes are sent and show as pending on the card; a worried customer's request lands first
 * in staff's Tank Requests queue, marked Urgent in words. Axe-clean throughout.
 */
import type { components } from '../../openapi/generated/tenant-api';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerAccounts, demoAccountHolder, signInCustomer } from './support/customer';
import { api, createUser, type NewUser } from './support/api';
import { axeViolations } from './support/axe';
import { noChromium, pagePerTest, portalUrl, screenshot, sidewaysOverflow, signIn, tableRows, toast } from './support/portal';

type TankForecast = components['schemas']['TankForecast'];

describe.skipIf(noChromium)('tank delivery plan', () => {
  const t = pagePerTest({ reducedMotion: 'reduce' });
  let customer: NewUser;
  let key: string;
  let tanks: { accountId: string; tank: TankForecast }[];
  beforeAll(async () => {
    customer = await demoAccountHolder('tank-plan');
    key = (await api<{ user_key: string }>('POST', '/login', { key: '', body: { user_id: customer.email, password: customer.password, app_id: '', app_url: '' } })).data.user_key;
    tanks = [];
    for (const account of await customerAccounts(key)) {
      const { data } = await api<components['schemas']['AccountTanks']>('GET', `/accounts/${account.account_id}/tanks?chart_days=30`, { key });
      tanks.push(...data.tanks.map((tank) => ({ accountId: account.account_id, tank })));
    }
  });

  const card = (tank: TankForecast) => t.page.getByRole('region', { name: 'Tank Levels' }).getByRole('article', { name: `${tank.drop_name} · ${tank.product_name}` });

  it('shows automatic and will-call in words, and sends a switch and access notes by keyboard at 390 px', async () => {
    const page = t.page;
    const automatic = tanks.find(({ tank }) => tank.plan.delivery_plan === 'automatic');
    const willCall = tanks.find(({ tank }) => tank.plan.delivery_plan === 'will_call');
    expect(automatic && willCall, 'the demo customer has an automatic tank and a will-call one').toBeTruthy();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInCustomer(page, customer);
    for (const { accountId, tank } of [automatic!, willCall!]) {
      await page.goto(portalUrl(`/accounts/${accountId}`));
      await card(tank).waitFor();
      expect(await card(tank).innerText()).toContain(tank.plan.delivery_plan === 'automatic' ? 'Automatic delivery: we schedule your fills' : 'Will-call: you order each fill');
    }
    // The seeded request on the will-call tank shows as pending, in words.
    expect(await card(willCall!.tank).innerText()).toMatch(/Waiting for approval[\s\S]*Switch to automatic delivery \(sent \d\d\/\d\d\/\d{4}\)/);
    expect(await axeViolations(page)).toEqual([]);
    // The card's actions wrap at 390 px; only the locations card's wide tank table scrolls sideways, in its own scroller.
    const { overflow, scrollers } = await sidewaysOverflow(page);
    expect({ overflow, scrollers: scrollers.filter((scroller) => !scroller.startsWith('div.drops ')) }).toEqual({ overflow: 0, scrollers: [] });
    await screenshot(page, 'tank-plan-card-390');

    const { accountId, tank } = automatic!;
    await page.goto(portalUrl(`/accounts/${accountId}`));
    await page.getByRole('link', { name: `Delivery plan of ${tank.drop_name}` }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/accounts/${accountId}/tank-plan?tank=${encodeURIComponent(tank.tank_id)}`);
    await page.getByRole('heading', { level: 1, name: 'Switch Delivery Plan' }).waitFor();
    await page.getByRole('radio', { name: 'Will-call: you order each fill' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Request the Switch' }).focus();
    await page.keyboard.press('Enter');
    await toast(page, 'Your request was sent. It shows as pending on your tank until we approve it.').waitFor();
    await page.waitForURL(`**/accounts/${accountId}`);
    await expect.poll(() => card(tank).innerText()).toMatch(/Switch to will-call \(sent/);

    await page.getByRole('link', { name: `Access notes for ${tank.drop_name}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Access Notes for the Driver' }).waitFor();
    const gate = page.getByLabel('Gate code');
    await expect.poll(() => gate.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('2468');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Friendly lab');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send Access Notes' }).focus();
    await page.keyboard.press('Enter');
    await toast(page, 'Your request was sent. It shows as pending on your tank until we approve it.').waitFor();
    await expect.poll(() => card(tank).innerText()).toMatch(/New notes for the driver \(sent/);
    await screenshot(page, 'tank-plan-pending-390');
  });

  it("lands a worried customer's request first in staff's queue, marked Urgent in words", async () => {
    const { accountId, tank } = tanks[0];
    const sent = await api<{ request_id: number; urgent: boolean; detail?: string }>('POST', `/accounts/${accountId}/tanks/${encodeURIComponent(tank.tank_id)}/requests/worried`, { key, body: { note: 'E2E worry' } });
    // One open worry per tank: a retry of this test on the same server finds the first attempt's, named in the refusal.
    const open = sent.status === 409 ? Number(/\(number (\d+)\)/.exec(sent.data.detail ?? '')?.[1]) : undefined;
    if (open === undefined) expect(sent).toMatchObject({ status: 201, data: { urgent: true } });
    else expect(open).toBeGreaterThan(0);
    const worried = { data: { request_id: open ?? sent.data.request_id } };
    const staff = await createUser('tank-plan-staff', 'Customer Service');
    await signIn(t.page, staff.email, 'demo', staff.password);
    await t.page.waitForURL('**/admin/accounts');
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Tank Requests', exact: true }).click();
    await t.page.waitForURL('**/admin/accounts/tank-requests');
    await expect.poll(async () => (await tableRows(t.page)).some((row) => row.includes(`${worried.data.request_id}`))).toBe(true);
    const rows = await tableRows(t.page);
    // Urgent items first, each marked in words; the new one among them.
    const urgent = rows.filter((row) => row.startsWith('Urgent'));
    expect(rows.slice(0, urgent.length)).toEqual(urgent);
    expect(urgent.some((row) => row.includes(`${worried.data.request_id}`))).toBe(true);
    expect(await axeViolations(t.page)).toEqual([]);
    await screenshot(t.page, 'tank-requests-queue');
  });
});
