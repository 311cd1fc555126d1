/**
 * Issue 21's round trip, end to end over HTTP against a real database: the supplier's system
 * (with a tenant API key) registers a webhook and imports a new account of every record kind, as
 * NDJSON and CSV; the customer claims it with the code mailed to the contact on file, sees exactly
 * the supplier's figures and pays; the payment event reaches a local receiver signed and
 * verifiable; the next import, confirming that payment with the supplier's own figures, does not
 * count it twice.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARD } from './authorization/fixtures';
import { nextIp } from './support/account-claims';
import { mailsTo } from './support/outbox';
import { createTestApp, loginAs, type TestApp } from './support/test-app';
import { startReceiver, verifyNow, type Receiver } from './support/webhook-receiver';

let t: TestApp;
let receiver: Receiver;
let apiKey: string;

const OWNER = 'jordan.vale@supplier-customer.test';
const ACCOUNT = '910001';
const lines = (...records: object[]) => records.map((r) => JSON.stringify(r)).join('\n') + '\n';
const statedAccount = (figures: { balance: number; due: number }) => ({
  kind: 'account', external_id: ACCOUNT, customer_id: 'C-91', display_name: 'Jordan Vale', account_status: 'active',
  billing_address: { street1: '4 Mill Road', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' },
  balance_30_days: figures.balance, balance_60_days: 0, balance_90_days: 0, balance_over_90_days: 0,
  account_balance: figures.balance, amount_due: figures.due, is_budget_plan: false,
});
const SUPPLIER_FILE = lines(
  { kind: 'customer', external_id: 'C-91', first_name: 'Jordan', last_name: 'Vale', email: OWNER, cell_phone: '802-555-0171' },
  statedAccount({ balance: 412.3, due: 412.3 }),
  { kind: 'location', external_id: 'L-91-1', account_id: ACCOUNT, location_number: 1, first_name: 'Jordan', last_name: 'Vale', address: { street1: '4 Mill Road', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' } },
  { kind: 'tank', external_id: 'T-91-1', account_id: ACCOUNT, location_id: 'L-91-1', drop_name: 'Side yard tank', product_code: 'LP', product_name: 'Propane', product_type: 'Propane', tank_size: 500, price: 2.899, is_fixed_price: false },
  { kind: 'price', external_id: 'PR-LP-1', product_code: 'LP', product_name: 'Propane', product_type: 'Propane', price: 2.899, effective_date: '2026-11-01' },
  { kind: 'document', external_id: 'ST-91-2610', account_id: ACCOUNT, document_type: 'statement', document_date: '2026-11-01', title: 'Statement for October 2026', period_start: '2026-10-01', period_end: '2026-10-31', due_date: '2026-11-21', amount: 412.3, amount_due: 412.3, document_balance: 412.3, is_credit: false },
  { kind: 'delivery', external_id: 'DL-91-1', account_id: ACCOUNT, tank_id: 'T-91-1', delivery_date: '2026-10-12', ticket_number: '91001', product_name: 'Propane', product_type: 'Propane', quantity: 142.2, unit_price: 2.899, amount: 412.24, document_id: null },
  { kind: 'fuel_card', external_id: 'FC-91-1', account_id: ACCOUNT, last4: '7310', card_user_name: 'Jordan Vale', vehicle: '', status: 'active', daily_limit: null, products: [] },
);
const LEDGER_CSV = [
  'external_id,account_id,transaction_date,transaction_type,description,reference,amount,is_credit,balance',
  `TX-91-1,${ACCOUNT},2026-10-12,delivery,Propane delivery,91001,412.24,false,412.24`,
  `TX-91-2,${ACCOUNT},2026-10-31,finance_charge,Finance charge,,0.06,false,412.30`,
].join('\n') + '\n';

beforeAll(async () => {
  t = await createTestApp();
  receiver = await startReceiver();
  const admin = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  const created = await t.app.inject({
    method: 'POST', url: '/api/demo/integrations/api-keys', headers: { 'user-key': admin },
    payload: { name: 'Billing system', scopes: ['import:write', 'webhooks:manage', 'events:read'] },
  });
  expect(created.statusCode, created.body).toBe(201);
  apiKey = created.json().secret;
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const asSupplier = (method: 'GET' | 'POST', url: string, payload?: string | object, contentType?: string) =>
  t.app.inject({ method, url: `/api/demo${url}`, headers: { authorization: `Bearer ${apiKey}`, ...(contentType ? { 'content-type': contentType } : {}) }, ...(payload === undefined ? {} : { payload }) });

async function supplierImport(body: string, csvKind?: string) {
  const sent = await asSupplier('POST', `/imports${csvKind ? `?kind=${csvKind}` : ''}`, body, csvKind ? 'text/csv' : 'application/x-ndjson');
  expect(sent.statusCode, sent.body).toBe(202);
  await t.app.importWorker.drain();
  const job = (await asSupplier('GET', `/imports/${sent.json().job_id}`)).json();
  expect(job).toMatchObject({ status: 'succeeded', rows_refused: 0 });
  return job as { rows_applied: number; rows_unchanged: number };
}

describe('the supplier connected both ways', () => {
  it('imports, is claimed by its owner with the mailed code, is paid, sends the signed event, and takes the confirmation without counting the payment twice', async () => {
    const hook = await asSupplier('POST', '/webhooks/endpoints', { url: receiver.url('/billing'), event_types: ['payment.created', 'account.claimed'] });
    expect(hook.statusCode, hook.body).toBe(201);
    const secret: string = hook.json().secret;

    expect((await supplierImport(SUPPLIER_FILE)).rows_applied).toBe(8);
    expect((await supplierImport(LEDGER_CSV, 'transaction')).rows_applied).toBe(2);
    // Sent again, the same files change nothing.
    expect(await supplierImport(SUPPLIER_FILE)).toMatchObject({ rows_applied: 0, rows_unchanged: 8 });

    // A claim with the account number and ZIP: the code goes to the email on file, not to the typed one.
    const started = await t.app.inject({
      method: 'POST', url: '/api/demo/register-user', remoteAddress: nextIp(),
      payload: { account_id: ACCOUNT, zipcode: '05401', first_name: 'Jordan', last_name: 'Vale', email: OWNER, password: 'Propane-2026-yard' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const code = /enter this code to finish: (\d{6})/.exec((await mailsTo(t, OWNER))[0]?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verified = await t.app.inject({ method: 'POST', url: '/api/demo/register-user/verify', remoteAddress: nextIp(), payload: { claim_id: started.json().claim_id, code } });
    expect(verified.statusCode, verified.body).toBe(201);

    const login = await loginAs(t.app, 'demo', OWNER, 'Propane-2026-yard');
    expect(login.response.statusCode, login.response.body).toBe(200);
    expect(login.body.account_ids).toEqual([ACCOUNT]);
    const key = login.body.user_key;
    const shown = async () => (await t.app.inject({ method: 'GET', url: '/api/demo/accounts/for-user', headers: { 'user-key': key } })).json()[0];
    expect(await shown()).toMatchObject({ account_id: ACCOUNT, amount_due: 412.3, account_balance: 412.3, balance_30_days: 412.3, pending_payments_amount: 0, email: OWNER });

    const paid = await t.app.inject({
      method: 'POST', url: '/api/demo/payments/make-payment', headers: { 'user-key': key, 'idempotency-key': randomUUID() },
      payload: { account_id: ACCOUNT, amount: 100, payment_type: 'credit_card', data: TEST_CARD },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const paymentNumber: string = paid.json().data.payment.payment_number;
    expect(await shown()).toMatchObject({ amount_due: 312.3, stated_amount_due: 412.3, pending_payments_amount: 100 });

    await t.app.webhooks.drain();
    const delivered = receiver.accepted().filter((r) => r.envelope.type === 'payment.created');
    expect(delivered).toHaveLength(1);
    expect(verifyNow(secret, delivered[0])).toMatchObject({ type: 'payment.created', account_id: ACCOUNT, data: { payment_id: paymentNumber, amount: 100 } });
    expect(delivered[0].body).not.toContain('4242424242424242');
    expect(receiver.accepted().some((r) => r.envelope.type === 'account.claimed' && r.envelope.account_id === ACCOUNT)).toBe(true);

    // The supplier's books take the payment in: its own line names the portal's payment, its figures include it.
    await supplierImport(lines(
      statedAccount({ balance: 312.3, due: 312.3 }),
      { kind: 'transaction', external_id: 'TX-91-3', account_id: ACCOUNT, transaction_date: '2026-11-26', transaction_type: 'payment', description: 'Card payment - portal', reference: paymentNumber, amount: -100, is_credit: true, balance: 312.3, portal_payment_id: paymentNumber },
    ));
    expect(await shown()).toMatchObject({ amount_due: 312.3, account_balance: 312.3, stated_amount_due: 312.3, pending_payments_amount: 0 });
    const ledger = (await t.app.inject({ method: 'GET', url: `/api/demo/accounts/${ACCOUNT}/transactions?size=50`, headers: { 'user-key': key } })).json().content as { transaction_id: string; amount: number }[];
    expect(ledger.filter((line) => line.amount === -100).map((line) => line.transaction_id)).toEqual(['TX-91-3']);
  });
});
