/**
 * POST /imports and its job: a supplier file of every record kind, as NDJSON and as CSV, read back
 * through the customer's own operations exactly as stated; sent again it changes nothing; bad rows
 * and broken references are reported by line, path and message while the rest goes in; delete
 * records remove or close; another tenant never sees any of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { payments, transactions } from '../../../src/server/db/schema';
import { createTestApp, loginAs, type TestApp } from '../support/test-app';
import { get, importFile, ndjson, refusalsOf, SAMPLE_CSV, SAMPLE_NDJSON, upload } from './support';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({}, { imports: { maxBytes: 64 * 1024, batchRows: 4 } });
  admin = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
});
afterAll(() => t.close());

describe('a new account from the supplier', () => {
  it('imports every kind and the portal shows it as stated', async () => {
    const job = await importFile(t.app, admin, SAMPLE_NDJSON);
    expect(job).toMatchObject({ status: 'succeeded', source: 'api', format: 'ndjson', rows_read: 10, rows_applied: 10, rows_unchanged: 0, rows_refused: 0, line_reached: 10 });
    const account = (await get(t.app, admin, '/accounts/900001')).json();
    expect(account).toMatchObject({
      account_id: '900001',
      display_name: 'Robin Hale',
      // Left out of the account record: taken from its customer (the contact on file).
      email: 'robin.hale@example.com',
      first_name: 'Robin',
      home_phone: '802-555-0143',
      account_balance: 120.5,
      amount_due: 120.5,
      balance_30_days: 120.5,
      last_payment_amount: 250,
      last_payment_date: '2026-10-15',
      billing_address: { street1: '12 Birch Lane', city: 'Montpelier', state: 'VT', zipcode: '05602', country: 'US' },
    });
    expect(account.locations).toHaveLength(1);
    expect(account.locations[0]).toMatchObject({ location_number: 1, address: { street1: '12 Birch Lane' } });
    expect(account.locations[0].drops[0]).toMatchObject({ drop_id: 'T-900001-1', drop_name: 'Basement tank', price: 3.899, is_fixed_price: true, effective_date: '2026-09-01', end_date: '2027-05-31', tank_size: 275, product_type: 'Fuel Oil' });
    // The tank's last delivery as the supplier states it (the same as its delivery ticket in the file).
    expect(account.locations[0].drops[0]).toMatchObject({ last_delivery_date: '2026-10-20', last_delivery_quantity: { quantity: 95, unit: 'gallons' } });
    const ledger = (await get(t.app, admin, '/accounts/900001/transactions?size=50')).json().content;
    expect(ledger.map((l: { transaction_id: string; amount: number; balance: number }) => [l.transaction_id, l.amount, l.balance])).toEqual(
      expect.arrayContaining([
        ['TX-55001', 370.5, 370.5],
        ['TX-55002', -250, 120.5],
      ]),
    );
    const deliveries = (await get(t.app, admin, '/accounts/900001/deliveries')).json().content;
    expect(deliveries).toEqual([expect.objectContaining({ delivery_id: 'DL-77001', drop_id: 'T-900001-1', drop_name: 'Basement tank', location_number: 1, quantity: 95, amount: 370.5, document_id: 'INV-77001' })]);
    const documents = (await get(t.app, admin, '/accounts/900001/documents')).json().content;
    expect(documents).toEqual([expect.objectContaining({ document_id: 'INV-77001', document_type: 'invoice', amount: 370.5, document_balance: 120.5, due_date: '2026-11-19' })]);
    const cards = (await get(t.app, admin, '/accounts/900001/fuel-cards')).json();
    expect(cards).toEqual([expect.objectContaining({ card_id: 'FC-900001-1', last4: '4821', status: 'active', daily_limit: 300, products: ['Diesel'] })]);
  });

  it('imports a CSV file of one kind, named by the query', async () => {
    const job = await importFile(t.app, admin, SAMPLE_CSV, { csv: true, query: 'kind=transaction' });
    expect(job).toMatchObject({ status: 'succeeded', format: 'csv', kind: 'transaction', rows_read: 2, rows_applied: 2, rows_refused: 0, line_reached: 3 });
    const ledger = (await get(t.app, admin, '/accounts/900001/transactions?size=50')).json().content;
    expect(ledger).toEqual(expect.arrayContaining([expect.objectContaining({ transaction_id: 'TX-55003', transaction_type: 'service', amount: 89, balance: 209.5, document_id: null, quantity: null })]));
  });

  it('takes the kind of a CSV file from its name, and fails a CSV file whose kind it cannot tell', async () => {
    expect(await importFile(t.app, admin, SAMPLE_CSV, { csv: true, query: 'file_name=transactions.csv' })).toMatchObject({ status: 'succeeded', kind: 'transaction', rows_unchanged: 2 });
    const unnamed = await importFile(t.app, admin, SAMPLE_CSV, { csv: true });
    expect(unnamed).toMatchObject({ status: 'failed', error: expect.stringMatching(/one record kind/) });
  });

  it('changes nothing when the same file comes again, and updates a changed row only', async () => {
    expect(await importFile(t.app, admin, SAMPLE_NDJSON)).toMatchObject({ status: 'succeeded', rows_applied: 0, rows_unchanged: 10 });
    const changed = SAMPLE_NDJSON.replace('"amount_due":120.5', '"amount_due":99.95');
    expect(await importFile(t.app, admin, changed)).toMatchObject({ rows_applied: 1, rows_unchanged: 9 });
    expect((await get(t.app, admin, '/accounts/900001')).json().amount_due).toBe(99.95);
  });
});

describe('refused rows', () => {
  it('reports each bad row with its line, path and message and applies the others', async () => {
    const file = [
      JSON.stringify({ kind: 'customer', external_id: 'C-1', last_name: 'Good' }),
      JSON.stringify({ kind: 'transaction', external_id: 'TX-BAD', account_id: '900001', transaction_date: '2026-13-01', transaction_type: 'gift', description: 'x', amount: 1, is_credit: false, balance: 1 }),
      '{not json',
      JSON.stringify({ kind: 'ship', external_id: 'S-1' }),
      JSON.stringify({ kind: 'tank', external_id: 'T-X', account_id: 'NO-SUCH', location_id: 'L-900001-1', drop_name: 'x', product_code: 'FO2', product_name: 'x', product_type: 'Fuel Oil', price: 1 }),
      JSON.stringify({ kind: 'transaction', external_id: 'TX-PP', account_id: '900001', transaction_date: '2026-11-01', transaction_type: 'payment', description: 'Portal payment', amount: -1, is_credit: true, balance: 0, portal_payment_id: 'P-999999' }),
      JSON.stringify({ kind: 'customer', external_id: 'C-2', last_name: 'Also good' }),
    ].join('\n');
    const job = await importFile(t.app, admin, file);
    expect(job).toMatchObject({ status: 'succeeded', rows_read: 7, rows_applied: 2, rows_refused: 5 });
    const refusals = await refusalsOf(t.app, admin, job.job_id);
    expect(refusals).toEqual(
      expect.arrayContaining([
        { line: 2, path: '$.transaction_date', message: 'must match format "date"', kind: 'transaction', external_id: 'TX-BAD' },
        { line: 2, path: '$.transaction_type', message: 'must be equal to one of the allowed values', kind: 'transaction', external_id: 'TX-BAD' },
        { line: 3, path: '$', message: expect.stringMatching(/^The line is not JSON/), kind: null, external_id: null },
        { line: 4, path: '$.kind', message: expect.stringMatching(/^must be one of customer/), kind: null, external_id: 'S-1' },
        { line: 5, path: '$.account_id', message: expect.stringMatching(/refers to account "NO-SUCH"/), kind: 'tank', external_id: 'T-X' },
        { line: 5, path: '$.location_id', message: 'location "L-900001-1" belongs to another account', kind: 'tank', external_id: 'T-X' },
        { line: 6, path: '$.portal_payment_id', message: 'no portal payment is numbered "P-999999"', kind: 'transaction', external_id: 'TX-PP' },
      ]),
    );
    // Nothing of a refused row was applied.
    expect((await get(t.app, admin, '/accounts/900001/transactions?size=50')).json().content.map((l: { transaction_id: string }) => l.transaction_id)).not.toContain('TX-BAD');
    const csv = await get(t.app, admin, `/imports/${job.job_id}/refusals.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('line,path,message,kind,external_id');
    expect(lines).toContain('2,$.transaction_date,"must match format ""date""",transaction,TX-BAD');
  });

  it('numbers a CSV file by its lines, the header being line 1', async () => {
    const file = 'external_id,account_id,transaction_date,transaction_type,description,amount,is_credit,balance\nTX-C1,900001,2026-11-20,payment,ok,-1,true,0\nTX-C2,900001,2026-11-21,payment,"two\nlines",abc,true,0\nTX-C3,NOPE,2026-11-22,payment,x,-1,true,0\n';
    const job = await importFile(t.app, admin, file, { csv: true, query: 'kind=transaction' });
    expect(job).toMatchObject({ rows_read: 3, rows_applied: 1, rows_refused: 2 });
    expect(await refusalsOf(t.app, admin, job.job_id)).toEqual([
      { line: 3, path: '$.amount', message: 'must be number', kind: 'transaction', external_id: 'TX-C2' },
      { line: 5, path: '$.account_id', message: expect.stringMatching(/refers to account "NOPE"/), kind: 'transaction', external_id: 'TX-C3' },
    ]);
  });

  it('fails a CSV file whose header names fields the kind does not have', async () => {
    const job = await importFile(t.app, admin, 'external_id,shoe_size\nC-9,42\n', { csv: true, query: 'kind=customer' });
    expect(job).toMatchObject({ status: 'failed', error: expect.stringMatching(/shoe_size/) });
  });
});

describe('references within a file', () => {
  it('accepts a record that names one earlier in the same file, across batches, and refuses one that comes later', async () => {
    const file = ndjson(
      { kind: 'account', external_id: '900002', display_name: 'Later Ltd', billing_address: { street1: '1 A St', city: 'Barre', state: 'VT', zipcode: '05641', country: 'US' }, account_balance: 0, amount_due: 0 },
      { kind: 'customer', external_id: 'C-F1', last_name: 'Filler' },
      { kind: 'customer', external_id: 'C-F2', last_name: 'Filler' },
      { kind: 'customer', external_id: 'C-F3', last_name: 'Filler' },
      { kind: 'customer', external_id: 'C-F4', last_name: 'Filler' },
      { kind: 'location', external_id: 'L-900002-1', account_id: '900002', location_number: 1, address: { street1: '1 A St', city: 'Barre', state: 'VT', zipcode: '05641', country: 'US' } },
      { kind: 'tank', external_id: 'T-900002-9', account_id: '900002', location_id: 'L-900002-2', drop_name: 'Too early', product_code: 'P', product_name: 'Propane', product_type: 'Propane', price: 2 },
      { kind: 'location', external_id: 'L-900002-2', account_id: '900002', location_number: 2, address: { street1: '2 A St', city: 'Barre', state: 'VT', zipcode: '05641', country: 'US' } },
      { kind: 'location', external_id: 'L-900002-3', account_id: '900002', location_number: 1, address: { street1: '3 A St', city: 'Barre', state: 'VT', zipcode: '05641', country: 'US' } },
    );
    const job = await importFile(t.app, admin, file);
    expect(job).toMatchObject({ rows_read: 9, rows_applied: 7, rows_refused: 2 });
    expect(await refusalsOf(t.app, admin, job.job_id)).toEqual([
      { line: 7, path: '$.location_id', message: expect.stringMatching(/refers to location "L-900002-2"/), kind: 'tank', external_id: 'T-900002-9' },
      { line: 9, path: '$.location_number', message: 'location 1 of account "900002" is already location "L-900002-1"', kind: 'location', external_id: 'L-900002-3' },
    ]);
  });
});

describe('delete records', () => {
  it('removes ledger lines, deliveries, documents and tanks, marks a fuel card removed and closes an account', async () => {
    const job = await importFile(
      t.app,
      admin,
      ndjson(
        { kind: 'transaction', external_id: 'TX-55004', action: 'delete' },
        { kind: 'fuel_card', external_id: 'FC-900001-1', action: 'delete' },
        { kind: 'account', external_id: '900002', action: 'delete' },
        { kind: 'price', external_id: 'NEVER-THERE', action: 'delete' },
      ),
    );
    expect(job).toMatchObject({ rows_read: 4, rows_applied: 3, rows_unchanged: 1, rows_refused: 0 });
    const ids = (await get(t.app, admin, '/accounts/900001/transactions?size=50')).json().content.map((l: { transaction_id: string }) => l.transaction_id);
    expect(ids).not.toContain('TX-55004');
    expect(ids).toContain('TX-55003');
    expect((await get(t.app, admin, '/accounts/900001/fuel-cards/FC-900001-1')).statusCode).toBe(404);
    expect((await get(t.app, admin, '/accounts/900002')).json()).toMatchObject({ is_cancelled: true });
    // Deleted again: nothing left to change.
    expect(await importFile(t.app, admin, ndjson({ kind: 'fuel_card', external_id: 'FC-900001-1', action: 'delete' }))).toMatchObject({ rows_applied: 0, rows_unchanged: 1 });
  });
});

describe('a payment made in the portal', () => {
  it('gives way to the supplier line that takes it in, counted once', async () => {
    await t.database.withTenant('demo', async (db) => {
      await db.insert(payments).values({ tenantId: 'demo', paymentNumber: 'P-777001', accountId: '900001', channel: 'portal', paymentType: 'credit_card', sourceLabel: 'Visa •••• 4242', amount: 50, total: 50, status: 'settled', gateway: 'sandbox', gatewayChargeId: 'ch-777001', gatewayKey: 'k-777001', transactionId: 'PORTAL-777001' });
      await db.insert(transactions).values({ tenantId: 'demo', transactionId: 'PORTAL-777001', accountId: '900001', transactionDate: '2026-11-22', transactionType: 'payment', description: 'Portal payment', amount: -50, isCredit: true, balance: 159.5, source: 'portal' });
    });
    const line = { kind: 'transaction', external_id: 'TX-55010', account_id: '900001', transaction_date: '2026-11-23', transaction_type: 'payment', description: 'Payment - portal', amount: -50, is_credit: true, balance: 159.5, portal_payment_id: 'P-777001' };
    expect(await importFile(t.app, admin, ndjson(line))).toMatchObject({ rows_applied: 1, rows_refused: 0 });
    const ids = (await get(t.app, admin, '/accounts/900001/transactions?size=50')).json().content.map((l: { transaction_id: string }) => l.transaction_id);
    expect(ids).toContain('TX-55010');
    expect(ids).not.toContain('PORTAL-777001');
    const [payment] = await t.database.withTenant('demo', (db) => db.select().from(payments).where(and(eq(payments.paymentNumber, 'P-777001'))));
    expect(payment).toMatchObject({ supplierTransactionId: 'TX-55010', confirmedAt: expect.any(Date) });
  });
});

describe('what the upload refuses', () => {
  it('refuses a file larger than the cap with 413 and keeps nothing of it', async () => {
    const response = await upload(t.app, admin, Buffer.alloc(65 * 1024, 'x'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error_code: 'FILE_TOO_LARGE' });
  });

  it('refuses a JSON body, and a format the body is not', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/demo/imports', headers: { 'user-key': admin, 'content-type': 'application/json' }, payload: { kind: 'customer' } });
    expect(json.statusCode).toBe(415);
    expect((await upload(t.app, admin, 'a,b\n', { csv: true, query: 'format=ndjson' })).statusCode).toBe(415);
    expect((await upload(t.app, admin, '', { query: 'format=xml' })).statusCode).toBe(400);
  });

  it('refuses a file body on another operation', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/demo/login', headers: { 'content-type': 'text/csv' }, payload: 'a,b\n' });
    expect(response.statusCode).toBe(415);
  });

  it('refuses hostile rows one by one: NUL bytes, deep nesting, a huge number', async () => {
    const deep = '{"kind":"customer","external_id":"C-D","last_name":' + '['.repeat(5000) + ']'.repeat(5000) + '}';
    const file = [JSON.stringify({ kind: 'customer', external_id: 'C-N', last_name: 'a\u0000b' }), deep, '{"kind":"price","external_id":"PX","product_code":"P","price":1e400,"effective_date":"2026-01-01"}', 'nul\u0000byte'].join('\n');
    const job = await importFile(t.app, admin, file);
    expect(job.error).toBeNull();
    expect(job).toMatchObject({ status: 'succeeded', rows_read: 4, rows_applied: 0, rows_refused: 4 });
  });

  it('lists the jobs, newest first, paged', async () => {
    const page = (await get(t.app, admin, '/imports?size=2')).json();
    expect(page.content).toHaveLength(2);
    expect(page.totalElements).toBeGreaterThan(5);
    expect(page.content[0].job_id).toBeGreaterThan(page.content[1].job_id);
  });
});

describe('who uploaded a job', () => {
  it("names the Admin's email, the API key's name, and nobody for the demo seed", async () => {
    const byAdmin = await importFile(t.app, admin, ndjson({ kind: 'customer', external_id: 'C-WHO-1', last_name: 'Who' }));
    expect(byAdmin).toMatchObject({ source: 'api', uploaded_by: 'admin@demo.test', api_key_id: null });
    const created = await t.app.inject({ method: 'POST', url: '/api/demo/integrations/api-keys', headers: { 'user-key': admin }, payload: { name: 'Nightly billing export', scopes: ['import:write'] } });
    const { key, secret } = created.json() as { key: { id: number }; secret: string };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/demo/imports',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/x-ndjson' },
      payload: ndjson({ kind: 'customer', external_id: 'C-WHO-2', last_name: 'Who' }),
    });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toMatchObject({ uploaded_by: 'Nightly billing export', api_key_id: key.id, user_id: null });
    const listed = (await get(t.app, admin, '/imports?size=100')).json().content as { job_id: number; uploaded_by: string | null; source: string }[];
    expect(listed.find((job) => job.job_id === byAdmin.job_id)?.uploaded_by).toBe('admin@demo.test');
    expect(listed.find((job) => job.job_id === sent.json().job_id)?.uploaded_by).toBe('Nightly billing export');
    expect(listed.filter((job) => job.source === 'seed').map((job) => job.uploaded_by)).toEqual([null]);
  });
});

describe('another tenant', () => {
  it('never sees the jobs or the rows', async () => {
    const other = (await loginAs(t.app, 'cleangas', 'admin@demo.test')).body.user_key;
    const mine = (await get(t.app, admin, '/imports?size=1')).json().content[0].job_id;
    const list = await t.app.inject({ method: 'GET', url: '/api/cleangas/imports?size=100', headers: { 'user-key': other } });
    // Its own demo data's job only.
    expect(list.json().content).toEqual([expect.objectContaining({ source: 'seed', file_name: 'cleangas-demo.ndjson' })]);
    expect((await t.app.inject({ method: 'GET', url: `/api/cleangas/imports/${mine}`, headers: { 'user-key': other } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/cleangas/accounts/900001', headers: { 'user-key': other } })).statusCode).toBe(404);
    // This tenant's session key means nothing there.
    expect((await t.app.inject({ method: 'GET', url: `/api/cleangas/imports/${mine}`, headers: { 'user-key': admin } })).statusCode).toBe(401);
  });
});
