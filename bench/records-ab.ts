/**
 * Two builds of the app side by side in one process (`npx tsx bench/records-ab.ts -- --base <dir>
 * [--rounds 8 --duration 5 --connections 20]`): `--base` is another checkout of this repository
 * with its node_modules (say `git worktree add /tmp/base main && ln -s $PWD/node_modules /tmp/base/`),
 * the other is this one. Each app gets its own database pool on the database of bench:records
 * (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench_portal, seeded), and the
 * transactions page (first, and deep by keyset cursor) is loaded through each in turn, rounds
 * interleaved and which goes first alternating: the CPU of this process per request, median and
 * req/s of each, and per round this ÷ base. What a change saves, when the machine's load drifts
 * too much for two separate runs to compare. The two module graphs share the process: each
 * adds its own AsyncLocalStorage, so absolute figures are a little above a single app's.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { autocannon } from './support/autocannon-run';
import { heaviestAccount, preparedDatabase } from './support/bench-database';
import { loadTenants } from '../src/server/tenants/load-tenants';
import { median, ratio, table } from './support/stats';
import { signInStaff, transactionPages } from './support/transaction-pages';

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    rounds: { type: 'string', default: '8' },
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
  },
});
if (!values.base) throw new Error('--base <dir>: the checkout to compare this one with');
const connections = Number(values.connections);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_portal';
process.env.PG_POOL_SIZE ??= String(connections);

// Seeded (or checked) once, by this checkout's code.
const ownTenants = loadTenants(`${root}/tenants`, `${root}/schemas`, 'demo');
const seeded = await preparedDatabase(databaseUrl, ownTenants, ownTenants.get('demo')!, 10000, false);
const { accountId } = await heaviestAccount(seeded, 'demo');
await seeded.close();

/** A checkout's app on a database pool of its own (its prepared statements are named per module graph). */
async function started(dir: string) {
  const { buildApp } = (await import(`${dir}/src/server/app.ts`)) as { buildApp: (options: object) => Promise<FastifyInstance> };
  const { openDatabase } = (await import(`${dir}/src/server/db/connect.ts`)) as typeof import('../src/server/db/connect');
  const tenantsOf = (await import(`${dir}/src/server/tenants/load-tenants.ts`)) as typeof import('../src/server/tenants/load-tenants');
  const tenants = tenantsOf.loadTenants(`${dir}/tenants`, `${dir}/schemas`, 'demo');
  const database = await openDatabase({ databaseUrl });
  const app = await buildApp({ database, tenants, services: {} });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/demo`;
  const { userKey } = await signInStaff(database, 'demo', base);
  const pages = transactionPages(base, accountId, 20, userKey);
  const { deepPage, cursor } = await pages.firstAndDeep();
  return { close: async () => (await app.close(), await database.close()), userKey, urls: { first: pages.listUrl(0), deep: pages.listUrl(deepPage, cursor) } };
}
const builds = { base: await started(values.base.replace(/\/$/, '')), this: await started(root) };
type Build = keyof typeof builds;
type Page = 'first' | 'deep';

const runs = new Map<string, { cpu: number; median: number; perSecond: number }[]>();
for (const build of Object.values(builds)) for (const url of Object.values(build.urls)) await autocannon(url, [build.userKey], connections, Number(values.warmup));
for (let round = 0; round < Number(values.rounds); round++) {
  for (const page of ['first', 'deep'] as Page[]) {
    for (const name of (round % 2 ? ['this', 'base'] : ['base', 'this']) as Build[]) {
      const before = process.cpuUsage();
      const load = await autocannon(builds[name].urls[page], [builds[name].userKey], connections, Number(values.duration));
      const cpu = process.cpuUsage(before);
      const key = `${page}/${name}`;
      runs.set(key, [...(runs.get(key) ?? []), { cpu: (cpu.user + cpu.system) / 1000 / load.count, median: load.median, perSecond: load.perSecond }]);
    }
  }
}
for (const build of Object.values(builds)) await build.close();

const rows: (string | number)[][] = [['page / build', 'CPU ms/req', 'median ms', 'req/s']];
for (const [key, measured] of runs) rows.push([key, median(measured.map((m) => m.cpu)), median(measured.map((m) => m.median)), median(measured.map((m) => m.perSecond))]);
console.log(table(rows));
for (const page of ['first', 'deep'] as Page[]) {
  const mine = runs.get(`${page}/this`)!;
  const theirs = runs.get(`${page}/base`)!;
  const perRound = mine.map((m, i) => ratio(m.cpu, theirs[i].cpu));
  console.log(`${page}: CPU a request, this ÷ base per round ${perRound.join(' ')}; median ${median(perRound)}`);
}
