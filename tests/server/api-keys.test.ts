/**
 * Issue 21 item 1: tenant API keys. An Admin creates (secret shown once), lists and revokes keys;
 * a request with `Authorization: Bearer` is refused on every operation but the integration ones,
 * and there unless the key is live, of this tenant and holds the scope; every use is audited;
 * keys are throttled per key; the secret is never stored, listed, logged or kept in the change log.
 */
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { apiKeys, apiKeyUses, changeLog } from '../../src/server/db/schema';
import { purgeExpired } from '../../src/server/jobs/purge-expired';
import { actorOf } from '../../src/server/auth/actor';
import { recordChange } from '../../src/server/audit/record-change';
import { createTestApp, loginAs, type TestApp } from './support/test-app';
import { secretsAtRest } from './support/secret-scan';

const PER_KEY_LIMIT = 6;
let clock = new Date('2026-11-26T10:00:00Z');
let t: TestApp;
let app: FastifyInstance;
const logLines: string[] = [];
const services = { now: () => clock, apiKeyRateLimit: { key: 'api-key', limit: PER_KEY_LIMIT, window: 60, bucket: 'api-key' } };

beforeAll(async () => {
  t = await createTestApp(services);
  // The same database behind an app that logs everything: what a production log would hold.
  const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => (logLines.push(chunk.toString()), done()) });
  app = await buildApp({ database: t.database, tenants: t.tenants, services, periodicJobs: false, logger: { level: 'trace', stream: sink } });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});
// Each test starts past the previous one's throttling window.
beforeEach(() => {
  clock = new Date(clock.getTime() + 10 * 60_000);
});

interface Created {
  key: { id: number; name: string; prefix: string; scopes: string[]; expires_at: string | null; last_used_at: string | null; revoked_at: string | null };
  secret: string;
}

const adminKey = async (tenant = 'demo') => (await loginAs(app, tenant, 'admin@demo.test')).body.user_key;

async function createKey(body: object, tenant = 'demo'): Promise<Created> {
  const response = await app.inject({ method: 'POST', url: `/api/${tenant}/integrations/api-keys`, headers: { 'user-key': await adminKey(tenant) }, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Created;
}

const feed = (secret: string, tenant = 'demo', query = '') =>
  app.inject({ method: 'GET', url: `/api/${tenant}/events${query}`, headers: { authorization: `Bearer ${secret}` }, remoteAddress: '198.51.100.7' });

async function listKeys(tenant = 'demo') {
  const response = await app.inject({ method: 'GET', url: `/api/${tenant}/integrations/api-keys`, headers: { 'user-key': await adminKey(tenant) } });
  expect(response.statusCode).toBe(200);
  return { body: response.body, keys: response.json() as Created['key'][] };
}

async function usesOf(keyId: number) {
  const response = await app.inject({ method: 'GET', url: `/api/demo/integrations/api-keys/${keyId}/uses?size=50`, headers: { 'user-key': await adminKey() } });
  expect(response.statusCode).toBe(200);
  return response.json() as { totalElements: number; content: { operation_id: string; method: string; path: string; status: number; client_address: string }[] };
}

describe('creating, listing and revoking keys', () => {
  it('shows the secret once, keeps only its hash, and never lists, logs or records it', async () => {
    const { key, secret } = await createKey({ name: '  Billing sync  ', scopes: ['events:read', 'import:write'] });
    expect(secret).toMatch(/^fpk_[0-9A-Za-z]{40}$/);
    expect(key).toMatchObject({ name: 'Billing sync', prefix: secret.slice(0, 12), scopes: ['events:read', 'import:write'], expires_at: null, revoked_at: null, last_used_at: null });

    const { body, keys } = await listKeys();
    expect(keys.find((k) => k.id === key.id)).toMatchObject({ name: 'Billing sync', prefix: secret.slice(0, 12), created_by_email: 'admin@demo.test' });
    expect(body).not.toContain(secret);
    expect(body).not.toContain(secret.slice(12));

    const [row] = await t.database.withTenant('demo', (db) => db.select().from(apiKeys).where(eq(apiKeys.id, key.id)));
    expect(row.keyHash).toBe(createHash('sha256').update(secret).digest('hex'));
    const [entry] = await t.database.withTenant('demo', (db) => db.select().from(changeLog).where(eq(changeLog.target, `api-key:${key.id}`)));
    expect(entry).toMatchObject({ operationId: 'createApiKey', viaApiKeyId: null });
    expect((entry.after as { name: string }).name).toBe('Billing sync');

    expect((await feed(secret)).statusCode).toBe(200);
    const uses = await usesOf(key.id);
    expect(uses.content[0]).toMatchObject({ operation_id: 'listEvents', status: 200 });
    // The secret's unguessable part is nowhere at rest (the prefix is shown on purpose), nor in any log line.
    expect(await secretsAtRest(t.database, [secret.slice(12)])).toEqual([]);
    const log = logLines.join('');
    expect(log).toContain('/integrations/api-keys');
    expect(log).not.toContain(secret.slice(12));
  });

  it('refuses a key without scopes, with an unknown scope, or expiring in the past (400)', async () => {
    const session = await adminKey();
    const post = (payload: object) => app.inject({ method: 'POST', url: '/api/demo/integrations/api-keys', headers: { 'user-key': session }, payload });
    expect((await post({ name: 'x', scopes: [] })).statusCode).toBe(400);
    expect((await post({ name: 'x', scopes: ['accounts:read'] })).statusCode).toBe(400);
    expect((await post({ name: '   ', scopes: ['events:read'] })).statusCode).toBe(400);
    const past = await post({ name: 'x', scopes: ['events:read'], expires_at: new Date(clock.getTime() - 1000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ error_code: 'VALIDATION_FAILED' });
  });

  it('revokes a key at once and keeps it listed as revoked; its last use is listed', async () => {
    const { key, secret } = await createKey({ name: 'Revoked soon', scopes: ['events:read'] });
    expect((await feed(secret)).statusCode).toBe(200);
    expect((await listKeys()).keys.find((k) => k.id === key.id)?.last_used_at).toBe(clock.toISOString());

    const session = await adminKey();
    const revoked = await app.inject({ method: 'DELETE', url: `/api/demo/integrations/api-keys/${key.id}`, headers: { 'user-key': session } });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: key.id, revoked_at: clock.toISOString() });
    const refused = await feed(secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error_code: 'INVALID_API_KEY' });
    expect((await listKeys()).keys.find((k) => k.id === key.id)).toMatchObject({ revoked_at: clock.toISOString() });
    // Again: nothing changes. An unknown id: 404.
    expect((await app.inject({ method: 'DELETE', url: `/api/demo/integrations/api-keys/${key.id}`, headers: { 'user-key': session } })).json()).toMatchObject({ revoked_at: clock.toISOString() });
    expect((await app.inject({ method: 'DELETE', url: '/api/demo/integrations/api-keys/999999', headers: { 'user-key': session } })).statusCode).toBe(404);
    const changes = await t.database.withTenant('demo', (db) => db.select().from(changeLog).where(eq(changeLog.target, `api-key:${key.id}`)));
    expect(changes.map((c) => c.operationId)).toEqual(['createApiKey', 'revokeApiKey']);
  });
});

