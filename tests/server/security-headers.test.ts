import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { COMPRESS_FROM_BYTES } from '../../src/server/http/compression';
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

  it('every answer carries the rest of helmet’s headers too, asked of helmet once at start-up', async () => {
    for (const url of ['/api/demo/layout', '/api/demo/no-such-operation', '/some/page']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      expect(headers, url).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      // Turned off on purpose: HSTS only over TLS (below), no COEP (tenants' images come from their own sites).
      expect(headers['cross-origin-embedder-policy'], url).toBeUndefined();
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

describe('compressed answers', () => {
  const get = (url: string, encoding?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

  it('sends the layout brotli- or gzip-encoded as accepted, identity otherwise, and the decoded body is the same', async () => {
    const plain = await get('/api/demo/layout');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get('/api/demo/layout', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gzip = await get('/api/demo/layout', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect((await get('/api/demo/layout', 'identity')).headers['content-encoding']).toBeUndefined();
    // The security headers ride on the compressed answer too.
    expect(br.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(br.headers['cache-control']).toBe('no-store');
  });

  it('compresses the settings and a CSV export; leaves small answers, PDFs and spreadsheets as they are', async () => {
    const settings = await get('/api/settings?host=demo.localhost', 'br');
    expect(settings.statusCode).toBe(200);
    expect(settings.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(settings.rawPayload).toString('utf8'))).toEqual((await get('/api/settings?host=demo.localhost')).json());
    const signedIn = { 'user-key': customerKey };
    const csv = await get(`/api/demo/accounts/${accountId}/transactions/csv`, 'br', signedIn);
    expect([csv.statusCode, csv.headers['content-encoding']]).toEqual([200, 'br']);
    for (const kind of ['pdf', 'xlsx']) {
      const file = await get(`/api/demo/accounts/${accountId}/transactions/${kind}`, 'br, gzip', signedIn);
      expect(file.statusCode, kind).toBe(200);
      expect(file.rawPayload.length, kind).toBeGreaterThan(1024);
      expect(file.headers['content-encoding'], kind).toBeUndefined();
    }
    const small = await get('/api/demo/no-such-operation', 'br');
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 404 });
  });

  it('compresses answers of a few hundred bytes (a form document) but not of about a hundred, where the headers would cost more than it saves', async () => {
    const form = await get('/api/demo/config/documents/form.login', 'br');
    expect(form.statusCode).toBe(200);
    const plain = await get('/api/demo/config/documents/form.login');
    // Under the old 1 KB threshold: it went as it was.
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);
    expect(plain.rawPayload.length).toBeLessThan(1024);
    expect(form.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(form.rawPayload).toString('utf8'))).toEqual(plain.json());
    // A problem answer of about a hundred bytes goes as it is.
    const problem = await get('/api/demo/no-such-operation', 'br');
    expect(problem.statusCode).toBe(404);
    expect(problem.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(problem.headers['content-encoding']).toBeUndefined();
  });

  it('keeps the ETag of a compressed file, and If-None-Match still answers 304', async () => {
    const version = ((await get('/api/demo/config/documents/form.login')).json() as { version: number }).version;
    const url = `/api/demo/config/documents/form.login/versions/${version}/validator.js`;
    const plain = await get(url);
    const br = await get(url, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const again = await get(url, 'br', { 'if-none-match': br.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});
