import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { FastifyInstance } from 'fastify';
import { createTestApp, signInDemoCustomerAndStaff, type TestApp } from './support/test-app';

let t: TestApp;
let customerKey: string;
let accountId: string;
beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signInDemoCustomerAndStaff(t.app);
  customerKey = signedIn.customerKey;
  accountId = signedIn.customer.account_ids[0];
});
afterAll(() => t.close());

const directives = (csp: string | undefined) => new Map((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

describe('security headers', () => {
  it('every answer carries a CSP that runs only this origin’s scripts and may not be framed, nosniff and no-referrer', async () => {
    for (const url of ['/api/demo/layout', '/api/demo/no-such-operation', '/some/page']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = directives(response.headers['content-security-policy'] as string);
      expect(csp.get('script-src'), url).toEqual(expect.arrayContaining(["'self'"]));
      expect(csp.get('script-src'), url).not.toContain("'unsafe-inline'");
      // No code is compiled in the browser: form validators arrive precompiled.
      expect(csp.get('script-src'), url).not.toContain("'unsafe-eval'");
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('API answers with personal data are never stored; files stay private; the public API document may be cached', async () => {
    const accounts = await t.app.inject({ method: 'GET', url: '/api/demo/accounts/for-user', headers: { 'user-key': customerKey } });
    expect(accounts.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/api/demo/accounts/for-user' });
    expect(refused.headers['cache-control']).toBe('no-store');
    const file = await t.app.inject({ method: 'GET', url: `/api/demo/accounts/${accountId}/transactions/csv`, headers: { 'user-key': customerKey } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, no-store');
    const openapi = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(openapi.headers['cache-control']).toBeUndefined();
  });

  it('announces HSTS only to requests that arrived over TLS', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/demo/layout' })).headers['strict-transport-security']).toBeUndefined();
    let behindProxy: FastifyInstance | undefined;
    try {
      behindProxy = await buildApp({ database: t.database, tenants: t.tenants, trustProxy: 1, periodicJobs: false });
      const viaTls = await behindProxy.inject({ method: 'GET', url: '/api/demo/layout', headers: { 'x-forwarded-proto': 'https' } });
      expect(viaTls.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
      const viaHttp = await behindProxy.inject({ method: 'GET', url: '/api/demo/layout', headers: { 'x-forwarded-proto': 'http' } });
      expect(viaHttp.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy?.close();
    }
  });

  it('the API reference page still works under its own CSP', async () => {
    let page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    for (let hops = 0; page.statusCode === 302 && hops < 3; hops++) page = await t.app.inject({ method: 'GET', url: new URL(page.headers.location as string, 'http://x/api/docs/').pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });
});
