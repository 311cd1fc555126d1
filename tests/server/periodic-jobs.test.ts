import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, hashKey } from '../../src/server/auth/sessions';
import { accountClaims, rateLimits, sessions, users, userTokens } from '../../src/server/db/schema';
import { startPeriodicJobs, type JobRun } from '../../src/server/jobs/periodic-jobs';
import { purgeExpired } from '../../src/server/jobs/purge-expired';
import { createTestApp, type TestApp } from './support/test-app';

const HOUR = 60 * 60 * 1000;
const ABSOLUTE = 12 * HOUR;
let t: TestApp;
let customerId: number;
const now = new Date('2026-06-01T12:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp({}, {});
  [{ id: customerId }] = await t.database.withTenant('demo', (db) => db.select({ id: users.id }).from(users).where(eq(users.email, 'customer@demo.test')));
});
afterAll(() => t.close());

const jobsAt = (clock: Date) =>
  startPeriodicJobs(t.database, purgeExpired(ABSOLUTE), { now: () => clock, tenantIds: () => ['demo'], onError: (job, error) => { throw Object.assign(new Error(job), { cause: error }); }, timers: false });
const at = (offsetMs: number) => ({ now: new Date(now.getTime() + offsetMs), idleMs: HOUR });
const sessionKeysLeft = async () => new Set((await t.database.withTenant('demo', (db) => db.select({ k: sessions.keyHash }).from(sessions))).map((r) => r.k));
const outcomeOf = (runs: JobRun[], job: string) => runs.find((r) => r.job === job)?.outcome;

describe('purging what can no longer grant anything', () => {
  it('deletes sessions past their idle expiry or absolute lifetime, and keeps live ones', async () => {
    const [live, idle, tooOld] = await t.database.withTenant('demo', async (db) => [
      await createSession(db, 'demo', customerId, at(-10 * 60 * 1000)),
      await createSession(db, 'demo', customerId, at(-2 * HOUR)),
      await createSession(db, 'demo', customerId, at(-13 * HOUR)),
    ]);
    // Busy all along: its idle expiry is fresh, only its age ends it.
    await t.database.withTenant('demo', (db) => db.update(sessions).set({ expiresAt: new Date(now.getTime() + HOUR) }).where(eq(sessions.keyHash, hashKey(tooOld))));
    const jobs = jobsAt(now);
    const runs = await jobs.runAll();
    await jobs.stop();
    const left = await sessionKeysLeft();
    expect(left.has(hashKey(live))).toBe(true);
    expect(left.has(hashKey(idle))).toBe(false);
    expect(left.has(hashKey(tooOld))).toBe(false);
    expect(outcomeOf(runs, 'purge-sessions')).toBeGreaterThanOrEqual(2);
  });

  it('deletes account claims a day after their code expired, and keeps newer ones', async () => {
    const claim = (id: string, expiresAt: Date) => ({ tenantId: 'demo', id, accountId: null, codeHash: 'x', method: 'email', email: 'c@example.test', firstName: 'C', lastName: 'L', passwordHash: '!', createdAt: now, expiresAt });
    await t.database.withTenant('demo', (db) =>
      db.insert(accountClaims).values([claim('keep-claim-live', new Date(now.getTime() + HOUR)), claim('keep-claim-just-expired', new Date(now.getTime() - HOUR)), claim('drop-claim-old', new Date(now.getTime() - 25 * HOUR))]),
    );
    const jobs = jobsAt(now);
    const runs = await jobs.runAll();
    await jobs.stop();
    const left = (await t.database.withTenant('demo', (db) => db.select({ id: accountClaims.id }).from(accountClaims))).map((r) => r.id).sort();
    expect(left).toEqual(['keep-claim-just-expired', 'keep-claim-live']);
    expect(outcomeOf(runs, 'purge-account-claims')).toBe(1);
  });

  it('deletes one-time links a day after they were used or expired, and throttling windows a day old', async () => {
    const day = 24 * HOUR;
    await t.database.withTenant('demo', async (db) => {
      await db.insert(userTokens).values([
        { tenantId: 'demo', tokenHash: 'keep-live', userId: customerId, purpose: 'reset', expiresAt: new Date(now.getTime() + HOUR) },
        { tenantId: 'demo', tokenHash: 'keep-just-used', userId: customerId, purpose: 'reset', expiresAt: new Date(now.getTime() + HOUR), usedAt: new Date(now.getTime() - HOUR) },
        { tenantId: 'demo', tokenHash: 'drop-used', userId: customerId, purpose: 'reset', expiresAt: new Date(now.getTime() + HOUR), usedAt: new Date(now.getTime() - 2 * day) },
        { tenantId: 'demo', tokenHash: 'drop-expired', userId: customerId, purpose: 'verify', expiresAt: new Date(now.getTime() - 2 * day) },
      ]);
      await db.insert(rateLimits).values([
        { tenantId: 'demo', key: 'keep-window', windowStart: new Date(now.getTime() - 10 * 60 * 1000), hits: 3 },
        { tenantId: 'demo', key: 'drop-window', windowStart: new Date(now.getTime() - 2 * day), hits: 3 },
      ]);
    });
    const jobs = jobsAt(now);
    await jobs.runAll();
    await jobs.stop();
    const tokens = (await t.database.withTenant('demo', (db) => db.select({ h: userTokens.tokenHash }).from(userTokens))).map((r) => r.h);
    const windows = (await t.database.withTenant('demo', (db) => db.select({ k: rateLimits.key }).from(rateLimits))).map((r) => r.k);
    expect(tokens).toEqual(expect.arrayContaining(['keep-live', 'keep-just-used']));
    expect(tokens).not.toContain('drop-used');
    expect(tokens).not.toContain('drop-expired');
    expect(windows).toContain('keep-window');
    expect(windows).not.toContain('drop-window');
  });
});
