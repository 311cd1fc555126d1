import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** 31 failed logins for different users, each from its own forwarded address, through an app trusting `proxies` hops. */
async function attempts(tenant: string, proxies: number): Promise<number[]> {
  const app = await buildApp({ database: t.database, tenants: t.tenants, trustProxy: proxies });
  const statuses: number[] = [];
  for (let i = 0; i < 31; i++) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/${tenant}/login`,
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      payload: { user_id: `nobody-${i}@example.com`, password: 'wrong-password' },
    });
    statuses.push(response.statusCode);
  }
  await app.close();
  return statuses;
}

describe('client address behind a load balancer (per-address limit: 30 logins in 15 minutes)', () => {
  it('ignores X-Forwarded-For by default: every request is the proxy itself', async () => {
    const statuses = await attempts('demo', 0);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('throttles each forwarded client on its own with TRUST_PROXY', async () => {
    expect((await attempts('cleangas', 1)).every((s) => s === 401)).toBe(true);
  });
});
