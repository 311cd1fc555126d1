/**
 * Drops in Chromium: each location's tanks with product, size, deliveries, price and fixed-price
 * window, and "Order" into Order Fuel with that tank chosen.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, type NewUser } from './support/api';
import { customerAccounts, demoAccountHolder, signInCustomer, type Account } from './support/customer';
import { noChromium, pagePerTest, screenshot, sidewaysOverflow } from './support/portal';
import { axeViolations } from './support/axe';

describe.skipIf(noChromium)('drops', () => {
  const t = pagePerTest();
  let customer: NewUser;
  let account: Account;
  beforeAll(async () => {
    customer = await demoAccountHolder('drops');
    const login = await api<{ user_key: string }>('POST', '/login', { key: '', body: { user_id: customer.email, password: customer.password, app_id: '', app_url: '' } });
    account = (await customerAccounts(login.data.user_key)).find((a) => a.is_drops && a.is_fuel && a.locations.some((l) => l.drops.length > 0))!;
    expect(account).toBeDefined();
  });

  it("lists each location's tanks and orders for the one chosen", async () => {
    const page = t.page;
    await signInCustomer(page, customer);
    await page.goto(page.url().replace(/\/accounts$/, `/accounts/${account.account_id}`));
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Drops', exact: true }).click();
    await page.waitForURL('**/drops');
    const main = page.locator('main');
    const drop = account.locations.flatMap((l) => l.drops).at(-1)!;
    const row = main.locator('tr').filter({ hasText: drop.drop_name });
    await row.waitFor();
    expect(await row.innerText()).toContain(drop.product_name);
    if (drop.tank_size) expect(await row.innerText()).toContain(`${drop.tank_size} gallons`);
    await page.screenshot({ path: '/tmp/drops-1.png', fullPage: true });
    await row.getByRole('link', { name: `Order for ${drop.drop_name}` }).click();
    await page.waitForURL(`**/accounts/${account.account_id}/order-fuel?drop=${encodeURIComponent(drop.drop_id)}`);
    await main.locator('.p-dropdown').filter({ hasText: drop.drop_name }).waitFor();
    await page.screenshot({ path: '/tmp/drops-2-order.png', fullPage: true });
  });

  it('fits a 390px phone and a 1280px desktop: each tank a stacked card with its Order button on screen', async () => {
    const page = t.page;
    await signInCustomer(page, customer);
    await page.goto(page.url().replace(/\/accounts$/, `/accounts/${account.account_id}`));
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Drops', exact: true }).click();
    await page.waitForURL('**/drops');
    const drop = account.locations.flatMap((l) => l.drops).at(-1)!;
    const order = page.locator('main').getByRole('link', { name: `Order for ${drop.drop_name}` });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await order.waitFor();
      expect(await sidewaysOverflow(page), `at ${width}px`).toEqual({ overflow: 0, scrollers: [] });
      const box = await order.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, `Order on screen at ${width}px`).toBe(true);
      await screenshot(page, `drops-${width}`);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
