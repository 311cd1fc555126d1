/**
 * Price transparency in Chromium (issue 26): Products shows today's posted prices and what the
 * customer's tank pays, a product's price history draws its chart (and lists its points), and a
 * price alert is set by keyboard on a phone-wide screen, then listed under Price Alerts.
 */
import type { components } from '../../openapi/generated/tenant-api';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatUnitPrice } from '../../src/engine/format';
import { priceHistorySummary, tankPriceLine } from '../../src/engine/orders/price-words';
import { customerAccounts, demoAccountHolder, paintedPixels, signInCustomer } from './support/customer';
import { api, type NewUser } from './support/api';
import { axeViolations } from './support/axe';
import { noChromium, pagePerTest, portalUrl, screenshot, sidewaysOverflow, toast } from './support/portal';

type PostedPrices = components['schemas']['PostedPrices'];
type PriceHistory = components['schemas']['PriceHistory'];

describe.skipIf(noChromium)('posted prices and price alerts', () => {
  const t = pagePerTest({ reducedMotion: 'reduce' });
  let customer: NewUser;
  let prices: PostedPrices;
  let history: PriceHistory;
  let accountId: string;
  beforeAll(async () => {
    customer = await demoAccountHolder('prices');
    const login = await api<{ user_key: string }>('POST', '/login', { key: '', body: { user_id: customer.email, password: customer.password, app_id: '', app_url: '' } });
    const key = login.data.user_key;
    accountId = (await customerAccounts(key))[0].account_id;
    prices = (await api<PostedPrices>('GET', '/prices', { key })).data;
    history = (await api<PriceHistory>('GET', '/prices/FO2/history', { key })).data;
  });

  it("shows today's posted prices, the tank's price and a product's history chart on Products", async () => {
    const page = t.page;
    await signInCustomer(page, customer);
    await page.goto(portalUrl(`/products`));
    const card = page.getByRole('region', { name: "Today's Posted Prices" });
    const oil = prices.prices.find((p) => p.product_code === 'FO2')!;
    const row = card.getByRole('row', { name: new RegExp(`^${oil.product_name.replace(/[#]/g, '\\$&')}`) });
    await row.waitFor();
    expect(await row.innerText()).toContain(`${formatUnitPrice(oil.price)} / gal`);
    expect(await row.innerText()).toContain(formatDate(oil.effective_date));
    const tank = prices.tanks.find((p) => p.account_id === accountId)!;
    await card.getByText(tankPriceLine(tank)).waitFor();

    await card.getByRole('button', { name: `Price history of ${oil.product_name}` }).click();
    const label = priceHistorySummary(history.product_name, history.from, history.to, history.points);
    await expect.poll(() => paintedPixels(page, label), { timeout: 10_000 }).toBeGreaterThan(500);
    await card.getByText('The posted prices as a table').click();
    expect(await card.getByRole('table').last().getByRole('row').count()).toBe(history.points.length + 1);
    await screenshot(page, 'posted-prices-history');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('sets a price alert by keyboard at 390 px and lists it', async () => {
    const page = t.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await signInCustomer(page, customer);
    await page.goto(portalUrl('/products'));
    const link = page.getByRole('link', { name: 'Set Alert for #2 Heating Oil' });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/price-alert?product=FO2');
    await page.getByRole('heading', { level: 1, name: 'Set a Price Alert' }).waitFor();
    const field = page.getByLabel('Tell me when the price per gallon is at or below ($)');
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.type('3.2');
    await page.keyboard.press('Enter');
    await toast(page, 'Your price alert is set.').waitFor();
    await page.waitForURL('**/price-alerts');
    const alert = page.getByRole('row', { name: /#2 Heating Oil/ });
    await alert.waitFor();
    expect(await alert.innerText()).toContain('$3.200');
    const { overflow } = await sidewaysOverflow(page);
    expect(overflow).toBe(0);
    await screenshot(page, 'price-alerts-390');
    expect(await axeViolations(page)).toEqual([]);

    // Deleted by keyboard, its row and button gone: the keyboard goes on from the screen's heading, not the page's body.
    await alert.getByRole('button', { name: 'Delete the alert for #2 Heating Oil' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByText('Delete the alert for #2 Heating Oil at or below $3.2?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => alert.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  });
});
