/**
 * Exactly once under pressure: rounds of N concurrent make-payment submissions sharing one
 * Idempotency-Key, on embedded PGlite and on PostgreSQL, counting the gateway's charges and the
 * payment rows per key (both must be 1) and the answers (201 or 409, never anything else); then
 * the latency of ordinary payments, each with its own key.
 *
 *   npm run bench:exactly-once [-- --concurrency 100 --rounds 20 --payments 50 --postgres postgres://postgres@127.0.0.1:5432/test]
 *
 * The crash half (SIGKILL between charge and commit, then a retry) is tests/server/payment-crash*.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/connect';
import type { Database } from '../src/server/db/database';
import { payments, sandboxCharges } from '../src/server/db/schema';
import { seedTenants } from '../src/server/seed/seed-tenant';
import { loadTenants } from '../src/server/tenants/load-tenants';
import { createPostgresDatabase } from '../tests/server/support/test-app';
import { percentile, table } from './support/stats';
import { unlimitedRateLimiter } from '../src/server/throttle/unlimited-rate-limiter';

const { values } = parseArgs({
  options: {
    concurrency: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '20' },
    payments: { type: 'string', default: '50' },
    postgres: { type: 'string', default: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
  },
});
const concurrency = Number(values.concurrency);
const rounds = Number(values.rounds);
const sequential = Number(values.payments);
const root = fileURLToPath(new URL('..', import.meta.url));
const CARD = {
  account_holder: { first_name: 'Bench', last_name: 'Mark' },
  card: { cc_number: '4242424242424242', cc_exp: '12/39', cc_cvv: '123' },
  address: { street1: '1 Main St', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' },
};

async function run(label: string, database: Database): Promise<(string | number)[]> {
  const tenants = loadTenants(`${root}/tenants`, `${root}/schemas`, 'demo');
  await seedTenants(database, tenants.all());
  // Throttling would answer most of a burst 429 before it reached the key: this measures the key.
    const app = await buildApp({ database, tenants, periodicJobs: false, services: { rateLimiter: unlimitedRateLimiter } });
  try {
    const login = await app.inject({ method: 'POST', url: '/api/demo/login', payload: { user_id: 'customer@demo.test', password: 'Portal-demo-2026', app_id: '', app_url: '' } });
    const { user_key: userKey, account_ids: accountIds, user_id: userId } = login.json() as { user_key: string; account_ids: string[]; user_id: number };
    const pay = (key: string) =>
      app.inject({ method: 'POST', url: '/api/demo/payments/make-payment', headers: { 'user-key': userKey, 'idempotency-key': key }, payload: { account_id: accountIds[0], amount: 1.11, payment_type: 'credit_card', data: CARD } });
    let worstCharges = 0;
    let worstRows = 0;
    const statuses = new Map<number, number>();
    const burst: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const key = randomUUID();
      const started = performance.now();
      const answers = await Promise.all(Array.from({ length: concurrency }, () => pay(key)));
      burst.push(performance.now() - started);
      for (const a of answers) statuses.set(a.statusCode, (statuses.get(a.statusCode) ?? 0) + 1);
      const gatewayKey = `makePayment:user:${userId}:${key}:charge`;
      const [charges, rows] = await database.withTenant('demo', async (db) => [
        (await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, gatewayKey))).length,
        (await db.select().from(payments).where(eq(payments.gatewayKey, gatewayKey))).length,
      ]);
      worstCharges = Math.max(worstCharges, charges);
      worstRows = Math.max(worstRows, rows);
      if (charges !== 1 || rows !== 1) console.error(`${label} round ${round}: ${charges} charges, ${rows} rows`);
    }
    const single: number[] = [];
    for (let i = 0; i < sequential; i++) {
      const started = performance.now();
      const answer = await pay(randomUUID());
      single.push(performance.now() - started);
      if (answer.statusCode !== 201) console.error(`${label} payment ${i}: ${answer.statusCode}`);
    }
    const answered = [...statuses.entries()].sort().map(([s, n]) => `${s}×${n}`).join(' ');
    return [label, rounds, concurrency, worstCharges, worstRows, answered, percentile(burst, 50), percentile(single, 50), percentile(single, 99)];
  } finally {
    await app.close();
  }
}

const rows: (string | number)[][] = [['database', 'rounds', 'per key', 'max charges/key', 'max rows/key', 'answers', 'burst median ms', 'payment median ms', 'payment p99 ms']];
const pglite = await openDatabase({ dataDir: null });
rows.push(await run('PGlite (memory)', pglite));
await pglite.close();
process.env.TEST_DATABASE_URL ??= values.postgres;
const pgDb = await createPostgresDatabase().catch(() => undefined);
if (pgDb) {
  const database = await openDatabase({ databaseUrl: pgDb.url });
  rows.push(await run('PostgreSQL', database));
  await database.close();
  await pgDb.drop();
} else {
  console.log('PostgreSQL skipped: set TEST_DATABASE_URL');
}
console.log(table(rows));
