import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { components } from '../../openapi/generated/tenant-api';
import { api, uniqueEmail } from './support/api';
import { formHydrated, noChromium, pagePerTest, portalUrl, screenshot, toast } from './support/portal';
import { axeViolations } from './support/axe';

type Schemas = components['schemas'];
type WorkflowItem = Schemas['WorkflowItem'];
const field = (page: Page, id: string) => page.locator(`#root_${id}`);
const submit = (page: Page) => page.getByRole('button', { name: 'Submit' });

/** The address step, once its scripts came (the server draws it: what is typed before them is tests/e2e/server-rendered-login.test.ts's). */
async function enterAddress(page: Page, zipcode: string) {
  const outside = zipcode === '90210';
  await formHydrated(page);
  await field(page, 'delivery_address_street1').fill('12 Elm St');
  await field(page, 'delivery_address_city').fill(outside ? 'Beverly Hills' : 'Burlington');
  // The address step's drop-downs are native (the light renderer's); the card's billing address is RJSF's.
  await field(page, 'delivery_address_state').selectOption({ label: outside ? 'California' : 'Vermont' });
  await field(page, 'delivery_address_zipcode').fill(zipcode);
  await page.getByRole('button', { name: 'Check Address' }).click();
}

/** Everything a signup requires but the order and the payment (spec 1 §5). */
async function fillAccount(page: Page, email: string) {
  await field(page, 'registration_info_full_name').fill('Pat Doe');
  await field(page, 'registration_info_email').fill(email);
  await field(page, 'registration_info_confirm_email').fill(email);
  await page.locator('input#root_registration_info_password, #root_registration_info_password input').first().fill('Signup-pass-1');
  await page.locator('input#root_registration_info_confirm_password, #root_registration_info_confirm_password input').first().fill('Signup-pass-1');
  await field(page, 'registration_info_phone_numbers_0_number').fill('8025550199');
  await field(page, 'tank_details_tank_size').fill('275');
  await field(page, 'tank_details_tank_level').fill('25');
}

async function choose(page: Page, dropdown: ReturnType<Page['locator']>, option: string) {
  await dropdown.click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: option, exact: true }).first().click();
}

async function placeOrder(page: Page, order: { gallons?: number; extra?: string }) {
  await page.getByText('Place my first order now', { exact: true }).click();
  await choose(page, field(page, 'fuel_order_product_name'), 'Fuel Oil');
  if (order.gallons === undefined) await page.getByText('Fill the tank', { exact: true }).click();
  else await field(page, 'fuel_order_gallons').fill(String(order.gallons));
  // The box itself, as a person clicks it (@rjsf/primereact's checkbox labels do not toggle their box).
  if (order.extra) await page.locator('#root_fuel_order_extras > div').filter({ hasText: order.extra }).locator('input').check();
}

async function pay(page: Page, how: 'Credit Card' | 'Leave Payment' | 'Meet The Driver') {
  if (how !== 'Meet The Driver') await choose(page, page.locator('.p-dropdown').filter({ hasText: 'Meet The Driver' }), how);
  if (how === 'Leave Payment') await field(page, 'payment_data_location').fill('In the mailbox by the garage');
  if (how === 'Credit Card') {
    await field(page, 'payment_data_account_holder_first_name').fill('Pat');
    await field(page, 'payment_data_account_holder_last_name').fill('Doe');
    await field(page, 'payment_data_card_cc_number').fill('4242 4242 4242 4242');
    await field(page, 'payment_data_card_cc_exp').fill('12/39');
    await page.locator('input#root_payment_data_card_cc_cvv, #root_payment_data_card_cc_cvv input').first().fill('123');
    await field(page, 'payment_data_address_street1').fill('12 Elm St');
    await field(page, 'payment_data_address_city').fill('Burlington');
    // The country after the street, as people fill a form top to bottom: what was typed stays.
    await choose(page, field(page, 'payment_data_address_country'), 'United States of America');
    expect(await field(page, 'payment_data_address_street1').inputValue()).toBe('12 Elm St');
    expect(await field(page, 'payment_data_address_city').inputValue()).toBe('Burlington');
    await choose(page, field(page, 'payment_data_address_state'), 'Vermont');
    await field(page, 'payment_data_address_zipcode').fill('05401');
  }
}

/** The items of a queue a user submitted, read as the tenant's admin through the API. */
async function itemsOf(queue: 'account_application' | 'fuel_order', email: string): Promise<WorkflowItem[]> {
  const { status, data } = await api<Schemas['WorkflowItemPage']>('GET', `/workflow/${queue}?page=0&size=50`);
  expect(status).toBe(200);
  return data.content.filter((item) => item.submitted_by?.email === email);
}

