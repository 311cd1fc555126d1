import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { components } from '../../openapi/generated/tenant-api';
import { formatMoney } from '../../src/engine/format';
import { paymentCharge } from '../../src/engine/payments/fees';
import { payableAccounts } from './support/guest';
import { formHydrated, noChromium, pagePerTest, portalUrl, screenshot } from './support/portal';
import { axeViolations } from './support/axe';

type Schemas = components['schemas'];
/** The demo tenant's fees (tenants/demo/tenant.json): 2.5% on cards, $1 for a card not on file. */
const DEMO_FEES = { cc_convenience_fee_percent: 2.5, new_card_fee: 1 };

async function lookUp(page: Page, account: { number: string; zip: string }) {
  // Pay As Guest comes drawn by the server: typed once it hydrated (typing before is server-rendered-login's).
  await formHydrated(page);
  const number = page.getByLabel('Account number', { exact: true });
  // The number pad on a phone for the account number; the ZIP code keeps letters (a Canadian postal code).
  expect(await number.getAttribute('inputmode')).toBe('numeric');
  await number.fill(account.number);
  await page.getByLabel('Service address ZIP code', { exact: true }).fill(account.zip);
  await page.getByRole('button', { name: 'Find my bill' }).click();
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('First name', { exact: true }).fill('Pat');
  await page.getByLabel('Last name', { exact: true }).fill('Guest');
  await page.getByLabel('Card number', { exact: true }).fill(number);
  await page.getByLabel('Expiry', { exact: true }).fill('12/39');
  await page.getByLabel('CVV', { exact: true }).fill('123');
  await page.getByLabel('Street', { exact: true }).fill('1 Main St');
  await page.getByLabel('City', { exact: true }).fill('Burlington');
  await page.getByLabel('State', { exact: true }).fill('VT');
  await page.getByLabel('ZIP code', { exact: true }).fill('05401');
  await page.getByLabel('Country', { exact: true }).fill('US');
}

