/**
 * Several API processes on one PostgreSQL each run a mail worker: every mail goes out exactly once
 * (PostgreSQL only: PGlite is one process's single connection, where claims cannot race).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendMailOptions } from 'nodemailer';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/database';
import { outbox } from '../../src/server/db/schema';
import { createMailer } from '../../src/server/mail/mailer';
import { startOutboxWorker, type OutboxWorker } from '../../src/server/mail/outbox-worker';
import { createTestApp, type TestApp } from './support/test-app';

const MAILS = 30;
let t: TestApp;
let second: Database;

beforeAll(async () => {
  t = await createTestApp();
  // A second process's own pools on the same database.
  second = await openDatabase({ databaseUrl: t.postgresUrl! });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('mail workers of several processes on one PostgreSQL', () => {
  it('send each mail exactly once, claiming disjoint rows while they race', async () => {
    const tenant = t.tenants.get('demo')!;
    const mailer = createMailer({ smtp: true, now: () => new Date() });
    const recipients = Array.from({ length: MAILS }, (_, i) => `race-${i}@example.test`);
    await t.database.withTenant('demo', async (db) => {
      for (const to of recipients) await mailer.queue(db, tenant, { to, subject: 'Race', text: to, html: `<p>${to}</p>` });
    });

    const sent: { worker: number; to: string }[] = [];
    // Worker 0 holds its first mail until another worker has sent one: the others must find rows
    // of their own while worker 0 has claimed some, or this never resolves (and the test fails).
    let otherSent!: () => void;
    const someoneElseSent = new Promise<void>((resolve) => (otherSent = resolve));
    const transportOf = (worker: number) => ({
      sendMail: async (mail: SendMailOptions) => {
        if (worker === 0 && !sent.some((s) => s.worker === 0)) {
          await Promise.race([someoneElseSent, new Promise((_, reject) => setTimeout(() => reject(new Error('no other worker sent anything')), 10_000))]);
        }
        await new Promise((resolve) => setImmediate(resolve));
        sent.push({ worker, to: mail.to as string });
        if (worker !== 0) otherSent();
        return { messageId: `<${worker}@test>` };
      },
    });
    const errors: unknown[] = [];
    const workers: OutboxWorker[] = [t.database, t.database, second, second].map((database, index) =>
      startOutboxWorker(database, {
        transport: transportOf(index) as never,
        tenantIds: () => ['demo'],
        now: () => new Date(),
        maxAttempts: 3,
        backoffMs: () => 60_000,
        leaseMs: 5 * 60_000,
        batchSize: 2,
        pollMs: 0,
        onError: (error) => errors.push(error),
      }),
    );
    await Promise.all(workers.map((w) => w.drain()));
    await Promise.all(workers.map((w) => w.stop()));

    expect(errors).toEqual([]);
    expect(sent.map((s) => s.to).sort()).toEqual([...recipients].sort());
    expect(new Set(sent.map((s) => s.worker)).size).toBeGreaterThan(1);
    const rows = await t.database.withTenant('demo', (db) => db.select({ status: outbox.status, attempts: outbox.attempts }).from(outbox).where(eq(outbox.subject, 'Race')));
    expect(rows).toHaveLength(MAILS);
    // One attempt each: no row was ever claimed twice.
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});
