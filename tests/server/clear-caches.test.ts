/**
 * GET /api/clearCaches (issue 14 item 8): tenant-less, the session decides the tenant; admin only;
 * empties this process's caches of that tenant and says what it cleared, so a version another
 * process published (written here straight into the config store) is served at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVersion, latestVersion, lockDocument } from '../../src/server/config/config-store';
import { dropTenantKeys, registerCache } from '../../src/server/caches';
import { createTestApp, loginAs, type TestApp } from './support/test-app';

let t: TestApp;
let adminKey: string;
let customerKey: string;
let staffKey: string;
let cleangasAdminKey: string;
beforeAll(async () => {
  t = await createTestApp();
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  customerKey = (await loginAs(t.app, 'demo', 'customer@demo.test')).body.user_key;
  staffKey = (await loginAs(t.app, 'demo', 'staff@demo.test')).body.user_key;
  cleangasAdminKey = (await loginAs(t.app, 'cleangas', 'admin@demo.test')).body.user_key;
});
afterAll(() => t?.close());

const clear = (key?: string) => t.app.inject({ method: 'GET', url: '/api/clearCaches', headers: key ? { 'user-key': key } : {} });
const siteName = async (tenant: string) => ((await t.app.inject({ method: 'GET', url: `/api/settings?host=${tenant}` })).json() as { site_name: string }).site_name;

/** What another process's publish leaves behind: a new settings version in the database, this process not told. */
async function publishElsewhere(tenant: string, site_name: string): Promise<void> {
  await t.database.withTenant(tenant, async (db) => {
    await lockDocument(db, tenant, 'settings');
    const latest = await latestVersion(db, 'settings');
    const document = { ...(latest!.document as object), site_name };
    await insertVersion(db, tenant, { name: 'settings', override: { site_name }, document, baseHash: latest!.baseHash, origin: 'publish', createdBy: null });
  });
}

describe('GET /api/clearCaches', () => {
  it('asks for a session (401), an unknown key is an ended session (401), and only an admin may (403)', async () => {
    expect((await clear()).statusCode).toBe(401);
    expect((await clear('not-a-session-key')).statusCode).toBe(401);
    expect((await clear(customerKey)).statusCode).toBe(403);
    expect((await clear(staffKey)).statusCode).toBe(403);
  });

  it("answers the caller's tenant and what each cache held of it", async () => {
    await siteName('demo'); // the tenant's documents are in the cache now
    const answer = await clear(adminKey);
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as { tenant: string; caches: { name: string; cleared: number }[] };
    expect(body.tenant).toBe('demo');
    expect(body.caches.map((c) => c.name)).toEqual(expect.arrayContaining(['settings, layout and data documents', 'compiled form validators', 'form extra-answer checks']));
    expect(body.caches.find((c) => c.name === 'settings, layout and data documents')?.cleared).toBe(1);
    // Cleared: a second call finds nothing of the tenant's documents.
    const again = (await clear(adminKey)).json() as typeof body;
    expect(again.caches.find((c) => c.name === 'settings, layout and data documents')?.cleared).toBe(0);
  });

  it('serves a version published elsewhere at once after clearing', async () => {
    const before = await siteName('demo');
    await publishElsewhere('demo', 'Published Elsewhere Fuel');
    expect((await clear(adminKey)).statusCode).toBe(200);
    expect(await siteName('demo')).toBe('Published Elsewhere Fuel');
    expect(before).not.toBe('Published Elsewhere Fuel');
  });

  it("clears the session's tenant only: another tenant's admin clears theirs", async () => {
    const answer = await clear(cleangasAdminKey);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ tenant: 'cleangas' });
  });

  it('empties a cache a module registered (registerCache), of the tenant only', async () => {
    const assets = new Map<string, unknown>([['demo:logo.png', 1], ['demo:promo.jpg', 2], ['cleangas:logo.png', 3]]);
    registerCache('test assets', (tenantId) => dropTenantKeys(assets, tenantId));
    const body = (await clear(adminKey)).json() as { caches: { name: string; cleared: number }[] };
    expect(body.caches).toContainEqual({ name: 'test assets', cleared: 2 });
    expect([...assets.keys()]).toEqual(['cleangas:logo.png']);
  });
});
