/**
 * Issue 21 review: POST /imports stores the file before the route decides the request (the body
 * is streamed into import_chunks by a preValidation hook). Whatever the route then refuses — a
 * key over its per-key limit (429), a query no column can hold (400) — must leave no job that
 * runs: the answer is a refusal, so nothing of the file may be applied.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, importChunks, importJobs } from '../../../src/server/db/schema';
import { createTestApp, loginAs, type TestApp } from '../support/test-app';
import { ndjson } from '../imports/support';

const PER_KEY_LIMIT = 3;
let clock = new Date('2026-11-26T10:00:00Z');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, apiKeyRateLimit: { key: 'api-key', limit: PER_KEY_LIMIT, window: 60, bucket: 'api-key' } });
  admin = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
});
afterAll(() => t.close());
beforeEach(() => {
  clock = new Date(clock.getTime() + 10 * 60_000);
});

async function importKey(): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/demo/integrations/api-keys', headers: { 'user-key': admin }, payload: { name: `sync ${clock.toISOString()}`, scopes: ['import:write'] } });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { secret: string }).secret;
}

/** An account record the test can look for afterwards. */
const accountFile = (id: string) =>
  ndjson({
    kind: 'account',
    external_id: id,
    display_name: 'Mallory Import',
    email: 'mallory@example.test',
    billing_address: { street1: '1 Main St', city: 'Montpelier', state: 'VT', zipcode: '05602', country: 'US' },
    account_balance: 0,
    amount_due: 0,
  });

const post = (headers: Record<string, string>, body: string, query = '') =>
  t.app.inject({ method: 'POST', url: `/api/demo/imports${query}`, headers: { 'content-type': 'application/x-ndjson', ...headers }, payload: body });

async function accountExists(id: string): Promise<boolean> {
  const rows = await t.database.withTenant('demo', (db) => db.select({ id: accounts.accountId }).from(accounts));
  return rows.some((r) => r.id === id);
}

async function jobsAndChunks() {
  return t.database.withTenant('demo', async (db) => ({ jobs: await db.select().from(importJobs), chunks: await db.select({ jobId: importChunks.jobId }).from(importChunks) }));
}

describe('an upload the route refuses', () => {
  it('over the per-key limit (429) queues no job and applies nothing', async () => {
    const secret = await importKey();
    const bearer = { authorization: `Bearer ${secret}` };
    for (let i = 0; i < PER_KEY_LIMIT; i++) expect((await t.app.inject({ method: 'GET', url: '/api/demo/imports', headers: bearer })).statusCode).toBe(200);
    const before = await jobsAndChunks();
    const refused = await post(bearer, accountFile('990429'));
    expect(refused.statusCode, refused.body).toBe(429);
    await t.app.importWorker.drain();
    expect(await accountExists('990429')).toBe(false);
    const after = await jobsAndChunks();
    // No job is left to run later, and no stored bytes either.
    expect(after.jobs.filter((j) => j.status === 'queued' || j.status === 'running' || j.status === 'succeeded').length).toBe(
      before.jobs.filter((j) => j.status === 'queued' || j.status === 'running' || j.status === 'succeeded').length,
    );
    // Dropped once the answer is sent (onResponse), which may finish just after inject resolves.
    await expect.poll(async () => (await jobsAndChunks()).chunks.length).toBe(before.chunks.length);
  });

  it('with a file name no column may hold answers 400, never 500, and applies nothing', async () => {
    const nul = await post({ 'user-key': admin }, accountFile('990400'), '?file_name=a%00b.ndjson');
    expect(nul.statusCode, nul.body).toBe(400);
    const control = await post({ 'user-key': admin }, accountFile('990401'), '?file_name=a%07b.ndjson');
    expect(control.statusCode, control.body).toBe(400);
    await t.app.importWorker.drain();
    expect(await accountExists('990400')).toBe(false);
    expect(await accountExists('990401')).toBe(false);
  });

  it('is accepted and applied when nothing refuses it', async () => {
    const secret = await importKey();
    const accepted = await post({ authorization: `Bearer ${secret}` }, accountFile('990202'), '?file_name=accounts.ndjson');
    expect(accepted.statusCode, accepted.body).toBe(202);
    await t.app.importWorker.drain();
    expect(await accountExists('990202')).toBe(true);
  });
});
