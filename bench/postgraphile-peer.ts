/**
 * The API beside PostGraphile 5 (`npm run bench:peer [-- --duration 10 --rounds 5 --connections 20]`):
 * an account's transactions page, first and deep, through our app (in this process) and through
 * PostGraphile (a child process under Node 22, installed into bench/.peer on first use) on the same
 * database, the same rows under the same row-level security, rounds interleaved, the same load
 * (autocannon in a child process); and the page's SQL run bare in a tenant transaction. Prints
 * req/s, median, p99, server CPU per request and the ratios; writes bench/results/postgraphile-peer.json.
 * PostgreSQL only: DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench_portal (seeded as bench:records seeds it).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app';
import { APP_ROLE } from '../src/server/db/schema';
import { transactionList } from '../src/server/modules/records/list-transactions';
import { loadTenants } from '../src/server/tenants/load-tenants';
import { autocannon, type RequestShape } from './support/autocannon-run';
import { runBareSql } from './support/bare-sql';
import { heaviestAccount, preparedDatabase } from './support/bench-database';
import { peerInstalled } from './support/peer-install';
import { graphQlCursorOf, graphQlPage, pageBody, startPostGraphile } from './support/postgraphile-process';
import { combine, median, ratio, table, type Summary } from './support/stats';
import { signInStaff, transactionPages } from './support/transaction-pages';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '5' },
    accounts: { type: 'string', default: '10000' },
    tenant: { type: 'string', default: 'demo' },
    size: { type: 'string', default: '20' },
  },
});
const seconds = Number(values.duration);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const rounds = Math.max(1, Number(values.rounds));
const size = Number(values.size);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_portal';
// Both servers get as many database connections as the load has HTTP connections.
process.env.PG_POOL_SIZE = String(connections);

const peer = peerInstalled(`${root}bench/.peer`);
const tenants = loadTenants(`${root}/tenants`, `${root}/schemas`, 'demo');
const tenant = tenants.get(values.tenant)!;
const database = await preparedDatabase(databaseUrl, tenants, tenant, Number(values.accounts), false);
const { accountId, transactions } = await heaviestAccount(database, tenant.id);
const app = await buildApp({ database, tenants, services: {} });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/${tenant.id}`;
const graphile = await startPostGraphile(peer, { databaseUrl, tenant: tenant.id, role: APP_ROLE, poolSize: connections });

const { userKey } = await signInStaff(database, tenant.id, base);
const pages = transactionPages(base, accountId, size, userKey);
const { first, deepPage, cursor } = await pages.firstAndDeep();
const graphileCursor = await graphQlCursorOf(graphile.url, accountId, size, deepPage);

// Both must serve the same rows, or the comparison means nothing.
const request = (page: number, withCursor?: string) => ({ page, size, sort: 'transaction_date' as const, order: 'desc' as const, cursor: withCursor });
const scenarios = [
  { name: 'first page', url: pages.listUrl(0), graphQl: pageBody(accountId, size), sql: transactionList.pageQueries(database.owner, accountId, request(0)).page.toSQL() },
  {
    name: `deep page (${deepPage}), keyset`,
    url: pages.listUrl(deepPage, cursor),
    graphQl: pageBody(accountId, size, graphileCursor),
    sql: transactionList.pageQueries(database.owner, accountId, request(deepPage, cursor)).page.toSQL(),
  },
];
for (const scenario of scenarios) {
  const ours = await pages.getPage(scenario.url);
  const theirs = await graphQlPage(graphile.url, scenario.graphQl);
  const ids = (rows: { transaction_id?: string; transactionId?: string }[]) => rows.map((r) => r.transaction_id ?? r.transactionId).join(',');
  if (ids(ours.content) !== ids(theirs.nodes) || ours.totalElements !== theirs.totalCount) {
    throw new Error(`${scenario.name}: the API and PostGraphile serve different rows (${ids(ours.content)} vs ${ids(theirs.nodes)})`);
  }
}
console.log(`Account ${accountId}: ${transactions} transactions, ${first.totalPages} pages of ${size}; PostGraphile ${peer.versions.postgraphile} on Node ${peer.versions.node} (pid ${graphile.pid})`);

type Variant = 'api' | 'postgraphile' | 'bareSqlInTenantTx';
interface Measured extends Summary {
  /** Server CPU milliseconds per completed request. */
  cpuMsPerRequest?: number;
}
const graphQlShape = (body: string): RequestShape => ({ method: 'POST', body, headers: { 'content-type': 'application/json' } });
/** A server's CPU over one load run, per request: our process's own usage, or the child's from /proc. */
async function withCpu(cpuSeconds: () => number, run: () => Promise<Summary>): Promise<Measured> {
  const before = cpuSeconds();
  const summary = await run();
  return { ...summary, cpuMsPerRequest: Math.round(((cpuSeconds() - before) * 1000 * 1000) / summary.count) / 1000 };
}
const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
const variants: Record<Variant, (scenario: (typeof scenarios)[number], duration: number) => Promise<Measured>> = {
  api: (s, duration) => withCpu(ownCpuSeconds, () => autocannon(s.url, [userKey], connections, duration)),
  postgraphile: (s, duration) => withCpu(graphile.cpuSeconds, () => autocannon(graphile.url, [], connections, duration, graphQlShape(s.graphQl))),
  bareSqlInTenantTx: (s, duration) => runBareSql(databaseUrl, tenant.id, s.sql, 'transaction', connections, duration),
};

