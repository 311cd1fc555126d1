/**
 * Webhook fan-out: N events (default 10,000, over 500 accounts) to 3 receivers on 127.0.0.1, one
 * of which answers 500 to half the requests at random. Reports what each receiver kept (2xx
 * answers), duplicates by webhook-id, deliveries given up, and the delay from an event to its
 * delivery (p50/p90/p99), by the portal's clock.
 *
 *   npm run bench:webhooks [-- --events 10000 --accounts 500 --postgres postgres://postgres@127.0.0.1:5432/test --limit-s 600 --slack 0.1]
 *
 * Events are written as the portal writes them (emitEvent, 50 to a transaction) while the
 * dispatcher runs. Retries wait 5 s, 5 min, 30 min… (schedule.ts): once only retries are left, the
 * portal's clock (services.now, which the dispatcher reads) jumps over the wait to the next due
 * delivery (and --slack, 10 % by default, further) instead of the benchmark sleeping for hours, so a retried delivery's
 * delay counts its full backoff (and the wait behind its account's earlier retried events).
 * Bounded: --limit-s of wall time at most; loopback only.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/connect';
import type { Database } from '../src/server/db/database';
import { webhookDeliveries } from '../src/server/db/schema';
import { emitEvent } from '../src/server/events/emit-event';
import { seedTenants } from '../src/server/seed/seed-tenant';
import { loadTenants } from '../src/server/tenants/load-tenants';
import { createPostgresDatabase } from '../tests/server/support/test-app';
import { percentile, table } from './support/stats';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '10000' },
    accounts: { type: 'string', default: '500' },
    postgres: { type: 'string' },
    'limit-s': { type: 'string', default: '600' },
    slack: { type: 'string', default: '0.1' },
  },
});
const EVENTS = Number(values.events);
const ACCOUNTS = Number(values.accounts);
const LIMIT_MS = Number(values['limit-s']) * 1000;
const root = fileURLToPath(new URL('..', import.meta.url));
/** A jump over a retry wait goes this fraction past it, taking along what is due just after: a retried delivery's delay is late by at most this fraction of its wait. */
const JUMP_SLACK = Number(values.slack);

/** The portal's clock: real time plus the jumps over retry waits. */
const clock = { offset: 0 };
const portalNow = () => new Date(Date.now() + clock.offset);

interface Tally {
  name: string;
  kept: Map<string, number>;
  duplicates: number;
  requests: number;
  delays: number[];
}

