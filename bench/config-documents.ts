/**
 * Configuration-document benchmark (`npm run bench:config [-- --duration 5 --connections 10]`):
 * what the no-code configuration costs a request. In this process, on PostgreSQL
 * (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench_portal, created when missing)
 * or on in-memory PGlite with `--pglite`, the real app serves, under load from autocannon in a
 * child process:
 *  - GET /layout and GET /api/settings — the tenant's published layout and settings, as every
 *    page load asks them, from the per-process cache (3 s) and, for comparison, read on every
 *    request (cache off, a second app on the same database);
 *  - GET /config/documents/form.contact — a form document (one indexed read, no cache);
 *  - GET /users/permissions — an authenticated operation that reads no configuration, the baseline.
 * Also times the start-up check of shipped documents (first start of a database, then again).
 * Prints medians and ratios; writes bench/results/config-documents.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/connect';
import { seedTenants } from '../src/server/seed/seed-tenant';
import { loadTenants } from '../src/server/tenants/load-tenants';
import { autocannon } from './support/autocannon-run';
import { createDatabaseIfMissing } from './support/bench-database';
import { ratio, table, type Summary } from './support/stats';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { duration: { type: 'string', default: '5' }, connections: { type: 'string', default: '10' }, pglite: { type: 'boolean', default: false } } });
const seconds = Number(values.duration);
const connections = Number(values.connections);

const tenants = loadTenants(`${root}/tenants`, `${root}/schemas`, 'demo');
/** A fresh database each run, so the first start below is a real first start. */
async function freshDatabase() {
  if (values.pglite) return { database: await openDatabase({ dataDir: null }), drop: async () => undefined };
  const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_portal';
  await createDatabaseIfMissing(server);
  const url = new URL(server);
  const name = `bench_config_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    drop: async () => {
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}

const { database, drop } = await freshDatabase();
await seedTenants(database, tenants.all());
const timed = async <T>(run: () => Promise<T>) => {
  const start = performance.now();
  const value = await run();
  return { value, ms: performance.now() - start };
};
const first = await timed(() => buildApp({ database, tenants }));
const again = await timed(() => buildApp({ database, tenants }));
await again.value.close();
const cached = first.value;
const uncached = await buildApp({ database, tenants, configCacheMs: 0 });
const urls: string[] = [];
for (const app of [cached, uncached]) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  urls.push(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
}
const login = await fetch(`${urls[0]}/api/demo/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user_id: 'customer@demo.test', password: 'Portal-demo-2026', app_id: '', app_url: '' }) });
const key = ((await login.json()) as { user_key: string }).user_key;

const scenarios: [string, string, string[]][] = [
  ['permissions (no configuration read)', `${urls[0]}/api/demo/users/permissions`, [key]],
  ['layout, cached', `${urls[0]}/api/demo/layout`, ['']],
  ['layout, read every request', `${urls[1]}/api/demo/layout`, ['']],
  ['settings, cached', `${urls[0]}/api/settings?host=demo.localhost`, ['']],
  ['settings, read every request', `${urls[1]}/api/settings?host=demo.localhost`, ['']],
  ['form.contact document', `${urls[0]}/api/demo/config/documents/form.contact`, ['']],
];
const results: Record<string, Summary> = {};
for (const [name, url, keys] of scenarios) {
  await autocannon(url, keys, connections, 1); // warm-up
  results[name] = await autocannon(url, keys, connections, seconds);
}
await cached.close();
await uncached.close();
await database.close();
await drop();

const base = results['permissions (no configuration read)'];
console.log(table([['scenario', 'median ms', 'p99 ms', 'req/s', 'errors', '÷ baseline median'], ...Object.entries(results).map(([name, r]) => [name, r.median, r.p99, Math.round(r.perSecond), r.errors, ratio(r.median, base.median)])]));
console.log(`start-up check of shipped documents: first start ${Math.round(first.ms)} ms, next start ${Math.round(again.ms)} ms (whole buildApp)`);
console.log(`cache: layout read every request ÷ cached = ${ratio(results['layout, read every request'].perSecond, results['layout, cached'].perSecond)} of the throughput; load average ${loadavg()[0].toFixed(1)}`);
mkdirSync(`${root}/bench/results`, { recursive: true });
writeFileSync(`${root}/bench/results/config-documents.json`, JSON.stringify({ engine: values.pglite ? 'pglite' : 'postgres', seconds, connections, results, startup: { firstMs: first.ms, againMs: again.ms } }, null, 2));
