/**
 * File work (x-file-work: PDF renders, exports, uploads) is bounded per process and per caller, and
 * health answers stay quick beside it; a request body dribbled in is cut off at the request timeout.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { createFileWork, type FileWork } from '../../src/server/throttle/file-work';
import { hashKey } from '../../src/server/auth/sessions';
import { createTestApp, loginAs, signInDemoCustomerAndStaff, type TestApp } from './support/test-app';

let t: TestApp;
let customerKey: string;
let staffKey: string;
let accountId: string;
beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signInDemoCustomerAndStaff(t.app);
  ({ customerKey, staffKey } = signedIn);
  [accountId] = signedIn.customer.account_ids;
});
afterAll(() => t?.close());

/** An app on the test database whose file-work slots the test holds itself (as other callers' renders in flight). */
async function withSlots(slots: FileWork, run: (app: FastifyInstance) => Promise<void>) {
  const app = await buildApp({ database: t.database, tenants: t.tenants, fileWork: slots });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}
/** How the slots know a caller by session key (pipeline/file-slot.ts). */
const fileCallerOf = (sessionKey: string) => `key:${hashKey(sessionKey)}`;
// Sent at once (inject only sends once awaited).
const exportPdf = (app: FastifyInstance, key: string) => Promise.resolve(app.inject({ method: 'GET', url: `/api/demo/accounts/${accountId}/transactions/pdf`, headers: { 'user-key': key } }));
/** Until `count` requests wait for a slot (each turn of the event loop lets the sent ones reach it). */
async function waiting(slots: FileWork, count: number) {
  while (slots.load().waiting < count) await new Promise((resolve) => setImmediate(resolve));
}

describe('file work slots', () => {
  it("a caller's requests beyond their share are answered 429 with Retry-After at once; health answers meanwhile; the queued ones finish", async () => {
    const slots = createFileWork({ slots: 2, queue: 8, perCaller: 2, retryAfterSeconds: 5 });
    const held = await Promise.all([slots.acquire('other-1'), slots.acquire('other-2')]);
    await withSlots(slots, async (app) => {
      const queued = [exportPdf(app, customerKey), exportPdf(app, customerKey)];
      await waiting(slots, 2);
      const third = await exportPdf(app, customerKey);
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBe('5');
      expect(third.json()).toMatchObject({ error_code: 'TOO_MANY_FILE_REQUESTS', detail: 'You already have files being prepared. Please wait for them, then try again.' });
      expect(slots.load()).toEqual({ running: 2, waiting: 2 });
      // Health is no file work: it answers while renders wait.
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      for (const release of held) release();
      const done = await Promise.all(queued);
      expect(done.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(done[0].headers['content-type']).toBe('application/pdf');
      expect(slots.load()).toEqual({ running: 0, waiting: 0 });
    });
  });

  it('with every slot busy and the queue full, the process answers 503 with Retry-After; a refused request frees nothing it did not take', async () => {
    const slots = createFileWork({ slots: 1, queue: 2, perCaller: 2, retryAfterSeconds: 7 });
    const held = await slots.acquire('other');
    const adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
    await withSlots(slots, async (app) => {
      const queued = [exportPdf(app, customerKey), exportPdf(app, staffKey)];
      await waiting(slots, 2);
      const full = await exportPdf(app, adminKey);
      expect(full.statusCode).toBe(503);
      expect(full.headers['retry-after']).toBe('7');
      expect(full.json()).toMatchObject({ error_code: 'SERVER_BUSY', detail: 'The portal is busy preparing other files. Please try again in a few seconds.' });
      expect(slots.load()).toEqual({ running: 1, waiting: 2 });
      held();
      expect((await Promise.all(queued)).map((r) => r.statusCode)).toEqual([200, 200]);
      // A failed request gives its slot back too (an account the caller may not see).
      const refused = await app.inject({ method: 'GET', url: '/api/demo/accounts/999999/transactions/pdf', headers: { 'user-key': customerKey } });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
      expect(slots.load()).toEqual({ running: 0, waiting: 0 });
    });
  });

  it('an import upload is file work from its first byte: beyond the caller\'s share it is refused before anything is stored, then goes in on a free slot', async () => {
    const slots = createFileWork({ slots: 2, queue: 8, perCaller: 2, retryAfterSeconds: 5 });
    const adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
    const jobs = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/api/demo/imports', headers: { 'user-key': adminKey } })).json().totalElements;
    const send = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/demo/imports', headers: { 'user-key': adminKey, 'content-type': 'application/x-ndjson' }, payload: '{"kind":"price"}\n' });
    // The admin's own share, taken by two of their renders in flight.
    const mine = await Promise.all([slots.acquire(fileCallerOf(adminKey)), slots.acquire(fileCallerOf(adminKey))]);
    await withSlots(slots, async (app) => {
      const before = await jobs(app);
      const refused = await send(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toMatchObject({ error_code: 'TOO_MANY_FILE_REQUESTS' });
      expect(await jobs(app)).toBe(before);
      for (const release of mine) release();
      const accepted = await send(app);
      expect(accepted.statusCode).toBe(202);
      expect(await jobs(app)).toBe(before + 1);
      // The upload's slot and the route's are one, given back once the answer went.
      expect(slots.load()).toEqual({ running: 0, waiting: 0 });
    });
  });

  it('an upload whose client goes away mid-body gives its slot back (no answer is sent, so no onResponse runs)', async () => {
    const slots = createFileWork({ slots: 2, queue: 8, perCaller: 2, retryAfterSeconds: 5 });
    const adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
    await withSlots(slots, async (app) => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      const line = '{"kind":"price"}\n';
      socket.write(`POST /api/demo/imports HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Key: ${adminKey}\r\nContent-Type: application/x-ndjson\r\nContent-Length: ${line.length * 1000}\r\n\r\n${line}`);
      // The upload holds its slot while it reads; the client then leaves with most of the body unsent.
      while (slots.load().running < 1) await new Promise((resolve) => setTimeout(resolve, 10));
      socket.destroy();
      while (slots.load().running > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(slots.load()).toEqual({ running: 0, waiting: 0 });
    });
  }, 30_000);
});

describe('request timeout', () => {
  it('cuts off a request whose body is dribbled in past REQUEST_TIMEOUT_MS with 408, before the client is done', async () => {
    const app = await buildApp({ database: t.database, tenants: t.tenants, timeouts: { requestMs: 1000, keepAliveMs: 5000 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      // A 600-byte body at one byte every 50 ms: 30 s to send in full.
      const body = JSON.stringify({ user_id: 'customer@demo.test', password: 'x'.repeat(550), app_id: '', app_url: '' });
      socket.write(`POST /api/demo/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
      let sent = 0;
      const dribble = setInterval(() => {
        if (sent < body.length && !socket.destroyed) socket.write(body[sent++]);
      }, 50);
      await new Promise((resolve) => socket.once('close', resolve));
      clearInterval(dribble);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(sent).toBeLessThan(body.length);
    } finally {
      await app.close();
    }
  }, 60_000);
});