const routes = [
  { route: '/new-customer', title: 'Become A Customer', order: { gallons: 150, extra: 'Prime the burner' }, payment: 'Credit Card' as const },
  { route: '/new-customer-dynamic', title: 'Sign Up To Become A Customer', order: {}, payment: 'Leave Payment' as const },
  { route: '/new-customer-demo', title: 'New Customer Demo', order: { gallons: 200 }, payment: 'Meet The Driver' as const },
];

describe.skipIf(noChromium)('new customer signup', () => {
  const t = pagePerTest();

  it.each(routes)('a prospect in the service area signs up on $route with a first order ($payment)', async ({ route, title, order, payment }) => {
    const { page } = t;
    const email = uniqueEmail('signup');
    await page.goto(portalUrl(route));
    await page.getByRole('heading', { name: title }).waitFor();
    expect(await page.locator('#root_registration_info_email').count()).toBe(0);
    await enterAddress(page, '05401');
    await toast(page, 'we deliver to Burlington, VT').waitFor();
    await expect.poll(() => submit(page).isDisabled()).toBe(true);
    // Lists and choices in words, not a developer's form: 'Phone number 1', 'Add another phone number', a labelled way to pay.
    await page.getByRole('heading', { name: /^Phone number 1\b/ }).waitFor();
    expect(await page.getByText(/Phone Numbers-\d/).count()).toBe(0);
    await page.getByRole('button', { name: 'Add another phone number' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add Item' }).count()).toBe(0);
    await page.getByText('How would you like to pay?', { exact: true }).waitFor();
    // The drop-down's focusable input is named by that label (aria-labelledby).
    const labelled = await page.evaluate(() => {
      const label = [...document.querySelectorAll('label')].find((l) => l.textContent === 'How would you like to pay?');
      return label?.id ? document.querySelectorAll(`[aria-labelledby="${label.id}"]`).length : -1;
    });
    expect(labelled).toBeGreaterThan(0);
    await fillAccount(page, email);
    await placeOrder(page, order);
    await pay(page, payment);
    if (order.gallons) await page.getByText(/Estimated total: \$/).waitFor();
    else await page.getByText('Total price for this order will be determined upon delivery.').waitFor();
    await expect.poll(() => submit(page).isDisabled()).toBe(false);
    await screenshot(page, `signup${route.replace(/\//g, '-')}-filled`);
    await submit(page).click();
    await toast(page, 'New customer created successfully').waitFor();
    // The form gives way to what happens next (issue 22 item 13): verify the email, then log in; the first order's fate.
    const done = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Check your email' }) });
    await done.waitFor();
    expect(await done.innerText()).toContain(`We sent a link to ${email}.`);
    expect(await done.innerText()).toContain('Your first order has gone to our team');
    expect(await page.getByRole('heading', { name: 'Check your email' }).evaluate((h) => h === document.activeElement)).toBe(true);
    expect(await field(page, 'delivery_address_zipcode').count()).toBe(0);
    await done.getByRole('link', { name: 'Go to Log In' }).waitFor();
    await screenshot(page, `signup${route.replace(/\//g, '-')}-done`);
    expect(await axeViolations(page)).toEqual([]);

    const [application] = await itemsOf('account_application', email);
    expect(application).toMatchObject({ status: 'new', item_contents: { delivery_address: { zipcode: '05401' }, payment: { label: payment === 'Credit Card' ? 'New payment method: Visa •••• 4242' : payment === 'Leave Payment' ? 'Leave payment: In the mailbox by the garage' : 'Meet the driver' } } });
    const [fuelOrder] = await itemsOf('fuel_order', email);
    expect(fuelOrder.item_contents).toMatchObject(order.gallons ? { gallons: order.gallons, product_name: 'Fuel Oil' } : { fill: true, total_price: null });
    if (order.extra) expect(fuelOrder.item_contents).toMatchObject({ extras: ['prime'] });
  });

  it('a prospect outside the service area is told so and the rest of the form never appears', async () => {
    const { page } = t;
    // Reached from the login page, as a visitor finds it.
    await page.goto(portalUrl('/login'));
    await page.getByRole('link', { name: 'Not a customer yet? Sign up' }).click();
    await page.waitForURL('**/new-customer');
    await enterAddress(page, '90210');
    await toast(page, "Sorry, we don't deliver to Beverly Hills, CA yet.").waitFor();
    await page.locator('.form-problem').filter({ hasText: "we don't deliver to Beverly Hills, CA" }).waitFor();
    // The check disabled the button that had focus: focus is on the answer, not on the page's body.
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('form-problem');
    await screenshot(page, 'signup-outside-area');
    expect(await page.locator('#root_registration_info_email').count()).toBe(0);
    expect(await submit(page).count()).toBe(0);
  });

  it('asks again about a ZIP changed in the details, in place: the details stay, focus stays in the ZIP, Submit waits for the answer', async () => {
    const { page } = t;
    const email = uniqueEmail('signup-rezip');
    await page.goto(portalUrl('/new-customer'));
    await enterAddress(page, '05401');
    await toast(page, 'we deliver to Burlington, VT').waitFor();
    await fillAccount(page, email);
    await expect.poll(() => submit(page).isDisabled()).toBe(false);
    const zip = field(page, 'delivery_address_zipcode');
    await zip.fill('90210');
    await page.locator('.form-problem').filter({ hasText: "we don't deliver to Beverly Hills" }).waitFor();
    expect(await zip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await field(page, 'registration_info_email').inputValue()).toBe(email);
    expect(await submit(page).isDisabled()).toBe(true);
    await zip.fill('05401');
    await page.locator('.form-answer').filter({ hasText: 'we deliver to Burlington, VT' }).waitFor();
    await expect.poll(() => submit(page).isDisabled()).toBe(false);
    expect(await zip.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('Submit stays disabled until every required answer is in and no error shows', async () => {
    const { page } = t;
    const email = uniqueEmail('signup-gate');
    await page.goto(portalUrl('/new-customer'));
    await enterAddress(page, '05401');
    await field(page, 'registration_info_full_name').waitFor();
    expect(await submit(page).isDisabled()).toBe(true);
    await fillAccount(page, email);
    await expect.poll(() => submit(page).isDisabled()).toBe(false);
    // A bad email, a missing tank size, an order without gallons: each holds it back.
    await field(page, 'registration_info_email').fill('pat@nowhere');
    await field(page, 'registration_info_email').blur();
    await page.getByText('Invalid email address').first().waitFor();
    expect(await submit(page).isDisabled()).toBe(true);
    await field(page, 'registration_info_email').fill(email);
    await expect.poll(() => submit(page).isDisabled()).toBe(false);
    await field(page, 'tank_details_tank_size').fill('');
    await expect.poll(() => submit(page).isDisabled()).toBe(true);
    await field(page, 'tank_details_tank_size').fill('275');
    await page.getByText('Place my first order now', { exact: true }).click();
    await expect.poll(() => submit(page).isDisabled()).toBe(true);
    await screenshot(page, 'signup-submit-disabled');
  });

  it('a disabled Submit says why at the field once it is left: gallons, tank size, a billing postal code by country', async () => {
    const { page } = t;
    await page.goto(portalUrl('/new-customer'));
    await formHydrated(page);
    // Check Address pressed before a ZIP is typed is told, not ignored.
    await page.getByRole('button', { name: 'Check Address' }).click();
    const refusal = page.locator('.form-problem').filter({ hasText: 'Invalid delivery zipcode. Format: 12345 or 12345-6789' });
    await refusal.waitFor();
    await enterAddress(page, '05401');
    // Said until the address changed: gone once it did.
    expect(await refusal.count()).toBe(0);
    await fillAccount(page, uniqueEmail('signup-why'));
    await field(page, 'tank_details_tank_size').fill('0');
    await field(page, 'tank_details_tank_size').blur();
    await page.getByText('Tank size must be at least 1 gallon').waitFor();
    await field(page, 'tank_details_tank_size').fill('275');
    await page.getByText('Place my first order now', { exact: true }).click();
    await field(page, 'fuel_order_gallons').fill('abc');
    await field(page, 'fuel_order_gallons').blur();
    await page.getByText('Value should be numeric').waitFor();
    await field(page, 'fuel_order_gallons').fill('150');
    await expect.poll(() => page.getByText('Value should be numeric').count()).toBe(0);
    await choose(page, page.locator('.p-dropdown').filter({ hasText: 'Meet The Driver' }), 'Credit Card');
    // A card's billing address starts in the US, as the delivery address does (its State list is the US's).
    await field(page, 'payment_data_address_country').filter({ hasText: 'United States of America' }).waitFor();
    await choose(page, field(page, 'payment_data_address_country'), 'Canada');
    await field(page, 'payment_data_address_zipcode').fill('12345');
    await field(page, 'payment_data_address_zipcode').blur();
    await page.getByText('Invalid card zipcode').waitFor();
    await field(page, 'payment_data_address_zipcode').fill('K1A 0B1');
    await expect.poll(() => page.getByText('Invalid card zipcode').count()).toBe(0);
    expect(await submit(page).isDisabled()).toBe(true);
    await screenshot(page, 'signup-why-disabled');
  });

  it('suggests addresses as the street is typed: arrow keys and Enter fill the address, Escape closes the list (axe clean)', async () => {
    const { page } = t;
    await page.goto(portalUrl('/new-customer'));
    await formHydrated(page);
    const street = field(page, 'delivery_address_street1');
    await street.focus();
    // The offline provider answers a ZIP with its town.
    await page.keyboard.type('05401');
    const list = page.getByRole('listbox', { name: 'Suggested addresses' });
    await list.getByRole('option', { name: 'Burlington, VT 05401' }).waitFor();
    expect(await street.getAttribute('aria-expanded')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    // Tab leaves for the next field, not for the list (a scrolling box Chromium would stop on).
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('root_delivery_address_street2');
    await expect.poll(() => list.isVisible()).toBe(false);
    await street.focus();
    await page.keyboard.press('ArrowDown');
    await list.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => list.isVisible()).toBe(false);
    await page.keyboard.press('ArrowDown');
    expect(await street.getAttribute('aria-activedescendant')).toBe('root_delivery_address_street1__suggestions-0');
    await page.keyboard.press('Enter');
    await expect.poll(() => field(page, 'delivery_address_city').inputValue()).toBe('Burlington');
    expect(await field(page, 'delivery_address_state').inputValue()).toBe('VT');
    expect(await field(page, 'delivery_address_zipcode').inputValue()).toBe('05401');
    // A town's pick leaves the street to type, focus still in it; Enter picked, it did not check the address.
    expect(await street.inputValue()).toBe('');
    expect(await street.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.locator('#root_registration_info_full_name').count()).toBe(0);
  });

  it('checks an address abroad by its country: Canada K1A 0B1 goes to the service-area check, 12345 is told its format (1280 px)', async () => {
    const { page } = t;
    await page.goto(portalUrl('/new-customer'));
    await formHydrated(page);
    await field(page, 'delivery_address_street1').fill('1 Wellington St');
    await field(page, 'delivery_address_city').fill('Ottawa');
    await field(page, 'delivery_address_country').selectOption({ label: 'Canada' });
    // The State list is now Canada's provinces.
    await field(page, 'delivery_address_state').selectOption({ label: 'Ontario' });
    await field(page, 'delivery_address_zipcode').fill('12345');
    await field(page, 'delivery_address_zipcode').blur();
    await page.getByText('Invalid delivery zipcode. Format: A1A 1A1').first().waitFor();
    await field(page, 'delivery_address_zipcode').fill('K1A 0B1');
    await expect.poll(() => page.getByText('Invalid delivery zipcode').count()).toBe(0);
    const check = page.getByRole('button', { name: 'Check Address' });
    expect(await check.isDisabled()).toBe(false);
    await check.click();
    await toast(page, "Sorry, we don't deliver to Ottawa, Canada yet.").waitFor();
    await screenshot(page, 'signup-canada-outside-area');
  });

  it('a prospect in the Cayman Islands signs up on cleangas without a postal code (390 px)', async () => {
    const { page } = t;
    await page.setViewportSize({ width: 390, height: 844 });
    const email = uniqueEmail('signup-ky');
    await page.goto(portalUrl('/new-customer', 'cleangas'));
    await formHydrated(page);
    // The tenant's country is where an address starts.
    expect(await field(page, 'delivery_address_country').inputValue()).toBe('KY');
    expect(await field(page, 'delivery_address_country').locator('option:checked').innerText()).toBe('Cayman Islands');
    await field(page, 'delivery_address_street1').fill('45 Market St');
    await field(page, 'delivery_address_city').fill('George Town');
    // The islands have no subdivision list: the State box is free text.
    await field(page, 'delivery_address_state').fill('Grand Cayman');
    await screenshot(page, 'signup-cayman-address-390');
    await page.getByRole('button', { name: 'Check Address' }).click();
    await toast(page, 'we deliver to George Town, Cayman Islands').waitFor();
    await field(page, 'registration_info_full_name').fill('Kay Ebanks');
    await field(page, 'registration_info_email').fill(email);
    await field(page, 'registration_info_confirm_email').fill(email);
    await page.locator('input#root_registration_info_password, #root_registration_info_password input').first().fill('Signup-pass-1');
    await page.locator('input#root_registration_info_confirm_password, #root_registration_info_confirm_password input').first().fill('Signup-pass-1');
    await field(page, 'registration_info_phone_numbers_0_number').fill('3455550123');
    await field(page, 'tank_details_tank_size').fill('100');
    await expect.poll(() => submit(page).isDisabled()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'signup-cayman-filled-390');
    await submit(page).click();
    await toast(page, 'New customer created successfully').waitFor();
  });
});