async function receiver(name: string, failRate: number): Promise<{ server: Server; url: string; tally: Tally }> {
  const tally: Tally = { name, kept: new Map(), duplicates: 0, requests: 0, delays: [] };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      tally.requests++;
      if (Math.random() < failRate) return void response.writeHead(500).end('down');
      const id = String(request.headers['webhook-id']);
      const envelope = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { timestamp: string };
      if (tally.kept.has(id)) tally.duplicates++;
      else tally.delays.push(portalNow().getTime() - Date.parse(envelope.timestamp));
      tally.kept.set(id, (tally.kept.get(id) ?? 0) + 1);
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/${name}`, tally };
}

async function run(label: string, database: Database) {
  const tenants = loadTenants(`${root}/tenants`, `${root}/schemas`, 'demo');
  await seedTenants(database, tenants.all());
  const app = await buildApp({ database, tenants, periodicJobs: false, services: { now: portalNow }, webhooks: { pollMs: 0, batchSize: 200, concurrency: 16 } });
  const receivers = [await receiver('steady-a', 0), await receiver('steady-b', 0), await receiver('flaky', 0.5)];
  try {
    const login = await app.inject({ method: 'POST', url: '/api/demo/login', payload: { user_id: 'admin@demo.test', password: 'Portal-demo-2026', app_id: '', app_url: '' } });
    const key = (login.json() as { user_key: string }).user_key;
    for (const r of receivers) {
      const created = await app.inject({ method: 'POST', url: '/api/demo/webhooks/endpoints', headers: { 'user-key': key }, payload: { url: r.url } });
      if (created.statusCode !== 201) throw new Error(`registering ${r.url}: ${created.statusCode} ${created.body}`);
    }
    const started = performance.now();
    const deadline = started + LIMIT_MS;
    // Written while the dispatcher works, 50 to a transaction, as a busy portal would.
    for (let i = 0; i < EVENTS; i += 50) {
      await database.withTenant('demo', async (db) => {
        for (let j = i; j < Math.min(EVENTS, i + 50); j++) {
          await emitEvent(db, 'demo', { type: 'inquiry.created', accountId: `B${String(j % ACCOUNTS).padStart(6, '0')}`, data: { request_id: j, message: `Bench ${j}` }, at: portalNow() });
        }
      });
      app.webhooks.kick();
    }
    const written = performance.now();
    let jumps = 0;
    for (;;) {
      await app.webhooks.drain();
      // The next attempts of deliveries not waiting behind an earlier one of their account (claim.ts).
      const due = (await database.withTenant('demo', (db) =>
        db.execute(sql`select d.next_attempt_at as next from ${webhookDeliveries} d
          where d.status in ('pending', 'sending') and (d.account_id is null or not exists (
            select 1 from ${webhookDeliveries} p where p.endpoint_id = d.endpoint_id and p.account_id = d.account_id and p.event_seq < d.event_seq and p.status in ('pending', 'sending')))
          order by d.next_attempt_at limit 1`),
      ) as unknown as { rows: { next: Date | string }[] }).rows;
      if (!due.length || performance.now() > deadline) break;
      // Only retries are left: jump the portal's clock to the next one (and whatever is due within
      // JUMP_SLACK of the wait) instead of sleeping.
      const wait = new Date(due[0].next).getTime() - portalNow().getTime();
      if (wait > 0) {
        clock.offset += Math.ceil(wait * (1 + JUMP_SLACK)) + 1;
        jumps++;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const counts = (await database.withTenant('demo', (db) =>
      db.execute(sql`select status, count(*)::int as n from ${webhookDeliveries} group by status order by status`),
    ) as unknown as { rows: { status: string; n: number }[] }).rows;
    const byStatus = Object.fromEntries(counts.map((c) => [c.status, c.n]));
    console.log(`\n${label}: ${EVENTS} events over ${ACCOUNTS} accounts to 3 endpoints; written in ${((written - started) / 1000).toFixed(1)} s, all settled in ${seconds.toFixed(1)} s wall time (${jumps} clock jumps over retry waits)`);
    console.log(`deliveries by status: ${JSON.stringify(byStatus)}${performance.now() > deadline ? '  (stopped at --limit-s)' : ''}`);
    const s = (ms: number) => (ms < 10_000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(0)} s`);
    console.log(
      table([
        ['receiver', 'requests', 'kept (2xx)', 'duplicate ids', 'p50 delay', 'p90 delay', 'p99 delay'],
        ...receivers.map(({ tally }) => [tally.name, tally.requests, tally.kept.size, tally.duplicates, s(percentile(tally.delays, 50)), s(percentile(tally.delays, 90)), s(percentile(tally.delays, 99))]),
      ]),
    );
    const all = receivers.flatMap((r) => r.tally.delays);
    console.log(`all receivers: ${all.length} delivered of ${3 * EVENTS}, p50 delay ${s(percentile(all, 50))}, ${(all.length / seconds).toFixed(0)} deliveries/s wall time`);
  } finally {
    await app.close();
    for (const r of receivers) await new Promise((resolve) => r.server.close(resolve));
  }
}

if (values.postgres) {
  process.env.TEST_DATABASE_URL = values.postgres;
  const pg = await createPostgresDatabase();
  const database = await openDatabase({ databaseUrl: pg.url });
  try {
    await run('PostgreSQL', database);
  } finally {
    await database.close();
    await pg.drop();
  }
} else {
  const database = await openDatabase({ dataDir: null });
  try {
    await run('PGlite (in memory)', database);
  } finally {
    await database.close();
  }
}