describe('a request made with a key', () => {
  it('is refused once the key has expired', async () => {
    const { secret } = await createKey({ name: 'One hour', scopes: ['events:read'], expires_at: new Date(clock.getTime() + 60 * 60_000).toISOString() });
    expect((await feed(secret)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 61 * 60_000);
    const expired = await feed(secret);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ error_code: 'INVALID_API_KEY' });
  });

  it("is refused with another tenant's key, an unknown key or a malformed one (401)", async () => {
    const { secret } = await createKey({ name: 'Cleangas sync', scopes: ['events:read'] }, 'cleangas');
    expect((await feed(secret, 'cleangas')).statusCode).toBe(200);
    expect((await feed(secret, 'demo')).statusCode).toBe(401);
    for (const bad of [`fpk_${'A'.repeat(40)}`, 'nope', 'fpk_short', `${secret}x`, '']) {
      const answer = await feed(bad);
      expect(answer.statusCode, bad).toBe(401);
      expect(answer.json().error_code, bad).toBe(bad === '' ? 'UNAUTHENTICATED' : 'INVALID_API_KEY');
    }
  });

  it('is refused with 403 when the key lacks the scope the operation needs', async () => {
    const { secret } = await createKey({ name: 'Imports only', scopes: ['import:write', 'webhooks:manage'] });
    const answer = await feed(secret);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ error_code: 'API_KEY_SCOPE', detail: 'The API key does not have the scope events:read' });
  });

  it('is refused on any operation that does not take keys, key management included (401)', async () => {
    const { secret } = await createKey({ name: 'Everything', scopes: ['events:read', 'import:write', 'webhooks:manage'] });
    const headers = { authorization: `Bearer ${secret}` };
    for (const [method, url] of [
      ['GET', '/api/demo/accounts/for-user'],
      ['GET', '/api/demo/integrations/api-keys'],
      ['POST', '/api/demo/integrations/api-keys'],
      ['GET', '/api/demo/layout'],
    ] as const) {
      const answer = await app.inject({ method, url, headers, ...(method === 'POST' ? { payload: { name: 'Mine', scopes: ['events:read'] } } : {}) });
      expect(answer.statusCode, url).toBe(401);
      expect(answer.json(), url).toMatchObject({ error_code: 'API_KEY_NOT_ACCEPTED' });
    }
    // A session still works on the same operation a key may call.
    expect((await app.inject({ method: 'GET', url: '/api/demo/events', headers: { 'user-key': await adminKey() } })).statusCode).toBe(200);
    // Nor does a user-key beside the key lend the key a session: the key decides alone.
    const both = await app.inject({ method: 'GET', url: '/api/demo/integrations/api-keys', headers: { ...headers, 'user-key': await adminKey() } });
    expect(both.statusCode).toBe(401);
  });

  it('is throttled per key (429 with Retry-After), another key going on', async () => {
    const first = await createKey({ name: 'Busy', scopes: ['events:read'] });
    const second = await createKey({ name: 'Quiet', scopes: ['events:read'] });
    for (let i = 0; i < PER_KEY_LIMIT; i++) expect((await feed(first.secret)).statusCode).toBe(200);
    const throttled = await feed(first.secret);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await feed(second.secret)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 61_000);
    expect((await feed(first.secret)).statusCode).toBe(200);
  });

  it('is audited with its operation, path without the query, status and client address', async () => {
    const { key, secret } = await createKey({ name: 'Audited', scopes: ['events:read'] });
    expect((await feed(secret, 'demo', '?limit=2')).statusCode).toBe(200);
    expect((await feed(secret, 'demo', '?after=not-a-cursor!')).statusCode).toBe(400);
    // Hostile input is refused before anything else, and still audited.
    expect((await feed(secret, 'demo', '?after=%00')).statusCode).toBe(400);
    const other = await app.inject({ method: 'GET', url: '/api/demo/accounts/for-user', headers: { authorization: `Bearer ${secret}` }, remoteAddress: '198.51.100.8' });
    expect(other.statusCode).toBe(401);
    await app.inject({ method: 'DELETE', url: `/api/demo/integrations/api-keys/${key.id}`, headers: { 'user-key': await adminKey() } });
    expect((await feed(secret)).statusCode).toBe(401);
    const uses = await usesOf(key.id);
    expect(uses.content.map((u) => [u.operation_id, u.method, u.path, u.status, u.client_address])).toEqual([
      ['listEvents', 'GET', '/api/demo/events', 401, '198.51.100.7'],
      ['getAccountsForUser', 'GET', '/api/demo/accounts/for-user', 401, '198.51.100.8'],
      ['listEvents', 'GET', '/api/demo/events', 400, '198.51.100.7'],
      ['listEvents', 'GET', '/api/demo/events', 400, '198.51.100.7'],
      ['listEvents', 'GET', '/api/demo/events', 200, '198.51.100.7'],
    ]);
  });

  it('has its uses purged after 90 days by the purge job', async () => {
    const { key } = await createKey({ name: 'Old uses', scopes: ['events:read'] });
    const day = 24 * 60 * 60_000;
    await t.database.withTenant('demo', (db) =>
      db.insert(apiKeyUses).values([
        { tenantId: 'demo', keyId: key.id, at: new Date(clock.getTime() - 91 * day), operationId: 'listEvents', method: 'GET', path: '/api/demo/events', status: 200, clientAddress: '192.0.2.1' },
        { tenantId: 'demo', keyId: key.id, at: new Date(clock.getTime() - 89 * day), operationId: 'listEvents', method: 'GET', path: '/api/demo/events', status: 200, clientAddress: '192.0.2.1' },
      ]),
    );
    const job = purgeExpired(12 * 60 * 60_000).find((j) => j.name === 'purge-api-key-uses');
    if (!job || !('run' in job)) throw new Error('no purge-api-key-uses job');
    expect(await t.database.withTenant('demo', (db) => job.run(db, clock))).toBe(1);
    const left = await usesOf(key.id);
    expect(left.totalElements).toBe(1);
  });
});

describe('who acted, for operations a session or a key may call', () => {
  it('names the Admin who created the key, and the key, in the change log', async () => {
    const { key } = await createKey({ name: 'Writer', scopes: ['webhooks:manage'] });
    const admin = (await loginAs(app, 'demo', 'admin@demo.test')).body;
    const apiKey = { id: key.id, name: key.name, scopes: ['webhooks:manage' as const], createdBy: admin.user_id };
    const target = `probe:${key.id}`;
    await t.database.withTenant('demo', (db) => recordChange(db, 'demo', actorOf({ caller: undefined, apiKey }), { operationId: 'probeWrite', target, before: null, after: { ok: true } }, clock));
    const listed = await app.inject({ method: 'GET', url: `/api/demo/change-log?target=${encodeURIComponent(target)}`, headers: { 'user-key': admin.user_key } });
    expect(listed.json().content).toEqual([expect.objectContaining({ actor_user_id: admin.user_id, actor_email: 'admin@demo.test', on_behalf_of_user_id: null, via_api_key_id: key.id })]);
  });
});
