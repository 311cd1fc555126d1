/**
 * The customer's Payment screen in Chromium: saving a card and a bank account, making one the
 * default, paying a bill with the 2.5% card fee shown before confirming (one payment however
 * often Confirm is clicked), the pending payment, autopay enrolment, and a declined card that
 * leaves no payment. Desktop and a 390px-wide phone.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { components } from '../../openapi/generated/tenant-api';
import { api, type NewUser } from './support/api';
import { customerAccounts, demoAccountHolder, signInCustomer, type Account } from './support/customer';
import { noChromium, pagePerTest, toast } from './support/portal';
import { formatMoney } from '../../src/engine/format';

type Payment = components['schemas']['Payment'];
type PaymentPage = components['schemas']['PaymentPage'];

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/pay-${name}.png`, fullPage: true });
const main = (page: Page) => page.locator('main');

async function openPayment(page: Page) {
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Payment', exact: true }).click();
  await page.waitForURL('**/payment');
  await page.getByRole('heading', { name: 'Make a payment' }).waitFor();
}

async function fillCard(scope: ReturnType<typeof main> | ReturnType<Page['getByRole']>, number: string) {
  await scope.getByLabel('First name').fill('Dana');
  await scope.getByLabel('Last name').fill('Customer');
  await scope.getByLabel('Card number').fill(number);
  await scope.getByLabel('Expiry').fill('12/30');
  await scope.getByLabel('CVV').fill('123');
  await scope.getByLabel('Street').fill('1 Main St');
  await scope.getByLabel('City', { exact: true }).fill('Burlington');
  await scope.getByLabel('State').fill('VT');
  await scope.getByLabel('ZIP code').fill('05401');
  await scope.getByLabel('Country').fill('US');
}

async function pendingPayments(key: string, accountId: string): Promise<Payment[]> {
  const { data } = await api<PaymentPage>('GET', `/accounts/${accountId}/payments?confirmed=false&size=100`, { key });
  return data.content;
}

