import { describe, expect, it, vi } from 'vitest';
import type { TenantConfigs } from '../../../src/server/config/tenant-configs';
import type { Database, Db } from '../../../src/server/db/database';
import type { Services } from '../../../src/server/services';
import type { LoadedTenant, TenantRegistry } from '../../../src/server/tenants/load-tenants';
import { tenantOf, tenantScope } from '../../../src/server/openapi/pipeline/tenant-scope';
import { fakeRequest } from './stage-fakes';

const tenant = { id: 't1' } as LoadedTenant;
const db = { tag: 'scoped' } as unknown as Db;

function fakes() {
  const calls: string[] = [];
  const database = {
    withTenant: vi.fn(async (tenantId: string, work: (db: Db) => Promise<unknown>) => {
      calls.push(`withTenant ${tenantId}`);
      return work(db);
    }),
    withRequest: vi.fn(async (tenantId: string, kind: string, open: (db: Db, local: boolean) => Promise<unknown>, work: (db: Db, opened: unknown) => Promise<unknown>) => {
      calls.push(`withRequest ${tenantId} ${kind}`);
      return work(db, await open(db, true));
    }),
  } as unknown as Database;
  const services = { mailer: { committed: vi.fn(() => calls.push('committed')) } } as unknown as Services;
  const configs = { tenantFor: vi.fn(async () => ({ id: 't1', running: true })) } as unknown as TenantConfigs;
  return { calls, scope: tenantScope({ database, services, configs }, tenant) };
}

describe('pipeline stage: tenant scope', () => {
  it('answers 404 for a tenant the process does not serve', () => {
    const tenants = { get: (name: string) => (name === 't1' ? tenant : undefined) } as unknown as TenantRegistry;
    expect(tenantOf(tenants, fakeRequest({ params: { tenant: 't1' } }))).toBe(tenant);
    expect(() => tenantOf(tenants, fakeRequest({ params: { tenant: 'nobody' } }))).toThrow(expect.objectContaining({ status: 404 }));
  });

  it("runs the request's work after its opening statement, in one scoped unit, and wakes the mail once it committed", async () => {
    const { calls, scope } = fakes();
    const result = await scope.request('write', async (opened) => {
      calls.push('open');
      return opened === db ? 'caller' : 'other';
    }, async (_db, opened) => {
      calls.push(`work ${String(opened)}`);
      return 42;
    });
    expect(result).toBe(42);
    expect(calls).toEqual(['withRequest t1 write', 'open', 'work caller', 'committed']);
  });

  it('wakes no mail for work that failed (rolled back)', async () => {
    const { calls, scope } = fakes();
    await expect(scope.request('read', async () => 'caller', async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(calls).not.toContain('committed');
  });

  it('reads the tenant as it runs, and other work, in transactions of their own', async () => {
    const { calls, scope } = fakes();
    await expect(scope.running()).resolves.toMatchObject({ running: true });
    await scope.transaction(async () => undefined);
    expect(calls).toEqual(['withTenant t1', 'withTenant t1']);
  });
});
