/**
 * One import run for bench/import.ts, in a process of its own so its peak memory is its own:
 * imports FILE into tenant demo of DATABASE_URL (or PGlite in DATA_DIR) and prints one JSON line
 * with the rows, the seconds and the process's peak resident memory. Without FILE it only opens
 * (creates and migrates) the database: PGlite's first start (initdb in WASM) takes far more memory
 * than any import, so the benchmark does it in a process of its own before measuring one.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseConfigOf, openDatabase } from '../../src/server/db/connect';
import { readEnv } from '../../src/server/env';
import { importFile } from '../../src/server/imports/file-job';
import { registerTenants } from '../../src/server/seed/seed-tenant';
import { loadTenants } from '../../src/server/tenants/load-tenants';

const root = fileURLToPath(new URL('../..', import.meta.url));
const env = readEnv();
const tenants = loadTenants(resolve(root, 'tenants'), resolve(root, 'schemas'), 'demo');
const database = await openDatabase(databaseConfigOf(env));
await registerTenants(database, tenants.all());
if (!process.env.FILE) {
  await database.close();
  console.log(JSON.stringify({ opened: true, maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }));
  process.exit(0);
}
const started = performance.now();
const job = await importFile(database, { tenantId: 'demo', path: process.env.FILE!, source: 'cli' }, { now: () => new Date() });
const seconds = (performance.now() - started) / 1000;
await database.close();
console.log(JSON.stringify({ status: job.status, rows: job.rowsRead, applied: job.rowsApplied, refused: job.rowsRefused, seconds, maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }));
