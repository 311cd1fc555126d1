/**
 * Records-list benchmark (`npm run bench:records [-- --duration 10 --connections 20 --reseed]`):
 * an account's transactions list through the real app (in this process, over HTTP, load from
 * autocannon in a child process) against the same SQL run bare from as many pg clients, for the
 * first page, a deep page read by keyset (cursor) and the same deep page read by offset.
 * PostgreSQL only: DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench_portal (created
 * when missing; the demo tenant is seeded with --accounts accounts when it has fewer).
 * Prints a table and writes bench/results/records-list.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app';
import { createSession } from '../src/server/auth/sessions';
import { transactionList } from '../src/server/modules/records/list-transactions';
import { loadTenants } from '../src/server/tenants/load-tenants';
import { autocannon } from './support/autocannon-run';
import { runBareSql, type BareMode, type Query } from './support/bare-sql';
import { heaviestAccount, preparedDatabase } from './support/bench-database';
import { explainPage, roundTripsOf } from './support/diagnose';
import { combine, ratio, table, type Summary } from './support/stats';
import { signInStaff, transactionPages } from './support/transaction-pages';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '20' },
    accounts: { type: 'string', default: '10000' },
    tenant: { type: 'string', default: 'demo' },
    size: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '1' },
    reseed: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.duration);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const size = Number(values.size);
const rounds = Math.max(1, Number(values.rounds));
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_portal';
// The app gets as many database connections as the load has HTTP connections and the bare side has clients.
process.env.PG_POOL_SIZE ??= String(connections);

const tenants = loadTenants(`${root}/tenants`, `${root}/schemas`, 'demo');
const tenant = tenants.get(values.tenant)!;
const database = await preparedDatabase(databaseUrl, tenants, tenant, Number(values.accounts), values.reseed);
const heaviest = await heaviestAccount(database, tenant.id);
const app = await buildApp({ database, tenants, services: {} });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/${tenant.id}`;

const { userKey, staffId } = await signInStaff(database, tenant.id, base);
// Diagnostic: the same load spread over one session per connection (each slides its own expiry, at most once a minute).
const sessionKeys = [userKey];
while (sessionKeys.length < connections) sessionKeys.push(await database.withTenant(tenant.id, (db) => createSession(db, tenant.id, staffId, { now: new Date(), idleMs: 3_600_000 })));
const { listUrl, getPage, firstAndDeep } = transactionPages(base, heaviest.accountId, size, userKey);
// Walk the cursors once to the last-but-one page, the deep page hammered below.
const { first, deepPage, cursor } = await firstAndDeep();
console.log(`Account ${heaviest.accountId}: ${heaviest.transactions} transactions, ${first.totalPages} pages of ${size}; deep page = page ${deepPage}`);

const request = (page: number, withCursor?: string) => ({ page, size, sort: 'transaction_date' as const, order: 'desc' as const, cursor: withCursor });
const toQuery = (q: { toSQL(): { sql: string; params: unknown[] } }): Query => q.toSQL();
const sqlOf = (req: ReturnType<typeof request>) => {
  // A page with rows is one statement (its total rides along); the separate count runs only for an empty page.
  return toQuery(transactionList.pageQueries(database.owner, heaviest.accountId, req).page);
};
const scenarios = [
  { name: 'first page', url: listUrl(0), sql: sqlOf(request(0)) },
  { name: 'deep page, keyset', url: listUrl(deepPage, cursor), sql: sqlOf(request(deepPage, cursor)) },
  { name: 'deep page, offset', url: listUrl(deepPage), sql: sqlOf(request(deepPage)) },
];

const roundTrips = await roundTripsOf(() => getPage(listUrl(0)));
const plans = Object.fromEntries(await Promise.all(scenarios.map(async (s) => [s.name, await explainPage(databaseUrl, tenant.id, s.sql)] as const)));

const loadBefore = loadavg();
type Variant = 'api' | 'apiManySessions' | BareMode;
const variants: Record<Variant, (scenario: (typeof scenarios)[number]) => Promise<Summary>> = {
  api: (s) => autocannon(s.url, [userKey], connections, seconds),
  apiManySessions: (s) => autocannon(s.url, sessionKeys, connections, seconds),
  session: (s) => runBareSql(databaseUrl, tenant.id, s.sql, 'session', connections, seconds),
  transaction: (s) => runBareSql(databaseUrl, tenant.id, s.sql, 'transaction', connections, seconds),
};
// Rounds interleave every scenario and variant, so a load change on the machine hits them all alike.
const runs = new Map<string, Summary[]>();
for (const scenario of scenarios) await autocannon(scenario.url, [userKey], connections, warmup);
for (let round = 0; round < rounds; round++) {
  for (const scenario of scenarios) {
    console.log(`Round ${round + 1}/${rounds}: ${scenario.name}…`);
    for (const [variant, run] of Object.entries(variants)) {
      const key = `${scenario.name}/${variant}`;
      runs.set(key, [...(runs.get(key) ?? []), await run(scenario)]);
    }
  }
}
const results = Object.fromEntries(
  scenarios.map((s) => [s.name, Object.fromEntries(Object.keys(variants).map((v) => [v, combine(runs.get(`${s.name}/${v}`)!)])) as Record<Variant, Summary>]),
);
await app.close();
await database.close();

const rows: (string | number)[][] = [['scenario', 'median ms', 'p99 ms', 'req/s', 'errors']];
for (const [name, r] of Object.entries(results)) {
  rows.push([`${name}: API (one session)`, r.api.median, r.api.p99, r.api.perSecond, r.api.errors]);
  rows.push([`${name}: API (a session per connection)`, r.apiManySessions.median, r.apiManySessions.p99, r.apiManySessions.perSecond, r.apiManySessions.errors]);
  rows.push([`${name}: bare SQL (page with total)`, r.session.median, r.session.p99, r.session.perSecond, r.session.errors]);
  rows.push([`${name}: bare SQL in tenant tx`, r.transaction.median, r.transaction.p99, r.transaction.perSecond, r.transaction.errors]);
}
const [f, k, o] = scenarios.map((s) => results[s.name]);
const ratios = {
  apiOverBareFirst: ratio(f.api.median, f.session.median),
  apiOverBareDeepKeyset: ratio(k.api.median, k.session.median),
  apiOverBareTxFirst: ratio(f.api.median, f.transaction.median),
  apiOverBareTxDeepKeyset: ratio(k.api.median, k.transaction.median),
  apiManySessionsOverBareFirst: ratio(f.apiManySessions.median, f.session.median),
  apiManySessionsOverBareDeepKeyset: ratio(k.apiManySessions.median, k.session.median),
  deepOverFirstKeysetApi: ratio(k.api.median, f.api.median),
  deepOverFirstKeysetApiManySessions: ratio(k.apiManySessions.median, f.apiManySessions.median),
  deepOverFirstOffsetApi: ratio(o.api.median, f.api.median),
  deepOverFirstKeysetBare: ratio(k.session.median, f.session.median),
  deepOverFirstOffsetBare: ratio(o.session.median, f.session.median),
};
console.log(`\nload average before the runs ${loadBefore.map((l) => l.toFixed(1)).join(' ')}, after ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} CPUs; ${connections} connections, ${rounds} × ${seconds} s each, account ${heaviest.accountId} (${heaviest.transactions} transactions), page size ${size}, app pool ${process.env.PG_POOL_SIZE}`);
console.log(table(rows));
console.log(`\nratios of medians (targets: API ≤ 1.5 × bare SQL, deep ≤ 1.2 × first):`);
console.log(table([['ratio', 'value'], ...Object.entries(ratios).map(([name, value]) => [name, value])]));
console.log(`\ndatabase round trips per API request: ${roundTrips.count} (${roundTrips.statements.join(' | ')})`);
for (const [name, plan] of Object.entries(plans)) console.log(`EXPLAIN ANALYZE ${name}: ${plan.executionMs} ms\n  ${plan.summary}`);

mkdirSync(`${root}bench/results`, { recursive: true });
const file = `${root}bench/results/records-list.json`;
writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), databaseUrl: databaseUrl.replace(/\/\/[^@]*@/, '//'), connections, seconds, rounds, pageSize: size, loadAverage: { before: loadBefore, after: loadavg() }, cpus: cpus().length, appPool: Number(process.env.PG_POOL_SIZE), account: heaviest, deepPage, results, ratios, roundTrips, plans, runs: Object.fromEntries(runs) }, null, 2)}\n`);
console.log(`\nsaved ${file}`);
