import { beforeAll, describe, expect, it } from 'vitest';
import { formatQuantity, formatUnitPrice } from '../../src/engine/format';
import { customerAccounts, demoAccountHolder, signInCustomer } from './support/customer';
import { createUser, type NewUser } from './support/api';
import { noChromium, pagePerTest, portalUrl, screenshot, sidewaysOverflow, tableRows } from './support/portal';
import { axeViolations } from './support/axe';

describe.skipIf(noChromium)('products', () => {
  const t = pagePerTest();
  let customer: NewUser;
  beforeAll(async () => {
    customer = await demoAccountHolder('products');
  });

  it("lists the current account's tanks with product, price and gallons bought this year", async () => {
    const key = await signInCustomer(t.page, customer);
    const account = (await customerAccounts(key)).find((a) => a.is_fuel);
    expect(account).toBeDefined();
    if (!account) return;
    // The overview makes its account the current one of Products.
    await t.page.getByRole('link', { name: account.account_id, exact: true }).click();
    await t.page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Products' }).click();
    await t.page.waitForURL('**/products');

    const drops = account.locations.flatMap((l) => l.drops);
    // The tanks' table (the posted prices below it have a table of their own).
    const tankRows = () => t.page.locator('.detail-table table tbody tr:not(.p-datatable-emptymessage)').allInnerTexts();
    await expect.poll(tankRows).toHaveLength(drops.length);
    const rows = await tankRows();
    drops.forEach((drop, index) => {
      expect(rows[index]).toContain(drop.product_name);
      expect(rows[index]).toContain(formatUnitPrice(drop.price));
      expect(rows[index]).toContain(formatQuantity(drop.product_quantity_purchase_YTD?.quantity));
      expect(rows[index]).toContain(drop.is_fixed_price ? 'Yes' : 'No');
    });
    await screenshot(t.page, 'products');

    // The ordering tab bar is a styled bar above the intro, never run into it; nothing sticks out on a phone.
    const tabs = t.page.getByRole('navigation', { name: 'Ordering' });
    const intro = t.page.locator('.detail-text');
    for (const width of [1280, 390]) {
      await t.page.setViewportSize({ width, height: 844 });
      await tabs.getByRole('link', { name: 'Order Fuel' }).waitFor();
      const [bar, text] = [await tabs.boundingBox(), await intro.boundingBox()];
      expect(bar && text && bar.y + bar.height <= text.y, `tab bar above the intro at ${width}px`).toBe(true);
      expect(await tabs.getByRole('link', { name: 'Products' }).evaluate((tab) => getComputedStyle(tab).paddingLeft)).not.toBe('0px');
      expect(await sidewaysOverflow(t.page), `at ${width}px`).toEqual({ overflow: 0, scrollers: [] });
      await screenshot(t.page, `products-${width}`);
      expect(await axeViolations(t.page)).toEqual([]);
    }
  });

  it('disables Records and Products for a customer without accounts, and lists no products', async () => {
    const newcomer = await createUser('no-accounts');
    await signInCustomer(t.page, newcomer);
    const menu = t.page.getByRole('navigation', { name: 'Main menu' });
    for (const item of ['Records', 'Products']) {
      await expect.poll(() => menu.locator('[aria-disabled="true"]').filter({ hasText: item }).count(), { message: item }).toBe(1);
      expect(await menu.getByRole('link', { name: item, exact: true }).count()).toBe(0);
    }
    await t.page.goto(portalUrl('/products'));
    await t.page.getByText('No Data Found!').waitFor();
    expect(await tableRows(t.page)).toHaveLength(0);
  });
});
