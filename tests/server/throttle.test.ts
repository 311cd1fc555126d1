import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { outbox } from '../../src/server/db/schema';
import { createRedisRateLimiter } from '../../src/server/throttle/redis-rate-limiter';
import type { RateLimiter } from '../../src/server/throttle/rate-limiter';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './support/test-app';

// The clock the throttle sees: frozen within a test, a day and an hour later for the next one (past the longest window).
let clock = new Date('2030-01-01T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  // A small PostgreSQL pool: concurrent attempts still run in parallel transactions, and closing
  // leaves fewer connections racing the test database's DROP (pg-pool's end() does not wait for them).
  const poolSize = process.env.PG_POOL_SIZE;
  process.env.PG_POOL_SIZE = '3';
  t = await createTestApp({ now: () => clock });
  if (poolSize === undefined) delete process.env.PG_POOL_SIZE;
  else process.env.PG_POOL_SIZE = poolSize;
});
afterAll(() => t.close());
beforeEach(() => {
  clock = new Date(clock.getTime() + 25 * 60 * 60 * 1000);
});

let serial = 0;
/** A client address of its own per test, so per-address counters start at zero. */
const newIp = () => `10.0.${Math.floor(++serial / 250)}.${serial % 250}`;

const login = (app: FastifyInstance, userId: string, password: string, ip: string, tenant = 'demo') =>
  app.inject({ method: 'POST', url: `/api/${tenant}/login`, remoteAddress: ip, payload: { user_id: userId, password, app_id: '', app_url: '' } });
const forgot = (email: string, ip: string) => t.app.inject({ method: 'POST', url: '/api/demo/forgot-password', remoteAddress: ip, payload: { email } });

