import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/database';
import { events, payments, sandboxCharges, users } from '../../../src/server/db/schema';
import { TEST_CARD } from '../authorization/fixtures';
import { DEMO_PASSWORD } from './test-app';
// A port from the system: a random one in 20000–40000 once met RabbitMQ's 25672 on this machine.
import { freePort } from '../../e2e/support/start-server';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const LEASE_MS = 300;

/** Starts crash-server.ts and resolves once it listens; `exited` settles when the process ends. */
function startServer(env: Record<string, string>): { child: ChildProcess; ready: Promise<void>; exited: Promise<NodeJS.Signals | number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/support/crash-server.ts'], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    void exited.then((how) => reject(new Error(`crash server ended (${how}) before it was ready: ${errors}`)));
  });
  return { child, ready, exited };
}

/**
 * The crash check: a server killed (SIGKILL) between the gateway's charge and the commit
 * of the payment, then the same request retried with the same key on a fresh server, leaves
 * exactly one charge at the gateway, one payment recorded and one payment.created event. `open` reads the same database.
 */
export async function killBetweenChargeAndCommit(dbEnv: Record<string, string>, open: () => Promise<Database>): Promise<void> {
  const port = String(await freePort());
  const url = `http://127.0.0.1:${port}/api/demo`;
  const login = async () => {
    const answer = await fetch(`${url}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user_id: 'customer@demo.test', password: DEMO_PASSWORD, app_id: '', app_url: '' }) });
    return (await answer.json()) as { user_key: string; account_ids: string[]; user_id: number };
  };
  const key = randomUUID();
  const pay = (session: { user_key: string; account_ids: string[] }) =>
    fetch(`${url}/payments/make-payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-key': session.user_key, 'idempotency-key': key },
      body: JSON.stringify({ account_id: session.account_ids[0], amount: 77.7, payment_type: 'credit_card', data: TEST_CARD }),
    });

  const doomed = startServer({ ...dbEnv, PORT: port, CRASH_AFTER_CHARGE: '1', LEASE_MS: String(LEASE_MS) });
  await doomed.ready;
  const session = await login();
  await expect(pay(session)).rejects.toThrow();
  expect(await doomed.exited).toBe('SIGKILL');

  const gatewayKey = `makePayment:user:${session.user_id}:${key}:charge`;
  const count = async (database: Database) =>
    database.withTenant('demo', async (db) => ({
      charges: (await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, gatewayKey))).length,
      payments: (await db.select().from(payments).where(eq(payments.gatewayKey, gatewayKey))).length,
      // The supplier hears of the payment once, whatever crashed and was retried.
      events: (
        await db
          .select({ id: events.id })
          .from(events)
          .innerJoin(payments, sql`${payments.paymentNumber} = ${events.data}->>'payment_id'`)
          .where(and(eq(events.type, 'payment.created'), eq(payments.gatewayKey, gatewayKey)))
      ).length,
      user: (await db.select().from(users).where(and(eq(users.id, session.user_id)))).length,
    }));
  const database = await open();
  try {
    // The money moved and nothing was recorded: the state the retry must repair.
    expect(await count(database)).toEqual({ charges: 1, payments: 0, events: 0, user: 1 });
  } finally {
    await database.close();
  }

  const fresh = startServer({ ...dbEnv, PORT: port, LEASE_MS: String(LEASE_MS) });
  try {
    await fresh.ready;
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 50));
    const retried = await pay(await login());
    expect(retried.status).toBe(201);
    const body = (await retried.json()) as { data: { payment: { amount: number; total: number } } };
    expect(body.data.payment).toMatchObject({ amount: 77.7, total: 80.64 });
    const replayed = await pay(await login());
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
  } finally {
    fresh.child.kill('SIGTERM');
    await fresh.exited;
  }
  const reopened = await open();
  try {
    expect(await count(reopened)).toEqual({ charges: 1, payments: 1, events: 1, user: 1 });
  } finally {
    await reopened.close();
  }
}
