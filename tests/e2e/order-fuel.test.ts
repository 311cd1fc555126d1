/**
 * Order Fuel in Chromium: the demo customer orders 150 gallons with an extra paid by the card on
 * file (the server's price on review, 'Order created successfully!'), orders a fill paid to the
 * driver ('Total price for this order will be determined upon delivery.'), sees the gallons
 * messages, and staff find both orders in the Fuel Orders queue with the extra and the price.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { components } from '../../openapi/generated/tenant-api';
import { api, createUser, type NewUser } from './support/api';
import { customerAccounts, demoAccountHolder, signInCustomer, type Account } from './support/customer';
import { noChromium, pagePerTest, screenshot, sidewaysOverflow, signIn, tableRows } from './support/portal';
import { axeViolations } from './support/axe';
import { focused as keyboardFocus, heading, tabTo as keyboardTabTo } from './support/keyboard';

type FuelOrderPrice = components['schemas']['FuelOrderPrice'];
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/order-${name}.png`, fullPage: true });
const main = (page: Page) => page.locator('main');

async function openOrderFuel(page: Page, account: Account) {
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Products', exact: true }).click();
  await page.waitForURL('**/products');
  // The ordering tabs of the Products screen lead to the current account's order screen.
  await main(page).getByRole('navigation', { name: 'Ordering' }).getByRole('link', { name: 'Order Fuel' }).click();
  await page.waitForURL(`**/accounts/${account.account_id}/order-fuel`);
  await main(page).getByText('Your order').waitFor();
}