/** Tab (only the keyboard) until the focused element is the one `selector` finds; fails after 60 presses. */
async function tabTo(page: Page, selector: string) {
  for (let presses = 0; presses < 60; presses++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

const focusedLabel = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent?.trim());

describe.skipIf(noChromium)('pay as guest', () => {
  const t = pagePerTest();
  let accounts: { number: string; zip: string; due: number }[];
  beforeAll(async () => {
    accounts = await payableAccounts(2);
  });

  it('lets a visitor pay an account by number and ZIP with a card: the fee on review, then the payment number', async () => {
    const { page } = t;
    const [account] = accounts;
    await page.goto(portalUrl('/login'));
    await page.getByRole('link', { name: 'Pay your bill without logging in' }).waitFor();
    await screenshot(page, 'login-guest-link');
    await page.getByRole('link', { name: 'Pay your bill without logging in' }).click();
    await page.waitForURL('**/payment');
    await page.getByRole('heading', { name: 'Pay As Guest' }).waitFor();

    // A wrong ZIP code: one neutral message, whatever is wrong.
    await lookUp(page, { number: account.number, zip: account.zip === '99999' ? '99998' : '99999' });
    await page.getByRole('alert').filter({ hasText: 'We could not find an account with that account number and ZIP code.' }).waitFor();
    await screenshot(page, 'guest-payment-not-found');

    await lookUp(page, account);
    await page.getByText(`Amount due ${formatMoney(account.due)}`).waitFor();
    expect(await page.getByLabel('Payment amount ($)').inputValue()).toBe(account.due.toFixed(2));
    await page.getByLabel('Payment amount ($)').fill('40');
    await page.getByLabel('Email for your receipt').fill('pat.guest@example.test');
    await fillCard(page, '4242 4242 4242 4242');
    await screenshot(page, 'guest-payment-details');
    await page.getByRole('button', { name: 'Review payment' }).click();

    const charge = paymentCharge(4000, 'credit_card', true, DEMO_FEES);
    expect(charge).toEqual({ amount: 40, fee: 2, total: 42 });
    const review = page.locator('.guest-payment__summary');
    await review.waitFor();
    expect(await review.innerText()).toMatch(/Fee\s+\$2\.00/);
    expect(await review.innerText()).toContain('Visa •••• 4242');
    await screenshot(page, 'guest-payment-review');

    const paid = page.waitForResponse((r) => r.url().endsWith('/payments/make-guest-payment'));
    await page.getByRole('button', { name: `Pay ${formatMoney(charge.total)}` }).click();
    const answer = await paid;
    expect(answer.status()).toBe(201);
    expect(answer.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const { data } = (await answer.json()) as Schemas['GuestPaymentResult'];
    const status = page.locator('.guest-payment__success');
    await status.waitFor();
    expect(await status.innerText()).toContain(data.payment!.payment_number);
    expect(await status.innerText()).toContain('A receipt was emailed to pat.guest@example.test.');
    await screenshot(page, 'guest-payment-success');
  });

  it('shows a declined card as declined, never the gateway’s reason (no card testing), and pays after another card', async () => {
    const { page } = t;
    const account = accounts[1];
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(portalUrl('/payment'));
    await lookUp(page, account);
    // An amount of its own: the amount due may have changed since beforeAll (the server's autopay and settlement jobs run on timers).
    await page.getByLabel('Payment amount ($)').fill('25');
    await page.getByLabel('Email for your receipt').fill('pat.guest@example.test');
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Review payment' }).click();
    await page.locator('.guest-payment__summary').waitFor();
    await screenshot(page, 'guest-payment-review-mobile');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    const declined = page.getByRole('alert').filter({ hasText: 'Your payment was declined.' });
    await declined.waitFor();
    expect(await declined.innerText()).not.toMatch(/card_declined|your card/i);
    await screenshot(page, 'guest-payment-declined-mobile');

    await page.getByRole('button', { name: 'Change payment details' }).click();
    await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Review payment' }).click();
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.locator('.guest-payment__number').waitFor();
  });

  it('starts the billing country in the tenant country, takes an expiry typed 1228, and a refused step says why at the field with focus there (issue 22, item 11)', async () => {
    const { page } = t;
    const [account] = accounts;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(portalUrl('/payment'));
      await lookUp(page, account);
      await page.getByLabel('Payment amount ($)').fill('10');
      await page.getByLabel('Email for your receipt').fill('pat.guest@example.test');
      // The country is a value, not a placeholder: the demo tenant's default, the US.
      expect(await page.getByLabel('Country', { exact: true }).inputValue()).toBe('US');
      await fillCard(page, '4242 4242 4242 4242');
      await page.getByLabel('Expiry', { exact: true }).fill('1228');
      await page.getByLabel('City', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Review payment' }).click();
      const city = page.getByLabel('City', { exact: true });
      await expect.poll(() => city.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.locator('.form-field, .field, div').filter({ has: city }).getByText('Value missing').first().waitFor();
      expect(await page.locator('.guest-payment__summary').count()).toBe(0);
      await screenshot(page, `guest-payment-refused-city-${width}`);
      await city.fill('Burlington');
      await page.getByRole('button', { name: 'Review payment' }).click();
      await page.locator('.guest-payment__summary').waitFor();
      expect(await page.locator('.guest-payment__summary').innerText()).toContain('Visa •••• 4242');
    }
  });

  it('is paid with the keyboard alone: the lookup, a refused step with focus at the email, the way to pay by arrow keys, review and pay (zero axe violations)', async () => {
    const { page } = t;
    const account = accounts[0];
    await page.goto(portalUrl('/payment'));
    await formHydrated(page);
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, 'input[id$="account_number"]');
    await page.keyboard.type(account.number);
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toMatch(/^Service address ZIP code/);
    await page.keyboard.type(account.zip);
    await page.keyboard.press('Enter');

    // The amount due as it is now: the first test paid part of it.
    await page.getByText(/Amount due \$/).waitFor();
    await page.getByLabel('Card number', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, 'input[id$="_amount"]');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('30');
    // Enter with no email: refused, the message at the field, focus there.
    await page.keyboard.press('Enter');
    await page.getByText('Enter the email address your receipt goes to').waitFor();
    expect(await focusedLabel(page)).toMatch(/^Email for your receipt/);
    await screenshot(page, 'guest-payment-keyboard-refused');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.type('pat.guest@example.test');

    // The way to pay, by arrow keys: the bank account's fields replace the card's, focus stays on the choice.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('radio');
    await page.keyboard.press('ArrowRight');
    await page.getByLabel('Routing number', { exact: true }).waitFor();
    expect(await page.getByLabel('Card number', { exact: true }).count()).toBe(0);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('radio');
    await page.keyboard.press('ArrowLeft');
    await page.getByLabel('Card number', { exact: true }).waitFor();

    const typed: [RegExp, string][] = [
      [/^First name/, 'Pat'],
      [/^Last name/, 'Guest'],
      [/^Card number/, '4242 4242 4242 4242'],
      [/^Expiry/, '12/39'],
      [/^CVV/, '123'],
      [/^Street/, '1 Main St'],
    ];
    await tabTo(page, 'input[id$="account_holder_first_name"]');
    for (const [label, text] of typed) {
      expect(await focusedLabel(page)).toMatch(label);
      await page.keyboard.type(text);
      await page.keyboard.press('Tab');
    }
    await tabTo(page, 'input[id$="address_city"]');
    await page.keyboard.type('Burlington');
    await page.keyboard.press('Tab');
    await page.keyboard.type('VT');
    await page.keyboard.press('Tab');
    await page.keyboard.type('05401');
    await page.keyboard.press('Enter');

    await page.locator('.guest-payment__summary').waitFor();
    expect(await page.locator('.guest-payment__summary').innerText()).toMatch(/Amount\s+\$30\.00/);
    await tabTo(page, 'button.p-button:not(.p-button-outlined)');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Pay \$/);
    await page.keyboard.press('Enter');
    await page.locator('.guest-payment__number').waitFor();
  });

  it('is not offered by a tenant with guest payment off: /payment goes to the login page', async () => {
    const { page } = t;
    await page.goto(portalUrl('/payment', 'cleangas'));
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Login to your Account' }).waitFor();
    expect(await page.getByRole('link', { name: 'Pay your bill without logging in' }).count()).toBe(0);
  });
});