describe.skipIf(noChromium)('payment', () => {
  const t = pagePerTest();
  let customer: NewUser;
  let key: string;
  let account: Account;
  beforeEach(async () => {
    customer = await demoAccountHolder('payment');
    key = await signInCustomer(t.page, customer);
    account = (await customerAccounts(key)).filter((a) => a.is_payment)[0];
    expect(account).toBeDefined();
  });

  it('saves a card and a bank account, makes one the default, pays with the fee shown, enrols in autopay', async () => {
    const page = t.page;
    await openPayment(page);
    await shot(page, '1-empty');

    await page.getByRole('button', { name: 'Add card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add card' });
    // Issue 22, item 11: the billing address starts as the account's, and a refused save says why at the field, focused.
    const streets = (await customerAccounts(key)).map((a) => a.billing_address?.street1);
    expect(streets).toContain(await dialog.getByLabel('Street').inputValue());
    expect(await dialog.getByLabel('Country').inputValue()).not.toBe('');
    await dialog.getByLabel('Card nickname', { exact: true }).fill('Visa');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    const first = dialog.getByLabel('First name');
    await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
    await dialog.getByText('Value missing').first().waitFor();
    await shot(page, '2-add-card-refused');
    await fillCard(dialog, '4242 4242 4242 4242');
    await expect.poll(() => dialog.getByText('Value missing').count()).toBe(0);
    await shot(page, '2-add-card');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await toast(page, 'Added successfully').waitFor();
    await main(page).getByText('Visa •••• 4242').first().waitFor();

    await page.getByRole('button', { name: 'Add bank account' }).click();
    const bank = page.getByRole('dialog', { name: 'Add bank account' });
    await bank.getByLabel('Name', { exact: true }).fill('Checking');
    await bank.getByLabel('Account holder first name').fill('Dana');
    await bank.getByLabel('Account holder last name').fill('Customer');
    await bank.locator('.p-dropdown').click();
    await page.getByRole('option', { name: /checking/i }).click();
    await bank.getByLabel('Bank name').fill('First Test Bank');
    await bank.getByLabel('Routing number').fill('110000000');
    await bank.getByLabel('Account number', { exact: true }).fill('000123456789');
    await bank.getByLabel('Confirm account number').fill('000123456789');
    await bank.getByRole('button', { name: 'Save bank account' }).click();
    await toast(page, 'Added successfully').last().waitFor();
    await page.getByRole('button', { name: /^Make .* the default$/ }).waitFor();
    await shot(page, '3-saved');

    // The card was first, so it is the default; make the bank account the default, then the card again.
    await page.getByRole('button', { name: /^Make .* the default$/ }).click();
    await toast(page, 'Default payment source updated successfully!').waitFor();
    const sources = (await api<components['schemas']['PaymentSource'][]>('GET', `/payment-sources/for-user/${customer.user_id}`, { key })).data;
    expect(sources.find((s) => s.is_default)?.payment_type).toBe('bank_account');
    const card = sources.find((s) => s.payment_type === 'credit_card')!;

    // Pay 100.00 with the saved card: 2.5% fee = 2.50, total 102.50, shown before confirming.
    const before = await pendingPayments(key, account.account_id);
    await page.getByRole('radio', { name: /Visa •••• 4242/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    // More than the amount due plus the tenant's margin: the server's words at the amount, and no confirming.
    await page.getByLabel('Amount').fill('20000');
    await page.getByRole('alert').filter({ hasText: /^The amount may not be more than .*: the amount due, / }).waitFor();
    expect(await page.getByRole('button', { name: 'Confirm payment' }).isDisabled()).toBe(true);
    await shot(page, '4-above-due');
    await page.getByLabel('Amount').fill('100.00');
    // The card made the default again beside the review: the saved sources reload, and the payment keeps
    // its step, its source and the amount typed (it used to start over, losing them).
    await page.getByRole('button', { name: `Make ${card.label} the default` }).click();
    await expect.poll(async () => (await api<components['schemas']['PaymentSource'][]>('GET', `/payment-sources/for-user/${customer.user_id}`, { key })).data.find((s) => s.is_default)?.payment_type).toBe('credit_card');
    await page.getByRole('button', { name: `Make ${card.label} the default` }).waitFor({ state: 'detached' });
    expect(await page.getByLabel('Amount').inputValue()).toBe('100.00');
    await expect.poll(() => page.getByTestId('payment-fee').innerText()).toBe('$2.50');
    expect(await page.getByTestId('payment-total').innerText()).toBe('$102.50');
    await shot(page, '4-review');
    await page.getByRole('button', { name: 'Confirm payment' }).dblclick();
    await page.getByText(/is pending/i).first().waitFor();
    await page.getByText('Payment received today.').waitFor();
    await page.getByRole('button', { name: 'Download receipt (PDF)' }).waitFor();
    await shot(page, '5-success');
    const after = await pendingPayments(key, account.account_id);
    expect(after.length - before.length).toBe(1);
    expect(after[0].total).toBe(102.5);
    // The screen reads the account again once paid: its amount due and pending payments as the API now says, no reload.
    const now = (await customerAccounts(key)).find((a) => a.account_id === account.account_id)!;
    expect(now.pending_payments_amount).toBeGreaterThan(account.pending_payments_amount);
    await expect.poll(() => page.getByTestId('pending-payments').textContent()).toContain(formatMoney(now.pending_payments_amount));
    expect(await page.getByTestId('amount-due').innerText()).toBe(formatMoney(now.amount_due));

    // Autopay: the terms must be agreed to.
    const enrol = page.getByRole('button', { name: 'Enrol in autopay' });
    expect(await enrol.isDisabled()).toBe(true);
    await page.getByText('I agree').click();
    await enrol.click();
    await toast(page, 'Autopay added successfully!').waitFor();
    await page.getByText(/is paid automatically with/).waitFor();
    await shot(page, '6-autopay');

    // Rename the card; remove the bank account after confirming.
    await page.getByRole('button', { name: `Rename ${card.label}` }).click();
    await page.getByRole('dialog', { name: 'Rename payment method' }).getByLabel('Name', { exact: true }).fill('Everyday Visa');
    await page.getByRole('dialog', { name: 'Rename payment method' }).getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Payment source updated successfully!').filter({ hasNotText: 'Default' }).waitFor();
    await main(page).getByText('Everyday Visa').waitFor();
    const bankSource = sources.find((s) => s.payment_type === 'bank_account')!;
    await page.getByRole('button', { name: `Remove ${bankSource.label}` }).click();
    await page.getByRole('dialog', { name: 'Remove payment method' }).getByRole('button', { name: 'Remove', exact: true }).click();
    await toast(page, 'Payment source deleted successfully!').waitFor();
    expect((await api<components['schemas']['PaymentSource'][]>('GET', `/payment-sources/for-user/${customer.user_id}`, { key })).data.map((s) => s.payment_type)).toEqual(['credit_card']);

    // The account's overview says so too, while the day lasts.
    await page.goto(new URL(`/accounts/${account.account_id}`, page.url()).toString());
    await page.getByText('Payment received today.').waitFor();
    await page.goto(new URL('/payment', page.url()).toString());
    await page.getByRole('heading', { name: 'Make a payment' }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, '7-mobile');
  });

  it('pays with a new card kept for later: Save for later asks its name, and the card is saved under it', async () => {
    const page = t.page;
    await openPayment(page);
    await page.getByRole('radio', { name: 'New card' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await main(page).getByLabel('Card nickname', { exact: true }).count()).toBe(0);
    await main(page).getByLabel('Save for later').check();
    await main(page).getByLabel('Card nickname', { exact: true }).fill('Everyday card');
    await fillCard(main(page), '4242 4242 4242 4242');
    await shot(page, 's1-save-for-later');
    await page.getByRole('button', { name: 'Review payment' }).click();
    await page.getByLabel('Amount').fill('15');
    await page.getByTestId('payment-fee').waitFor();
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.getByText(/is pending/i).first().waitFor();
    const saved = (await api<components['schemas']['PaymentSource'][]>('GET', `/payment-sources/for-user/${customer.user_id}`, { key })).data;
    expect(saved.map((s) => [s.name, s.payment_type])).toEqual([['Everyday card', 'credit_card']]);
  });

  it('a declined card shows the decline and makes no payment', async () => {
    const page = t.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await openPayment(page);
    const before = await pendingPayments(key, account.account_id);
    await page.getByRole('radio', { name: 'New card' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await fillCard(main(page), '4000 0000 0000 0002');
    await shot(page, 'm1-details');
    await page.getByRole('button', { name: 'Review payment' }).click();
    await page.getByLabel('Amount').fill('25');
    await page.getByTestId('payment-fee').waitFor();
    await shot(page, 'm2-review');
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.getByRole('button', { name: 'Choose another source' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: /declined/i }).count()).toBeGreaterThan(0);
    await shot(page, 'm3-declined');
    expect((await pendingPayments(key, account.account_id)).length).toBe(before.length);

    // Saving that card is refused too, worded by its error code (spec 2 §8), and nothing is saved.
    await page.getByRole('button', { name: 'Add card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add card' });
    await dialog.getByLabel('Card nickname', { exact: true }).fill('Declined');
    await fillCard(dialog, '4000 0000 0000 0002');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await toast(page, 'CARD_DECLINED').waitFor();
    await shot(page, 'm4-save-declined');
    expect((await api<unknown[]>('GET', `/payment-sources/for-user/${customer.user_id}`, { key })).data).toEqual([]);
  });
});