function expectThrottled(response: Awaited<ReturnType<FastifyInstance['inject']>>, retryAfterSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  expect(response.json()).toMatchObject({
    status: 429,
    error_code: 'TOO_MANY_ATTEMPTS',
    detail: `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  });
}

describe('POST /login', () => {
  it('ten wrong passwords from ten addresses do not lock the owner out: the right one from an eleventh address gets in', async () => {
    for (let i = 0; i < 10; i++) expect((await login(t.app, 'customer@demo.test', 'wrong-password', newIp())).statusCode).toBe(401);
    expect((await login(t.app, 'customer@demo.test', DEMO_PASSWORD, newIp())).statusCode).toBe(200);
    // Nor in another spelling of the address, nor for the Admin.
    for (let i = 0; i < 10; i++) expect((await login(t.app, i % 2 ? '  ADMIN@demo.test ' : 'admin@Demo.Test', 'wrong-password', newIp())).statusCode).toBe(401);
    expect((await login(t.app, 'Admin@demo.test', DEMO_PASSWORD, newIp())).statusCode).toBe(200);
  });

  it('slows guesses at one account from many addresses down: past 10, each waits twice as long as the last, at most 15 minutes', async () => {
    for (let i = 0; i < 10; i++) expect((await login(t.app, 'staff@demo.test', 'wrong-password', newIp())).statusCode).toBe(401);
    const waits: number[] = [];
    for (let step = 0; step < 12; step++) {
      // The next guess is let through (and fails); the one right after it waits.
      expect((await login(t.app, 'staff@demo.test', 'wrong-password', newIp())).statusCode).toBe(401);
      const refused = await login(t.app, ' Staff@demo.test', DEMO_PASSWORD, newIp());
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers['retry-after']));
      clock = new Date(clock.getTime() + waits[waits.length - 1] * 1000);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
    // Waiting out the step, the owner's right password gets in.
    expect((await login(t.app, 'staff@demo.test', DEMO_PASSWORD, newIp())).statusCode).toBe(200);
  });

  it('refuses one address guessing at one account after 10 failures for 15 minutes; the owner elsewhere still gets in', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await login(t.app, 'customer@demo.test', 'wrong-password', ip)).statusCode).toBe(401);
    expectThrottled(await login(t.app, 'CUSTOMER@demo.test ', DEMO_PASSWORD, ip), 900);
    expect((await login(t.app, 'customer@demo.test', DEMO_PASSWORD, newIp())).statusCode).toBe(200);
    // Another account from the same address is not affected.
    expect((await login(t.app, 'staff@demo.test', DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });

  it("never counts the account's own successful logins: 15 in a row are let in, and guesses are still slowed after 10", async () => {
    for (let i = 0; i < 15; i++) expect((await login(t.app, 'staff@demo.test', DEMO_PASSWORD, newIp())).statusCode).toBe(200);
    for (let i = 0; i < 11; i++) expect((await login(t.app, 'staff@demo.test', 'wrong-password', newIp())).statusCode).toBe(401);
    expect((await login(t.app, 'staff@demo.test', 'wrong-password', newIp())).statusCode).toBe(429);
  });

  it('tells how long is left, and lets the address in once the window has passed', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) await login(t.app, 'customer@demo.test', 'wrong-password', ip);
    clock = new Date(clock.getTime() + 14 * 60 * 1000 + 30 * 1000);
    expectThrottled(await login(t.app, 'customer@demo.test', DEMO_PASSWORD, ip), 30);
    clock = new Date(clock.getTime() + 30 * 1000);
    expect((await login(t.app, 'customer@demo.test', DEMO_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('allows 30 attempts per client address in 15 minutes, whatever the usernames', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++) expect((await login(t.app, `guess-${i}@demo.test`, 'wrong-password', ip)).statusCode).toBe(401);
    expectThrottled(await login(t.app, 'customer@demo.test', DEMO_PASSWORD, ip), 900);
    expect((await login(t.app, 'customer@demo.test', DEMO_PASSWORD, newIp())).statusCode).toBe(200);
  });

  it('counts per tenant: a throttled username still works on another tenant', async () => {
    const ip = newIp();
    for (let i = 0; i < 11; i++) await login(t.app, 'admin@demo.test', 'wrong-password', ip, 'demo');
    expect((await login(t.app, 'admin@demo.test', DEMO_PASSWORD, ip, 'demo')).statusCode).toBe(429);
    expect((await login(t.app, 'admin@demo.test', DEMO_PASSWORD, ip, 'cleangas')).statusCode).toBe(200);
  });
});

describe('POST /forgot-password', () => {
  it('mails an address at most 3 times an hour; the refused request mails nothing', async () => {
    const mails = async () => (await t.database.withTenant('demo', (db) => db.select().from(outbox).where(eq(outbox.to, 'staff@demo.test')))).length;
    const before = await mails();
    for (let i = 0; i < 3; i++) expect((await forgot('staff@demo.test', newIp())).statusCode).toBe(200);
    expectThrottled(await forgot('Staff@Demo.test', newIp()), 3600);
    expect(await mails()).toBe(before + 3);
    expect((await forgot('admin@demo.test', newIp())).statusCode).toBe(200);
  });

  it('allows 10 requests per client address an hour', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await forgot(`nobody-${i}@example.test`, ip)).statusCode).toBe(200);
    expectThrottled(await forgot('someone-else@example.test', ip), 3600);
    expect((await forgot('someone-else@example.test', newIp())).statusCode).toBe(200);
  });
});

describe('POST /register-user and /request-user-self-register', () => {
  let guesser = 0;
  // Each guess from its own typed address: the per-address limit is tested apart (identity-account-claim.test.ts).
  const register = (accountId: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/demo/register-user',
      remoteAddress: ip,
      payload: { account_id: accountId, zipcode: '00000', first_name: 'Guess', last_name: 'Er', email: `guess-${++guesser}@example.test`, password: 'Guessing-1' },
    });

  // Every claim is answered alike (200) whatever it names; the limits are what a guesser meets.
  it('allows 5 guesses of ZIP codes per account number an hour, from any address', async () => {
    for (let i = 0; i < 5; i++) expect((await register('100001', newIp())).statusCode).toBe(200);
    expectThrottled(await register('100001', newIp()), 3600);
    expect((await register('100008', newIp())).statusCode).toBe(200);
  });

  it('allows 10 registrations per client address an hour', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await register(`9000${i}`, ip)).statusCode).toBe(200);
    expectThrottled(await register('90011', ip), 3600);
  });

  it('allows 5 access requests per client address an hour', async () => {
    const ip = newIp();
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/demo/request-user-self-register',
        remoteAddress: ip,
        payload: { first_name: 'Spam', last_name: 'Bot', email: 'spam@example.test', phone: '802-555-0100' },
      });
    for (let i = 0; i < 5; i++) expect((await ask()).statusCode).toBe(201);
    expectThrottled(await ask(), 3600);
  });

  // Each names the account to its contact on file: the owner is not to be flooded with notices.
  it('allows 5 access requests naming one account number a day, from any address', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/demo/request-user-self-register',
        remoteAddress: newIp(),
        payload: { first_name: 'Spam', last_name: 'Bot', email: 'spam@example.test', phone: '802-555-0100', account_id: '100003' },
      });
    for (let i = 0; i < 5; i++) expect((await ask()).statusCode).toBe(201);
    expectThrottled(await ask(), 86400);
  });
});

describe('counters shared by several API processes', () => {
  it('two app instances on the same database share the counters', async () => {
    const second = await buildApp({ database: t.database, tenants: t.tenants, services: { now: () => clock } });
    try {
      const ip = newIp();
      for (let i = 0; i < 10; i++) {
        const app = i % 2 ? second : t.app;
        expect((await login(app, 'customer@demo.test', 'wrong-password', ip)).statusCode).toBe(401);
      }
      expect((await login(second, 'customer@demo.test', DEMO_PASSWORD, ip)).statusCode).toBe(429);
      expect((await login(t.app, 'customer@demo.test', DEMO_PASSWORD, ip)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('loses no hit when attempts arrive at once', async () => {
    const ip = newIp();
    const attempts = await Promise.all(Array.from({ length: 16 }, () => login(t.app, 'admin@demo.test', 'wrong-password', ip)));
    const statuses = attempts.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(6).fill(429)]);
  });

  it('lets one guess per backoff step through when guesses from many addresses arrive at once', async () => {
    const attempts = await Promise.all(Array.from({ length: 16 }, () => login(t.app, 'admin@demo.test', 'wrong-password', newIp())));
    const statuses = attempts.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(11).fill(401), ...Array(5).fill(429)]);
  });
});

describe('Redis counters (REDIS_URL)', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  // A prefix of our own: the test deletes only its own keys and never flushes anything.
  const prefix = `portal-test:${randomBytes(6).toString('hex')}`;
  const clients: Redis[] = [];
  const limiter = (): RateLimiter => {
    const client = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
    clients.push(client);
    return createRedisRateLimiter(client, prefix);
  };
  afterAll(async () => {
    const [cleaner] = clients;
    if (cleaner) {
      const keys = await cleaner.keys(`${prefix}:*`);
      if (keys.length) await cleaner.del(...keys);
    }
    await Promise.all(clients.map((c) => c.quit()));
  });

  it('two limiter instances share one count per key and window', async () => {
    const a = limiter();
    const b = limiter();
    const now = new Date('2030-06-01T10:00:00Z');
    for (let i = 0; i < 3; i++) {
      expect((await a.hit('demo', 'k1', 5, 60_000, now)).allowed).toBe(true);
      expect((await b.hit('demo', 'k1', 5, 60_000, now)).allowed).toBe(i < 2);
    }
    expect(await a.hit('demo', 'k1', 5, 60_000, now)).toEqual({ allowed: false, retryAfterSeconds: 60, hits: 7 });
    // Other keys, other tenants and the next window start from zero.
    expect((await b.hit('demo', 'k2', 5, 60_000, now)).allowed).toBe(true);
    expect((await b.hit('cleangas', 'k1', 5, 60_000, now)).allowed).toBe(true);
    expect((await b.hit('demo', 'k1', 5, 60_000, new Date(now.getTime() + 60_000))).allowed).toBe(true);
  });

  it('says how long the window has left', async () => {
    const a = limiter();
    const now = new Date('2030-06-01T10:00:45Z');
    await a.hit('demo', 'k3', 1, 60_000, now);
    expect(await a.hit('demo', 'k3', 1, 60_000, now)).toEqual({ allowed: false, retryAfterSeconds: 15, hits: 2 });
  });

  it('gates one pass per interval, timed from the last pass, with the interval of each call', async () => {
    const a = limiter();
    const b = limiter();
    const at = (seconds: number) => new Date(Date.parse('2030-06-01T12:00:00Z') + seconds * 1000);
    expect(await a.gate('demo', 'g1', 4_000, at(0))).toMatchObject({ allowed: true });
    expect(await b.gate('demo', 'g1', 4_000, at(1))).toEqual({ allowed: false, retryAfterSeconds: 3 });
    expect(await b.gate('demo', 'g1', 2_000, at(2))).toMatchObject({ allowed: true });
    expect(await a.gate('demo', 'g1', 8_000, at(9))).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await a.gate('demo', 'g1', 8_000, at(10))).toMatchObject({ allowed: true });
  });

  it('gives a hit back for a success, never below zero', async () => {
    const a = limiter();
    const now = new Date('2030-06-01T11:00:00Z');
    await a.forgive('demo', 'k5', 60_000, now);
    expect((await a.hit('demo', 'k5', 1, 60_000, now)).allowed).toBe(true);
    expect((await a.hit('demo', 'k5', 1, 60_000, now)).allowed).toBe(false);
    await a.forgive('demo', 'k5', 60_000, now);
    await a.forgive('demo', 'k5', 60_000, now);
    expect((await a.hit('demo', 'k5', 1, 60_000, now)).allowed).toBe(true);
  });

  it('lets counters expire in Redis instead of piling up', async () => {
    const a = limiter();
    await a.hit('demo', 'k4', 5, 60_000, new Date('2030-06-01T10:00:00Z'));
    const keys = await clients[0].keys(`${prefix}:demo:k4:*`);
    expect(keys).toHaveLength(1);
    const ttl = await clients[0].pttl(keys[0]);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('throttles logins across two app instances that each have their own Redis connection', async () => {
    const first = await buildApp({ database: t.database, tenants: t.tenants, services: { now: () => clock, rateLimiter: limiter() } });
    const second = await buildApp({ database: t.database, tenants: t.tenants, services: { now: () => clock, rateLimiter: limiter() } });
    try {
      const ip = newIp();
      for (let i = 0; i < 10; i++) await login(i % 2 ? second : first, 'staff@demo.test', 'wrong-password', ip);
      const refused = await login(first, 'staff@demo.test', DEMO_PASSWORD, ip);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(second, 'staff@demo.test', DEMO_PASSWORD, ip)).statusCode).toBe(429);
      // The PostgreSQL counters were not used: the default app still lets staff in from that address.
      expect((await login(t.app, 'staff@demo.test', DEMO_PASSWORD, ip)).statusCode).toBe(200);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