describe.skipIf(noChromium)('order fuel', () => {
  const t = pagePerTest();
  let customer: NewUser;
  let account: Account;
  const placed: number[] = [];

  beforeAll(async () => {
    customer = await demoAccountHolder('order');
    const login = await api<{ user_key: string }>('POST', '/login', { key: '', body: { user_id: customer.email, password: customer.password, app_id: '', app_url: '' } });
    // The holder starts with no saved card: one is added the way the Payment screen adds it.
    const card = {
      payment_type: 'credit_card',
      name: 'Order Visa',
      data: {
        account_holder: { first_name: 'Dana', last_name: 'Customer' },
        card: { cc_number: '4242424242424242', cc_exp: '12/39', cc_cvv: '123' },
        address: { street1: '1 Main St', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' },
      },
    };
    const saved = await fetch((await import('./support/portal')).apiUrl('/payment-sources'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-key': login.data.user_key, 'idempotency-key': randomUUID() },
      body: JSON.stringify(card),
    });
    expect(saved.status).toBe(201);
    account = (await customerAccounts(login.data.user_key)).find((a) => a.is_fuel && a.locations.some((l) => l.drops.length > 0))!;
    expect(account).toBeDefined();
  });

  it('orders 150 gallons with an extra, paid by the card on file, at the price the server gives', async () => {
    const page = t.page;
    const key = await signInCustomer(page, customer);
    await openOrderFuel(page, account);
    const gallons = main(page).getByLabel('Gallons');
    // A phone offers its number pad for gallons (the form document's inputMode).
    expect(await gallons.getAttribute('inputmode')).toBe('decimal');
    await gallons.fill('abc');
    await gallons.blur();
    await main(page).getByText('Value should be numeric').waitFor();
    await gallons.fill('50');
    await main(page).getByText('Minimum value 100').waitFor();
    await shot(page, '1-validation');

    await gallons.fill('150');
    await main(page).getByLabel('Prime the burner ($45.00)').check();
    await main(page).getByLabel('Tank Level (%)').fill('30');
    await main(page).getByText('Delivery will not be made if payment is not provided.').first().waitFor();
    expect(await main(page).getByRole('radio', { name: 'Card on file' }).isChecked()).toBe(true);
    await main(page).locator('.p-dropdown').filter({ hasText: 'Visa •••• 4242' }).waitFor();
    await main(page).getByLabel('Special Instructions').fill('Gate code 4411');
    await shot(page, '2-chosen');
    await main(page).getByRole('button', { name: 'Review Order' }).click();

    // The second witness: the server's price of the same order.
    const dropId = account.locations.flatMap((l) => l.drops)[0].drop_id;
    const quote = await api<FuelOrderPrice>('POST', '/orders/price-fuel-order', {
      key,
      body: { item_type: 'fuel_order', item_contents: { account_id: account.account_id, drop_id: dropId, fill: false, gallons: 150, extras: ['prime'], tank_level: 30 } },
    });
    expect(quote.status).toBe(200);
    const total = `$${quote.data.total_price!.toFixed(2)}`;
    await main(page).getByTestId('order-total').filter({ hasText: total }).waitFor();
    await main(page).getByText('Prime the burner').waitFor();
    await shot(page, '3-review');
    await main(page).getByRole('button', { name: 'Place Order' }).click();
    await main(page).getByRole('status').filter({ hasText: 'Order created successfully!' }).waitFor();
    await shot(page, '4-done');
    placed.push(1);
  });

  it('orders a fill to be paid to the driver: priced on delivery', async () => {
    const page = t.page;
    await signInCustomer(page, customer);
    await openOrderFuel(page, account);
    await main(page).getByLabel('Fill', { exact: true }).check();
    expect(await main(page).getByLabel('Gallons').count()).toBe(0);
    await main(page).getByLabel('Tank Level (%)').fill('15');
    // A card typed for a new payment method is gone once another way to pay is chosen (spec 1 §4).
    await main(page).getByLabel('New payment method').check();
    await main(page).getByLabel('Card', { exact: true }).check();
    await main(page).getByLabel('Card number').fill('4242 4242 4242 4242');
    await shot(page, '5-new-card');
    await main(page).getByLabel('Meet the driver').check();
    expect(await main(page).getByLabel('Card number').count()).toBe(0);
    await main(page).getByLabel('New payment method').check();
    await main(page).getByLabel('Card', { exact: true }).check();
    expect(await main(page).getByLabel('Card number').inputValue()).toBe('');
    await main(page).getByLabel('Meet the driver').check();
    await main(page).getByRole('button', { name: 'Review Order' }).click();
    await main(page).getByTestId('order-total').filter({ hasText: 'Total price for this order will be determined upon delivery.' }).waitFor();
    await shot(page, '6-fill-review');
    await main(page).getByRole('button', { name: 'Place Order' }).click();
    await main(page).getByRole('status').filter({ hasText: 'Order created successfully!' }).waitFor();
    placed.push(2);
  });

  it('shows staff both orders in the Fuel Orders queue with the extra and the price', async () => {
    expect(placed).toEqual([1, 2]);
    const staff = await createUser('orders-staff', 'Customer Service');
    await signIn(t.page, staff.email, 'demo', staff.password);
    await t.page.waitForURL('**/admin/accounts');
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Fuel Orders', exact: true }).click();
    await t.page.waitForURL('**/admin/accounts/orders');
    await expect.poll(async () => (await tableRows(t.page)).filter((row) => row.includes(customer.email)).length).toBe(2);
    const rows = (await tableRows(t.page)).filter((row) => row.includes(customer.email));
    expect(rows.some((row) => row.includes('150 gallons') && row.includes('Prime the burner') && /\$\d/.test(row) && row.includes('Card on file'))).toBe(true);
    expect(rows.some((row) => row.includes('Fill') && row.includes('Determined upon delivery') && row.includes('Meet the driver'))).toBe(true);
    await shot(t.page, '7-queue');
    // The order opened in full: the tank, the address, the order and its payment, not only the form's fields.
    const fill = t.page.locator('tbody tr').filter({ hasText: customer.email }).filter({ hasText: 'Determined upon delivery' }).first();
    await fill.getByRole('button', { name: /^View #/ }).click();
    const answers = t.page.getByRole('dialog').getByLabel('Answers');
    await answers.getByText('Meet the driver').waitFor();
    const text = await answers.innerText();
    expect(text).toMatch(/Order summary\s+Fill/);
    expect(text).toMatch(/Delivery address\s+\d+ /);
    await shot(t.page, '8-order-details');
  });

  it('leave payment without saying where: the problem shows under that field, marked required', async () => {
    const page = t.page;
    await signInCustomer(page, customer);
    await openOrderFuel(page, account);
    expect(await main(page).locator('label[for="choice_gallons"]').getAttribute('class')).toContain('form-field__label--required');
    await main(page).getByLabel('Gallons').fill('150');
    await main(page).getByLabel('Tank Level (%)').fill('30');
    await main(page).getByLabel('Leave payment').check();
    await main(page).getByRole('button', { name: 'Review Order' }).click();
    const where = main(page).getByLabel('Where will the payment be left?');
    await main(page).locator('#order-location-problem').filter({ hasText: 'Value missing' }).waitFor();
    expect(await where.getAttribute('aria-describedby')).toBe('order-location-problem');
    // The refused review puts focus in the field that says why, not on Review Order (issue 24).
    await expect.poll(() => keyboardFocus(page)).toBe('input: Where will the payment be left?');
    await shot(page, '9-leave-payment-missing');
    await where.fill('Under the mat');
    await expect.poll(() => main(page).locator('#order-location-problem').count()).toBe(0);
  });

  it('the server refusing the price, then the order: its words are announced and take focus, not Review Order', async () => {
    const page = t.page;
    await signInCustomer(page, customer);
    await openOrderFuel(page, account);
    const detail = 'The depot cannot price deliveries today.';
    await page.route('**/orders/price-fuel-order', (route) =>
      route.fulfill({ status: 422, contentType: 'application/problem+json', body: JSON.stringify({ status: 422, detail, error_code: 'price_unavailable', request_id: 'e2e' }) }),
    );
    await main(page).getByLabel('Gallons').fill('150');
    await main(page).getByLabel('Tank Level (%)').fill('30');
    const review = main(page).getByRole('button', { name: 'Review Order' });
    await review.focus();
    await page.keyboard.press('Enter');
    const problem = main(page).locator('.order-choose > .form-problem[role="alert"]');
    await problem.waitFor();
    await expect.poll(() => keyboardFocus(page)).toBe(`p: ${(await problem.innerText()).trim()}`);
    expect(await problem.innerText()).toContain(detail);
    await screenshot(page, 'order-price-refused');

    // Priced, then the order itself refused: its words take focus again, before Retry and Edit order.
    await page.unroute('**/orders/price-fuel-order');
    await page.route('**/orders/create-fuel-order', (route) =>
      route.fulfill({ status: 422, contentType: 'application/problem+json', body: JSON.stringify({ status: 422, detail: 'The depot is closed.', error_code: 'order_refused', request_id: 'e2e' }) }),
    );
    await keyboardTabTo(page, 'button: Review Order');
    await page.keyboard.press('Enter');
    await keyboardTabTo(page, 'button: Place Order');
    await page.keyboard.press('Enter');
    const refused = main(page).locator('.order-failed > .form-problem[role="alert"]');
    await refused.waitFor();
    await expect.poll(() => keyboardFocus(page)).toBe(`p: ${(await refused.innerText()).trim()}`);
  });

  it('is a form a keyboard fills: Tab through the choices, arrows between Deliver and Fill, Space for an extra, Enter to review', async () => {
    const page = t.page;
    const key = await signInCustomer(page, customer);
    // By the keyboard alone (issue 24): the menu's Products, its Order Fuel tab, then the form.
    await keyboardTabTo(page, 'a: Products', true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/products');
    await expect.poll(() => keyboardFocus(page)).toBe(heading('Products'));
    await keyboardTabTo(page, 'a: Order Fuel');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/accounts/${account.account_id}/order-fuel`);
    await main(page).getByText('Your order').waitFor();
    await expect.poll(() => keyboardFocus(page)).toBe(heading('Order Fuel'));

    const focused = () => page.evaluate(() => document.activeElement?.id ?? '');
    const tabTo = async (id: string | RegExp, back = false) => {
      for (let i = 0; i < 40 && !(await focused()).match(id); i++) await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      expect(await focused()).toMatch(id);
    };
    // Trying to go on with nothing typed: the rules speak at their fields, though neither was left,
    // and focus leaves Review Order for the first of them.
    await keyboardTabTo(page, 'button: Review Order');
    await page.keyboard.press('Enter');
    await main(page).locator('#choice_gallons__error').filter({ hasText: 'Value missing' }).waitFor();
    await main(page).locator('#choice_tank_level__error').filter({ hasText: 'Value missing' }).waitFor();
    await expect.poll(focused).toBe('choice_gallons');

    // Back up to Deliver or Fill from there.
    await tabTo(/^choice_fill-\d$/, true);
    // The buttons are one group named by the field's label: a screen reader hears "Order, Deliver".
    expect(await main(page).getByRole('radiogroup', { name: 'Order' }).getByLabel('Deliver', { exact: true }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => main(page).getByLabel('Fill', { exact: true }).isChecked()).toBe(true);
    await expect.poll(() => main(page).getByLabel('Gallons').count()).toBe(0);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => main(page).getByLabel('Deliver', { exact: true }).isChecked()).toBe(true);
    await tabTo('choice_gallons');
    await page.keyboard.type('150');
    await tabTo(/^choice_extras-0$/);
    await page.keyboard.press('Space');
    await expect.poll(() => main(page).getByLabel('Prime the burner ($45.00)').isChecked()).toBe(true);
    await tabTo('choice_tank_level');
    await page.keyboard.type('30');
    await expect.poll(() => main(page).getByText('Value missing').count()).toBe(0);
    // The tank's price shows under the drop-down, as the server charges it: the posted price, or its own (fixed, or none posted).
    const drop = account.locations.flatMap((l) => l.drops)[0];
    const { data: today } = await api<components['schemas']['PostedPrices']>('GET', '/prices', { key });
    const price = today.tanks.find((tank) => tank.tank_id === drop.drop_id)?.price ?? drop.price;
    await main(page).getByText(new RegExp(`^\\$${price.toFixed(3).replace('.', '\\.')} per gallon`)).waitFor();

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      expect(await sidewaysOverflow(page), `at ${width}px`).toEqual({ overflow: 0, scrollers: [] });
      await screenshot(page, `order-choices-${width}`);
      expect(await axeViolations(page)).toEqual([]);
    }
    await keyboardTabTo(page, 'button: Review Order');
    await page.keyboard.press('Enter');
    await main(page).getByRole('button', { name: 'Place Order' }).waitFor();
    // Each step moves focus to the screen's heading (issue 24): the review, then the order placed, by the keyboard alone.
    await expect.poll(() => keyboardFocus(page)).toBe(heading('Order Fuel'));
    await keyboardTabTo(page, 'button: Place Order');
    await page.keyboard.press('Enter');
    await main(page).getByRole('status').filter({ hasText: 'Order created successfully!' }).waitFor();
    await expect.poll(() => keyboardFocus(page)).toBe(heading('Order Fuel'));
  });
});
