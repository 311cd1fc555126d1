/**
 * `npm run import -- --tenant <id> [--kind <kind>] [--format ndjson|csv] <file…>`: imports the
 * supplier's files into the database the server uses (DATABASE_URL, else PGlite in DATA_DIR).
 * Run again after a crash or a kill, a file resumes where its last committed batch ended. Exits
 * 1 when rows were refused (the report is GET /imports/{job_id}/refusals.csv, or the
 * import_refusals table), 2 when a job failed.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { assetStorageFor } from '../src/server/assets/storage';
import { databaseConfigOf, openDatabase } from '../src/server/db/connect';
import { readEnv } from '../src/server/env';
import { importFile, type ImportFormat } from '../src/server/imports/file-job';
import { isImportKind } from '../src/server/imports/kinds';
import type { ImportJob } from '../src/server/imports/run-job';
import { registerTenants } from '../src/server/seed/seed-tenant';
import { loadTenants } from '../src/server/tenants/load-tenants';
import { productionRules } from '../src/server/outbound/address-policy';
import { IMPORT_FORMATS } from '../schemas/generated/enums';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { tenant: { type: 'string' }, kind: { type: 'string' }, format: { type: 'string' }, batch: { type: 'string' } },
});
const env = readEnv();
const tenants = loadTenants(resolve(root, 'tenants'), resolve(root, 'schemas'), env.DEFAULT_TENANT);
const tenant = tenants.all().find((t) => t.id === (values.tenant ?? env.DEFAULT_TENANT));
const stop = (message: string): never => {
  console.error(message);
  process.exit(2);
};
if (!tenant) stop(`Unknown tenant "${values.tenant}". Tenants: ${tenants.all().map((t) => t.id).join(', ')}`);
if (!positionals.length) stop('Name the files to import: npm run import -- --tenant <id> <file…>');
if (values.kind !== undefined && !isImportKind(values.kind)) stop(`--kind must be a record kind, got "${values.kind}"`);
if (values.format !== undefined && !(IMPORT_FORMATS as readonly string[]).includes(values.format)) stop(`--format must be ndjson or csv, got "${values.format}"`);
const batchRows = values.batch === undefined ? undefined : Number(values.batch);
if (batchRows !== undefined && !(Number.isInteger(batchRows) && batchRows > 0)) stop('--batch must be a positive whole number');

const tty = process.stderr.isTTY;
function progress(job: ImportJob, started: number, fromRows: number): void {
  const seconds = (Date.now() - started) / 1000;
  const rate = seconds > 0 ? Math.round((job.rowsRead - fromRows) / seconds) : 0;
  const percent = job.size ? Math.floor((job.byteOffset / job.size) * 100) : 100;
  const width = 30;
  const bar = '█'.repeat(Math.round((percent / 100) * width)).padEnd(width, '░');
  const line = `${job.fileName} ${bar} ${percent}% ${job.rowsRead} rows (${rate}/s) applied ${job.rowsApplied} unchanged ${job.rowsUnchanged} refused ${job.rowsRefused}`;
  // On a terminal the bar redraws in place; in a log, one line per committed batch.
  process.stderr.write(tty ? `\r${line}\x1b[K` : `progress job=${job.id} rows=${job.rowsRead} offset=${job.byteOffset} refused=${job.rowsRefused}\n`);
}

const database = await openDatabase(databaseConfigOf(env));
let exitCode = 0;
try {
  await registerTenants(database, tenants.all());
  for (const file of positionals) {
    const started = Date.now();
    let fromRows = 0;
    const job = await importFile(
      database,
      { tenantId: tenant!.id, path: resolve(file), source: 'cli', kind: values.kind as never, format: values.format as ImportFormat | undefined },
      {
        now: () => new Date(),
        batchRows,
        // Documents' file_url are fetched as the API's worker fetches them, into the same storage.
        documentFiles: { storage: assetStorageFor({ ...env, DATA_DIR: resolve(env.DATA_DIR) }), production: productionRules() },
        onStart: (j, resumed) => {
          fromRows = j.rowsRead;
          console.log(`${resumed ? 'Resuming' : 'Importing'} ${file} as job ${j.id}${resumed ? ` from line ${j.lineReached + 1}` : ''}`);
        },
        onProgress: (j) => progress(j, started, fromRows),
      },
    );
    if (tty) process.stderr.write('\n');
    console.log(JSON.stringify({ job: job.id, file, status: job.status, read: job.rowsRead, applied: job.rowsApplied, unchanged: job.rowsUnchanged, refused: job.rowsRefused, error: job.error ?? undefined }));
    if (job.status === 'failed') exitCode = 2;
    else if (job.rowsRefused > 0) {
      exitCode = Math.max(exitCode, 1);
      console.log(`${job.rowsRefused} rows refused: GET /api/${tenant!.id}/imports/${job.id}/refusals.csv (or the import_refusals rows of job ${job.id}) says which and why.`);
    }
  }
} finally {
  await database.close();
}
process.exit(exitCode);
