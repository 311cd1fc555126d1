/**
 * Import benchmark (`npm run bench:import [-- --transactions 1000000 --accounts 10000 --small 250000 --pglite 250000 --pglite-small 50000]`):
 * the supplier's import of N transactions for M accounts (NDJSON, through the job runner as
 * `npm run import` runs it) on a fresh PostgreSQL database, against `psql \copy` of the same rows
 * as CSV into a bare table (no keys, no checks: the physical limit of this machine) and into a
 * table with the transactions table's indexes (the limit for a table that keeps them), and the
 * peak memory of the importing process at two file sizes (it should not grow with the file). The
 * same on PGlite (in a temporary data directory, created and migrated by a process of its own
 * first) at --pglite and --pglite-small rows (0: skipped).
 * PostgreSQL: DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/postgres; a
 * database is created per run and dropped after. Writes bench/results/import.json.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: { transactions: { type: 'string', default: '1000000' }, accounts: { type: 'string', default: '10000' }, small: { type: 'string', default: '250000' }, pglite: { type: 'string', default: '250000' }, 'pglite-small': { type: 'string', default: '50000' } },
});
const transactions = Number(values.transactions);
const accountCount = Number(values.accounts);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const work = mkdtempSync(join(tmpdir(), 'bench-import-'));

const accountId = (i: number) => String(500_000 + i);
/** Writes the NDJSON import file and the CSV of the same transaction rows; answers their paths. */
async function writeFiles(n: number): Promise<{ ndjson: string; csv: string }> {
  const ndjson = join(work, `supplier-${n}.ndjson`);
  const csv = join(work, `transactions-${n}.csv`);
  const out = createWriteStream(ndjson);
  const bare = createWriteStream(csv);
  const write = async (stream: NodeJS.WritableStream, text: string) => {
    if (!stream.write(text)) await new Promise((resolve) => stream.once('drain', resolve));
  };
  const accounts = Math.min(accountCount, n);
  for (let i = 0; i < accounts; i++) {
    await write(out, JSON.stringify({ kind: 'account', external_id: accountId(i), display_name: `Bench ${i}`, billing_address: { street1: `${i} Main St`, city: 'Barre', state: 'VT', zipcode: '05641', country: 'US' }, account_balance: 0, amount_due: 0 }) + '\n');
  }
  for (let i = 0; i < n; i++) {
    const account = accountId(i % accounts);
    const day = `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
    const amount = ((i % 5000) + 1) / 100;
    const id = `X-${i}`;
    await write(out, JSON.stringify({ kind: 'transaction', external_id: id, account_id: account, transaction_date: day, transaction_type: 'delivery', description: 'Heating oil delivery', reference: `T${i}`, amount, is_credit: false, balance: amount }) + '\n');
    await write(bare, `demo,${id},${account},${day},delivery,Heating oil delivery,T${i},${amount},false,${amount}\n`);
  }
  await Promise.all([new Promise((r) => out.end(r)), new Promise((r) => bare.end(r))]);
  return { ndjson, csv };
}

async function newDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_import_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

interface ChildResult {
  status: string;
  rows: number;
  applied: number;
  refused: number;
  seconds: number;
  maxRssMb: number;
}
function child<T>(env: Record<string, string>): T {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'bench/support/import-child.ts')], { cwd: root, env: { ...process.env, DATABASE_URL: '', FILE: '', ...env }, encoding: 'utf8', maxBuffer: 1 << 24 });
  if (run.status !== 0) throw new Error(`import failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').pop()!) as T;
}
const runImport = (file: string, env: Record<string, string>) => child<ChildResult>({ ...env, FILE: file });
/** Creates and migrates the database in a process of its own (answers that process's peak memory). */
const openOnly = (env: Record<string, string>) => child<{ maxRssMb: number }>(env).maxRssMb;

/** Seconds of `psql \copy` of the CSV into a bare table, and into one with the transactions table's columns and indexes. */
function copySeconds(url: string, csv: string): { bare: number; indexed: number } {
  const psql = (command: string) => execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q', '-c', command], { encoding: 'utf8' });
  const columns = 'tenant_id, transaction_id, account_id, transaction_date, transaction_type, description, reference, amount, is_credit, balance';
  psql('create table bare_transactions (tenant_id text, transaction_id text, account_id text, transaction_date date, transaction_type text, description text, reference text, amount numeric(12,2), is_credit boolean, balance numeric(12,2))');
  // LIKE the import's own table: the database was migrated first (openOnly).
  psql('create table indexed_transactions (like transactions including defaults including indexes)');
  const timed = (command: string) => {
    const started = performance.now();
    psql(command);
    return (performance.now() - started) / 1000;
  };
  return { bare: timed(`\\copy bare_transactions from '${csv}' csv`), indexed: timed(`\\copy indexed_transactions (${columns}) from '${csv}' csv`) };
}

const results: Record<string, unknown> = { transactions, accounts: accountCount, cpus: cpus().length, loadavg: loadavg() };
const rowsOf = (n: number) => n + Math.min(accountCount, n);
try {
  const big = await writeFiles(transactions);
  const pgBig = await newDatabase();
  try {
    openOnly({ DATABASE_URL: pgBig.url });
    const copy = copySeconds(pgBig.url, big.csv);
    const imported = runImport(big.ndjson, { DATABASE_URL: pgBig.url });
    results.postgres = {
      copySeconds: copy.bare,
      copyRowsPerSecond: Math.round(transactions / copy.bare),
      indexedCopySeconds: copy.indexed,
      indexedCopyRowsPerSecond: Math.round(transactions / copy.indexed),
      import: imported,
      importRowsPerSecond: Math.round(rowsOf(transactions) / imported.seconds),
      ratio: imported.seconds / copy.bare,
      ratioToIndexedCopy: imported.seconds / copy.indexed,
      fileMb: Math.round(statSync(big.ndjson).size / 1e6),
    };
  } finally {
    await pgBig.drop();
  }
  const small = await writeFiles(Number(values.small));
  const pgSmall = await newDatabase();
  try {
    openOnly({ DATABASE_URL: pgSmall.url });
    results.memory = { smallRows: Number(values.small), small: runImport(small.ndjson, { DATABASE_URL: pgSmall.url }).maxRssMb, bigRows: transactions, big: (results.postgres as { import: ChildResult }).import.maxRssMb };
  } finally {
    await pgSmall.drop();
  }
  const pgliteRun = async (n: number, name: string) => {
    const file = n === Number(values.small) ? small : await writeFiles(n);
    const dataDir = join(work, name);
    const openMb = openOnly({ DATA_DIR: dataDir });
    const imported = runImport(file.ndjson, { DATA_DIR: dataDir });
    rmSync(dataDir, { recursive: true, force: true });
    return { rows: n, firstOpenMaxRssMb: openMb, import: imported, importRowsPerSecond: Math.round(rowsOf(n) / imported.seconds) };
  };
  if (Number(values.pglite) > 0) {
    results.pglite = await pgliteRun(Number(values.pglite), 'pglite');
    if (Number(values['pglite-small']) > 0) results.pgliteSmall = await pgliteRun(Number(values['pglite-small']), 'pglite-small');
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(JSON.stringify(results, null, 2));
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/import.json'), JSON.stringify(results, null, 2) + '\n');
