/**
 * Where the API's CPU goes on the transactions page (`npx tsx bench/records-profile.ts [-- --page deep
 * --duration 15 --connections 20 --top 25 --inclusive <regexp>]`): the app in this process, one page
 * (first, or deep: the last but one, by keyset cursor) under load from autocannon in a child
 * process, a CPU profile of this process over the load only (support/cpu-profile.ts), and the
 * server CPU per request. On the database of bench:records (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/bench_portal; run bench:records first to seed it). Prints
 * self time by function and by package or folder and writes bench/results/records-profile.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app';
import { loadTenants } from '../src/server/tenants/load-tenants';
import { autocannon } from './support/autocannon-run';
import { heaviestAccount, preparedDatabase } from './support/bench-database';
import { profiled, summariseProfile } from './support/cpu-profile';
import { table } from './support/stats';
import { signInStaff, transactionPages } from './support/transaction-pages';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    page: { type: 'string', default: 'deep' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    accounts: { type: 'string', default: '10000' },
    top: { type: 'string', default: '25' },
    // The request's own stages and what they call, by default.
    inclusive: { type: 'string', default: '^(runRequest|requestCaller|pageRows|mapResultRow|transactionView|decodeCursor|nextCursorOf|serialize|writev|onStreamRead|parserOnIncoming) ' },
  },
});
const connections = Number(values.connections);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_portal';
process.env.PG_POOL_SIZE ??= String(connections);

const tenants = loadTenants(`${root}/tenants`, `${root}/schemas`, 'demo');
const tenant = tenants.get('demo')!;
const database = await preparedDatabase(databaseUrl, tenants, tenant, Number(values.accounts), false);
const { accountId } = await heaviestAccount(database, tenant.id);
const app = await buildApp({ database, tenants, services: {} });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/${tenant.id}`;
const { userKey } = await signInStaff(database, tenant.id, base);
const pages = transactionPages(base, accountId, 20, userKey);
const { deepPage, cursor } = await pages.firstAndDeep();
const url = values.page === 'first' ? pages.listUrl(0) : pages.listUrl(deepPage, cursor);

// Warm up first: the optimiser's work is start-up, not a request's.
await autocannon(url, [userKey], connections, Number(values.warmup));
const cpuBefore = process.cpuUsage();
const { result: load, profile } = await profiled(() => autocannon(url, [userKey], connections, Number(values.duration)));
const cpu = process.cpuUsage(cpuBefore);
await app.close();
await database.close();

const cpuMsPerRequest = Math.round((cpu.user + cpu.system) / load.count) / 1000;
const summary = summariseProfile(profile, root, Number(values.top), new RegExp(values.inclusive));
console.log(`${values.page} page${values.page === 'first' ? '' : ` (${deepPage})`}: ${load.count} requests, median ${load.median} ms, ${load.perSecond.toFixed(0)} req/s, CPU ${cpuMsPerRequest} ms a request (profiler on); load average ${loadavg()[0].toFixed(1)}; ${summary.sampledMs} ms sampled`);
console.log(`\nself time by package or folder:\n${table([['owner', '%'], ...summary.selfByOwner])}`);
console.log(`\nself time by function:\n${table([['function', '%'], ...summary.selfByFunction])}`);
console.log(`\ninclusive (${values.inclusive}):\n${table([['function', '%'], ...summary.inclusive])}`);

mkdirSync(`${root}bench/results`, { recursive: true });
const file = `${root}bench/results/records-profile.json`;
writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), page: values.page, connections, load, cpuMsPerRequest, loadAverage: loadavg(), summary }, null, 2)}\n`);
console.log(`\nsaved ${file}`);
