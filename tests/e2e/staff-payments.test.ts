import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { components } from '../../openapi/generated/tenant-api';
import { formatMoney } from '../../src/engine/format';
import { api, apiLogin, createUser, type NewUser } from './support/api';
import { axeViolations } from './support/axe';
import { focused } from './support/keyboard';
import { demoAccountHolder } from './support/customer';
import { apiUrl, nextClientAddress, noChromium, pagePerTest, portalUrl, screenshot, signIn, toast, users } from './support/portal';

type Schemas = components['schemas'];

/** A customer's own call with an Idempotency-Key (make-payment, saving a source). */
async function customerPost<T>(key: string, path: string, body: object): Promise<{ status: number; data: T }> {
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-key': key, 'idempotency-key': randomUUID(), 'x-forwarded-for': nextClientAddress() },
    body: JSON.stringify(body),
  });
  return { status: response.status, data: (await response.json()) as T };
}

const card = {
  account_holder: { first_name: 'Casey', last_name: 'Customer' },
  card: { cc_number: '4242424242424242', cc_exp: '12/39', cc_cvv: '123' },
  address: { street1: '1 Main St', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' },
};

/** The account screen's list with that accessible name. */
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe.skipIf(noChromium)('staff support for payments', () => {
  const t = pagePerTest();
  let holder: NewUser;
  let accountId: string;
  let payment: Schemas['Payment'];
  let ticket: Schemas['Delivery'];
  // An Admin of the test's own: the demo admin's logins are throttled per user (10 in 15 minutes) and other files sign it in too.
  let admin: NewUser;

  beforeAll(async () => {
    admin = await createUser('staffpay-admin', 'Admin');
    // A customer of the test's own on the demo customer's accounts (its own login throttle) pays $20 by card.
    holder = await demoAccountHolder('staffpay');
    const { key } = await apiLogin(holder.email, holder.password);
    if (!key) throw new Error('the account holder could not log in');
    const profile = (await api<Schemas['Profile']>('GET', `/user/profile/${encodeURIComponent(holder.email)}`)).data;
    accountId = profile.account_ids[0];
    const paid = await customerPost<Schemas['PaymentResult']>(key, '/payments/make-payment', { account_id: accountId, amount: 20, payment_type: 'credit_card', data: card });
    expect(paid.status, JSON.stringify(paid.data)).toBe(201);
    if (!paid.data.data.payment) throw new Error('make-payment answered no payment');
    payment = paid.data.data.payment;
    const saved = await customerPost(key, '/payment-sources', { payment_type: 'credit_card', name: 'Staff test Visa', description: 'For the staff screens', data: card });
    expect(saved.status, JSON.stringify(saved.data)).toBe(201);
    const deliveries = (await api<Schemas['DeliveryPage']>('GET', `/accounts/${accountId}/deliveries?page=0&size=25`)).data;
    const found = deliveries.content.find((d) => d.amount > 5);
    if (!found) throw new Error(`account ${accountId} has no delivery to refund`);
    ticket = found;
  });

  it('shows the Admin the payment with its receipt, and refunds part of a ticket after a confirmation', async () => {
    const { page } = t;
    await signIn(page, admin.email, 'demo', admin.password);
    await page.waitForURL('**/admin/accounts');
    await page.goto(portalUrl(`/admin/accounts/${accountId}`));
    const payments = section(page, 'Payments');
    const row = payments.getByRole('row').filter({ hasText: payment.payment_number });
    await row.waitFor();
    expect(await row.innerText()).toContain(formatMoney(payment.total));
    expect(await row.innerText()).toContain('Visa •••• 4242');
    await section(page, 'Autopay attempts').waitFor();
    // The balances say the supplier's figures are lowered by payments made here and not yet confirmed.
    const shown = (await api<Schemas['AccountDetail']>('GET', `/accounts/${accountId}`)).data;
    expect(shown.pending_payments_amount).toBeGreaterThanOrEqual(20);
    const balances = await section(page, 'Balances').innerText();
    expect(balances).toContain(`${formatMoney(shown.pending_payments_amount)} of portal payments not yet confirmed by the billing system`);
    expect(balances).toContain(`stated amount due ${formatMoney(shown.stated_amount_due)}`);
    await screenshot(page, 'staff-payments-account');

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `Receipt for payment ${payment.payment_number}` }).click();
    const file = await download;
    expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
    await toast(page, 'Receipt downloaded successfully!').waitFor();

    // The amount's money widget is a chunk of its own: held back here, as a slow line would, so the
    // reason below it is drawn first; the dialog must still open on the amount.
    let releaseMoneyWidget = () => {};
    const moneyWidgetHeld = new Promise<void>((release) => (releaseMoneyWidget = release));
    await page.route(/\/assets\/MoneyWidget-[\w-]+\.js$/, async (route) => {
      await moneyWidgetHeld;
      await route.continue();
    });
    const tickets = section(page, 'Delivery tickets');
    await tickets.getByRole('button', { name: `Download ticket ${ticket.ticket_number}` }).waitFor();
    await tickets.getByRole('button', { name: `Refund ticket ${ticket.ticket_number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Refund ticket ${ticket.ticket_number}` });
    await dialog.getByLabel('Reason').waitFor();
    releaseMoneyWidget();
    const amount = dialog.getByLabel('Amount');
    expect(await amount.inputValue()).toBe(ticket.amount.toFixed(2));
    // The dialog opens on its first field, not on Close (issue 24).
    await expect.poll(() => focused(page)).toBe('input: Amount');
    // The reason is required; nothing is sent without it.
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Enter the reason for the refund.' }).waitFor();
    // The money widget takes dollars as people type them, and says so when it cannot.
    await amount.fill('1.234');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Enter an amount in dollars, with at most 2 decimals.' }).waitFor();
    await amount.fill('5');
    await dialog.getByLabel('Reason').fill('Short delivery (e2e)');
    await screenshot(page, 'staff-payments-refund-form');
    expect.soft(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText(`Refund $5.00 of ticket ${ticket.ticket_number}?`).waitFor();
    // The confirmation step takes focus to its primary action: the form that had it is gone.
    await expect.poll(() => focused(page)).toBe('button: Confirm Refund');
    await screenshot(page, 'staff-payments-refund-confirm');

    const answered = page.waitForResponse((r) => r.url().endsWith(`/deliveries/${ticket.delivery_id}/refund`));
    await dialog.getByRole('button', { name: 'Confirm Refund' }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.request().postDataJSON()).toEqual({ amount: 5, reason: 'Short delivery (e2e)' });
    const { message } = (await response.json()) as Schemas['RefundResult'];
    expect(message).toBe(`Refunded $5.00 of ticket ${ticket.ticket_number} to Visa •••• 4242.`);
    await toast(page, message).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // Closed, the dialog hands focus back (to the Refund button, or the heading once the lists reload), never to the body.
    await expect.poll(() => focused(page)).toMatch(/^(button: Refund ticket|h1: )/);
    // The lists load again: the payment shows what went back.
    await expect.poll(() => row.innerText()).toContain('$5.00');
    await screenshot(page, 'staff-payments-refunded');
  });

  it("shows the server's refusal in the dialog when more is asked than is left, and keeps one key per confirmed attempt", async () => {
    const { page } = t;
    await signIn(page, admin.email, 'demo', admin.password);
    await page.waitForURL('**/admin/accounts');
    await page.goto(portalUrl(`/admin/accounts/${accountId}`));
    await section(page, 'Delivery tickets').getByRole('button', { name: `Refund ticket ${ticket.ticket_number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Refund ticket ${ticket.ticket_number}` });
    // The whole ticket again, after part of it went back: more than is left.
    await dialog.getByLabel('Reason').fill('All of it (e2e)');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const answered = page.waitForResponse((r) => r.url().endsWith(`/deliveries/${ticket.delivery_id}/refund`));
    await dialog.getByRole('button', { name: 'Confirm Refund' }).click();
    const first = await answered;
    const problem = (await first.json()) as { status: number; detail: string; error_code: string };
    expect(problem).toMatchObject({ status: 409, error_code: 'NOTHING_TO_REFUND' });
    await dialog.getByRole('alert').filter({ hasText: `(409) ${problem.detail}` }).waitFor();
    await screenshot(page, 'staff-payments-refund-refused');

    // Confirming the same attempt again sends the same key (a lost answer is replayed, never refunded twice) ...
    const key = first.request().headers()['idempotency-key'];
    const again = page.waitForResponse((r) => r.url().endsWith(`/deliveries/${ticket.delivery_id}/refund`));
    await dialog.getByRole('button', { name: 'Confirm Refund' }).click();
    expect((await again).request().headers()['idempotency-key']).toBe(key);
    // ... while a new attempt, after Back and Continue, gets a key of its own.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByLabel('Amount').fill('$1');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // A double click on Confirm sends one refund, not two.
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(`/deliveries/${ticket.delivery_id}/refund`)) sent.push(r.headers()['idempotency-key']);
    });
    const fresh = page.waitForResponse((r) => r.url().endsWith(`/deliveries/${ticket.delivery_id}/refund`));
    await dialog.getByRole('button', { name: 'Confirm Refund' }).dblclick();
    const third = await fresh;
    expect(third.request().headers()['idempotency-key']).not.toBe(key);
    expect(third.request().postDataJSON()).toEqual({ amount: 1, reason: 'All of it (e2e)' });
    expect(third.status()).toBe(201);
    await toast(page, `Refunded $1.00 of ticket ${ticket.ticket_number} to Visa •••• 4242.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(sent).toEqual([third.request().headers()['idempotency-key']]);
  });

  it('shows Customer Service the payments and tickets without a Refund action', async () => {
    const { page } = t;
    await signIn(page, users.staff);
    await page.goto(portalUrl(`/admin/accounts/${accountId}`));
    await section(page, 'Payments').getByRole('row').filter({ hasText: payment.payment_number }).waitFor();
    const tickets = section(page, 'Delivery tickets');
    await tickets.getByRole('button', { name: `Download ticket ${ticket.ticket_number}` }).waitFor();
    expect(await tickets.getByRole('button', { name: /^Refund ticket/ }).count()).toBe(0);
    // Customer Service holds users:read: the account's portal user's saved sources, masked, as the API lists them.
    const account = (await api<Schemas['AccountDetail']>('GET', `/accounts/${accountId}`)).data;
    if (!account.owner) throw new Error(`account ${accountId} has no portal user`);
    const listed = (await api<Schemas['PaymentSource'][]>('GET', `/payment-sources/for-user/${account.owner.user_id}`)).data;
    const sources = section(page, `Saved payment sources of ${account.owner.display_name}`);
    await sources.getByText('Read-only: to change them, log in as the customer.').waitFor();
    const shown = await sources.innerText();
    if (listed.length === 0) expect(shown).toContain('No saved cards or bank accounts.');
    for (const source of listed) expect(shown).toContain(source.label);
    await screenshot(page, 'staff-payments-customer-service');
  });

  it("shows the Admin the customer's saved card masked on Edit User, at a phone's width too", async () => {
    const { page } = t;
    await signIn(page, admin.email, 'demo', admin.password);
    await page.waitForURL('**/admin/accounts');
    await page.goto(portalUrl(`/admin/users/${encodeURIComponent(holder.email)}/edit`));
    const sources = section(page, 'Saved payment sources');
    await sources.getByText('Visa •••• 4242').waitFor();
    const text = await sources.innerText();
    expect(text).toContain('Staff test Visa');
    expect(text).toContain('Expires 12/39');
    expect(text).toContain('Default');
    expect(text).not.toContain('4242424242424242');
    await screenshot(page, 'staff-payments-user-sources');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(portalUrl(`/admin/accounts/${accountId}`));
    await section(page, 'Payments').getByRole('row').filter({ hasText: payment.payment_number }).waitFor();
    await screenshot(page, 'staff-payments-account-mobile');
  });
});
