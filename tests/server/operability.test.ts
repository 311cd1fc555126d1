import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { createTestApp, loginAs, signInDemoCustomerAndStaff, type TestApp } from './support/test-app';

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

/** A second app on the same database, built with options the shared one lacks. */
async function withApp(options: Partial<Parameters<typeof buildApp>[0]>, fn: (app: FastifyInstance) => Promise<void>) {
  const app = await buildApp({ database: t.database, tenants: t.tenants, periodicJobs: false, ...options });
  try {
    await fn(app);
  } finally {
    await app.close();
  }
}

describe('liveness and readiness', () => {
  it('GET /healthz answers while the process runs; GET /readyz checks the database', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: [{ name: 'database', ok: true }] });
  });

  it('GET /readyz answers 503 naming a failing check, and while the app shuts down', async () => {
    await withApp({ readinessChecks: [{ name: 'mail', check: async () => Promise.reject(new Error('SMTP unreachable')) }] }, async (app) => {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks).toContainEqual({ name: 'mail', ok: false, error: 'SMTP unreachable' });
    });
  });
});

describe('metrics', () => {
  it('time each request by its operation and status, never by its raw URL, and count refused logins', async () => {
    await t.app.inject({ method: 'GET', url: `/api/demo/accounts/${accountId}/transactions?page=0&size=5`, headers: { 'user-key': customerKey } });
    await loginAs(t.app, 'demo', 'customer@demo.test', 'wrong-password');
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toMatch(/http_request_duration_seconds_count\{operation="listAccountTransactions",method="GET",status="200"\} [1-9]/);
    expect(metrics.body).toMatch(/portal_login_failures_total\{tenant="demo",status="401"\} [1-9]/);
    expect(metrics.body).toContain('process_cpu_seconds_total');
    // No label holds the raw URL or the account in it (a float's digits may happen to spell the id).
    const labels = [...metrics.body.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]).join('\n');
    expect(labels).toContain('operation="listAccountTransactions"');
    expect(labels).not.toContain(accountId);
    expect(metrics.body).not.toContain('/accounts/');
  });

  it('without METRICS_TOKEN are served to nobody, a request from this machine included, unless METRICS_LOOPBACK says so (a reverse proxy on the host arrives from loopback too)', async () => {
    await withApp({}, async (app) => {
      expect((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(401);
    });
  });

  it('with METRICS_LOOPBACK and no token are served only to a scraper on this machine', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(401);
    // A forwarded address is the client's word, not where the connection comes from.
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(401);
  });

  it('are served only with the token when METRICS_TOKEN is set', async () => {
    await withApp({ metricsToken: 'a-long-scraper-token' }, async (app) => {
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer a-long-scraper-tokem' } })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer a-long-scraper-token' } })).statusCode).toBe(200);
    });
  });
});

describe('request ids', () => {
  it('every answer names its request; a problem carries the same id; a client cannot choose it', async () => {
    const problem = await t.app.inject({ method: 'GET', url: '/api/demo/accounts/for-user' });
    expect(problem.statusCode).toBe(401);
    expect(problem.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(problem.json().request_id).toBe(problem.headers['x-request-id']);
    // Without a trusted proxy, an incoming id could be anyone's: a fresh one is made.
    const direct = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': problem.headers['x-request-id'] as string } });
    expect(direct.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(direct.headers['x-request-id']).not.toBe(problem.headers['x-request-id']);
  });

  it('behind a trusted proxy keep the sane X-Request-Id it set, and refuse one that could forge a log line', async () => {
    await withApp({ trustProxy: 1 }, async (app) => {
      const traced = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-trace.42' } });
      expect(traced.headers['x-request-id']).toBe('lb-trace.42');
      const forged = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'x\n{"level":60}'.padEnd(80, 'x') } });
      expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  it('appear in every log line a request writes', async () => {
    const lines: { reqId?: string; msg?: string }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    await withApp({ logger: { level: 'info', stream }, trustProxy: 1 }, async (app) => {
      const answer = await app.inject({ method: 'GET', url: '/api/demo/accounts/for-user', headers: { 'x-request-id': 'trace-me-1' } });
      expect(answer.statusCode).toBe(401);
    });
    const mine = lines.filter((l) => l.reqId === 'trace-me-1');
    expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });
});