const loadBefore = loadavg();
for (const scenario of scenarios) for (const variant of ['api', 'postgraphile'] as const) await variants[variant](scenario, warmup);
const runs = new Map<string, Measured[]>();
for (let round = 0; round < rounds; round++) {
  // Which server goes first alternates, so a drift in the machine's load favours neither.
  const order: Variant[] = round % 2 ? ['postgraphile', 'api', 'bareSqlInTenantTx'] : ['api', 'postgraphile', 'bareSqlInTenantTx'];
  for (const scenario of scenarios) {
    console.log(`Round ${round + 1}/${rounds}: ${scenario.name}…`);
    for (const variant of order) {
      const key = `${scenario.name}/${variant}`;
      runs.set(key, [...(runs.get(key) ?? []), await variants[variant](scenario, seconds)]);
    }
  }
}
await graphile.stop();
await app.close();
await database.close();

const combined = (key: string): Measured => {
  const measured = runs.get(key)!;
  const cpu = measured.map((m) => m.cpuMsPerRequest).filter((c): c is number => c !== undefined);
  return { ...combine(measured), ...(cpu.length ? { cpuMsPerRequest: median(cpu) } : {}) };
};
const results = Object.fromEntries(scenarios.map((s) => [s.name, Object.fromEntries((['api', 'postgraphile', 'bareSqlInTenantTx'] as const).map((v) => [v, combined(`${s.name}/${v}`)])) as Record<Variant, Measured>]));
const ratios = Object.fromEntries(
  Object.entries(results).map(([name, r]) => [
    name,
    {
      reqPerSecondOursOverPostGraphile: ratio(r.api.perSecond, r.postgraphile.perSecond),
      medianOursOverPostGraphile: ratio(r.api.median, r.postgraphile.median),
      medianOursOverBareSqlInTenantTx: ratio(r.api.median, r.bareSqlInTenantTx.median),
      cpuOursOverPostGraphile: ratio(r.api.cpuMsPerRequest!, r.postgraphile.cpuMsPerRequest!),
    },
  ]),
);

const labels: Record<Variant, string> = { api: 'API', postgraphile: 'PostGraphile 5', bareSqlInTenantTx: 'bare SQL in tenant tx' };
const rows: (string | number)[][] = [['scenario', 'median ms', 'p99 ms', 'req/s', 'CPU ms/req', 'errors']];
for (const [name, r] of Object.entries(results)) {
  for (const [variant, m] of Object.entries(r) as [Variant, Measured][]) rows.push([`${name}: ${labels[variant]}`, m.median, m.p99, m.perSecond, m.cpuMsPerRequest ?? '-', m.errors]);
}
console.log(
  `\nload average before ${loadBefore.map((l) => l.toFixed(1)).join(' ')}, after ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} CPUs; ${connections} connections, ${rounds} × ${seconds} s each, account ${accountId} (${transactions} transactions), page size ${size}`,
);
console.log(table(rows));
console.log(`\nratios (targets: req/s ours ÷ PostGraphile ≥ 1.5, our CPU ≤ 1.0 ms a request, our median ≤ 1.5 × bare SQL in a tenant tx):`);
console.log(table([['scenario', 'req/s ours ÷ PG', 'median ours ÷ PG', 'median ours ÷ bare tx', 'CPU ours ÷ PG'], ...Object.entries(ratios).map(([name, r]) => [name, ...Object.values(r)])]));

mkdirSync(`${root}bench/results`, { recursive: true });
const file = `${root}bench/results/postgraphile-peer.json`;
writeFileSync(
  file,
  `${JSON.stringify({ at: new Date().toISOString(), postgraphile: peer.versions, connections, seconds, rounds, pageSize: size, loadAverage: { before: loadBefore, after: loadavg() }, cpus: cpus().length, account: { accountId, transactions }, deepPage, results, ratios, runs: Object.fromEntries(runs) }, null, 2)}\n`,
);
console.log(`\nsaved ${file}`);
