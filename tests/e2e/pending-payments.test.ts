import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/tenant-api';
import { formatMoney } from '../../src/engine/format';
import type { NewUser } from './support/api';
import { customerAccounts, demoAccountHolder, signInCustomer } from './support/customer';
import { apiUrl, nextClientAddress, noChromium, pagePerTest, portalUrl, screenshot, tableRows } from './support/portal';

type PaymentResult = components['schemas']['PaymentResult'];
const TEST_CARD = {
  account_holder: { first_name: 'Dana', last_name: 'Customer' },
  card: { cc_number: '4242424242424242', cc_exp: '12/39', cc_cvv: '123' },
  address: { street1: '1 Main St', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' },
};

/** A card payment made through the API with the customer's own session (makePayment takes one Idempotency-Key per attempt). */
async function payByApi(key: string, accountId: string, amount: number): Promise<NonNullable<PaymentResult['data']['payment']>> {
  const response = await fetch(apiUrl('/payments/make-payment'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-key': key, 'idempotency-key': randomUUID(), 'x-forwarded-for': nextClientAddress() },
    body: JSON.stringify({ account_id: accountId, amount, payment_type: 'credit_card', data: TEST_CARD }),
  });
  const body = (await response.json()) as PaymentResult;
  if (response.status !== 201 || !body.data.payment) throw new Error(`make-payment answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data.payment;
}

describe.skipIf(noChromium)('pending payments', () => {
  const t = pagePerTest();
  let customer: NewUser;
  beforeAll(async () => {
    customer = await demoAccountHolder('pending');
  });

  async function openPendingPayments() {
    const key = await signInCustomer(t.page, customer);
    const payable = (await customerAccounts(key)).filter((a) => a.is_payment);
    expect(payable.length).toBeGreaterThan(0);
    const payment = await payByApi(key, payable[0].account_id, 25.5);
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Pending Payments', exact: true }).click();
    await t.page.waitForURL('**/payment/pending');
    await t.page.getByRole('heading', { name: 'Pending Payments', level: 1 }).waitFor();
    return payment;
  }

  it("lists the account's pending payment with its fee and total, and downloads its receipt", async () => {
    const { page } = t;
    const payment = await openPendingPayments();
    const row = page.locator('table tbody tr').filter({ hasText: payment.payment_number });
    await row.waitFor();
    const text = await row.innerText();
    for (const shown of [payment.source_label, formatMoney(payment.amount), formatMoney(payment.fee), formatMoney(payment.total)]) expect(text).toContain(shown);
    expect(text.toLowerCase()).toContain('pending');
    // The autopay attempts of the account follow, so a failed autopay charge is seen.
    await page.getByRole('heading', { name: 'Autopay Attempts', level: 2 }).waitFor();
    await screenshot(page, 'pending-payments');

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `Receipt ${payment.payment_number}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.locator('.p-toast-message').filter({ hasText: 'Receipt downloaded successfully!' }).waitFor();
  });

  it("shows the payment pending beside the amount due on the account's overview, the stated amount due in words", async () => {
    const { page } = t;
    const key = await signInCustomer(page, customer);
    const [account] = (await customerAccounts(key)).filter((a) => a.is_payment);
    await payByApi(key, account.account_id, 12.25);
    // The API's figures: the supplier's stated ones less every payment made here and not yet posted.
    const after = (await customerAccounts(key)).find((a) => a.account_id === account.account_id)!;
    expect(after.pending_payments_amount).toBeCloseTo(account.pending_payments_amount + 12.25, 2);
    expect(after.stated_amount_due).toBe(account.stated_amount_due);
    await page.goto(portalUrl(`/accounts/${account.account_id}`));
    const due = page.getByRole('region', { name: 'Amount Due' });
    await expect.poll(() => due.innerText()).toContain(`${formatMoney(after.pending_payments_amount)} pending`);
    const text = await due.innerText();
    expect(text).toContain(formatMoney(after.amount_due));
    expect(text).toContain(`the amount due was ${formatMoney(after.stated_amount_due)} before them`);
    await screenshot(page, 'overview-payment-pending');
  });

  it('reads on a 390px phone', async () => {
    const { page } = t;
    await page.setViewportSize({ width: 390, height: 844 });
    const key = await signInCustomer(page, customer);
    expect((await customerAccounts(key)).some((a) => a.is_payment)).toBe(true);
    await page.goto(page.url().replace(/\/accounts$/, '/payment/pending'));
    await page.getByRole('heading', { name: 'Pending Payments', level: 1 }).waitFor();
    await expect.poll(async () => (await tableRows(page)).length).toBeGreaterThan(0);
    await screenshot(page, 'pending-payments-mobile');
  });
});
