/**
 * SIGKILL at any point, then run again: `npm run import` killed mid-file (no cleanup, nothing
 * flushed beyond what committed) and started again on the same file resumes its job and ends with
 * exactly the rows of one clean run — no line twice, none missing, the counts those of one pass.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/connect';
import { deliveries, importJobs, transactions } from '../../../src/server/db/schema';
import { createPostgresDatabase } from '../support/test-app';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const postgres = process.env.TEST_DB === 'postgres';
const work = mkdtempSync(join(tmpdir(), 'import-crash-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  rmSync(work, { recursive: true, force: true });
});

// 18 batches of 100: the kill lands after six committed ones, with twelve left to resume. A longer
// file adds batches, not cases (it was 6,000 lines: three minutes of CI on PostgreSQL).
const LINES = 1800;
function supplierFile(): string {
  const address = { street1: '1 Kill St', city: 'Barre', state: 'VT', zipcode: '05641', country: 'US' };
  const lines: object[] = [
    { kind: 'account', external_id: '990001', display_name: 'Crash Test', billing_address: address, account_balance: 0, amount_due: 0 },
    { kind: 'location', external_id: 'L-990001-1', account_id: '990001', location_number: 1, address },
    { kind: 'tank', external_id: 'T-990001-1', account_id: '990001', location_id: 'L-990001-1', drop_name: 'Tank', product_code: 'FO2', product_name: 'Heating Oil', product_type: 'Fuel Oil', price: 3.5 },
  ];
  for (let i = 1; i <= LINES; i++) {
    const day = `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
    if (i % 3 === 0) lines.push({ kind: 'delivery', external_id: `D-${i}`, account_id: '990001', tank_id: 'T-990001-1', delivery_date: day, ticket_number: `K${i}`, product_name: 'Heating Oil', product_type: 'Fuel Oil', quantity: 100, unit_price: 3.5, amount: 350 });
    else lines.push({ kind: 'transaction', external_id: `X-${i}`, account_id: '990001', transaction_date: day, transaction_type: 'service', description: `Line ${i}`, amount: i / 100, is_credit: false, balance: i });
  }
  return lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
}

/**
 * A migrated, empty PGlite database, dumped once: each data directory starts as it, as a first run
 * of the CLI would leave it before importing (on disk that is initdb and every migration flushed,
 * seconds of CPU and many more of fsync per directory).
 */
let migrated: Promise<string> | undefined;
function migratedDump(): Promise<string> {
  return (migrated ??= (async () => {
    const database = await openDatabase({ dataDir: null });
    const client = (database.owner as unknown as { $client: PGlite }).$client;
    // As the API tests' template (support/database-template.ts): no recycled WAL segment in the dump.
    await client.exec('SET wal_recycle = off; CHECKPOINT;');
    const file = join(work, 'migrated.tar');
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await database.close();
    return file;
  })());
}

/** A database the CLI may use: a PGlite folder, or a new PostgreSQL database. */
async function newDatabase(name: string): Promise<Record<string, string>> {
  if (!postgres) {
    const dir = join(work, name);
    mkdirSync(dir);
    execFileSync('tar', ['-xf', await migratedDump(), '-C', dir], { stdio: 'ignore' });
    return { DATA_DIR: dir };
  }
  const created = await createPostgresDatabase();
  cleanups.push(created.drop);
  return { DATABASE_URL: created.url };
}

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
}

/**
 * A hang guard per run of the CLI: each starts tsx and opens a database of its own on disk
 * (fsync on), which took over 60 s on a two-core machine running the other test lanes.
 */
const ONE_IMPORT_RUN = 200_000;

/** Runs the CLI; with killAfterRows, SIGKILLs it once a committed batch reached that many rows. */
function runImport(env: Record<string, string>, file: string, killAfterRows?: number): Promise<Run> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/import.ts'), '--tenant', 'demo', '--batch', '100', file], {
      cwd: root,
      env: { ...process.env, ...env, DATABASE_URL: env.DATABASE_URL ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => {
      const rows = [...d.toString().matchAll(/progress job=\d+ rows=(\d+)/g)].map((m) => Number(m[1]));
      if (killAfterRows !== undefined && rows.some((r) => r >= killAfterRows)) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolveRun({ code, signal, stdout }));
  });
}

async function contents(env: Record<string, string>) {
  const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  try {
    return await database.withTenant('demo', async (db) => ({
      transactions: await db.select().from(transactions).orderBy(asc(transactions.transactionId)),
      deliveries: await db.select().from(deliveries).orderBy(asc(deliveries.deliveryId)),
      jobs: await db.select().from(importJobs).orderBy(asc(importJobs.id)),
    }));
  } finally {
    await database.close();
  }
}

describe('an import killed with SIGKILL', () => {
  it('resumes when run again and ends with exactly the rows of a clean run', async () => {
    const file = join(work, 'supplier.ndjson');
    writeFileSync(file, supplierFile());

    const cleanEnv = await newDatabase('clean');
    expect((await runImport(cleanEnv, file)).code).toBe(0);

    const killedEnv = await newDatabase('killed');
    const killed = await runImport(killedEnv, file, 600);
    expect(killed.signal).toBe('SIGKILL');
    const resumed = await runImport(killedEnv, file);
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toMatch(/Resuming .* as job 1 from line \d+/);

    const [clean, recovered] = [await contents(cleanEnv), await contents(killedEnv)];
    expect(recovered.transactions).toHaveLength(LINES - LINES / 3);
    expect(recovered.deliveries).toHaveLength(LINES / 3);
    expect(recovered.transactions).toEqual(clean.transactions);
    expect(recovered.deliveries).toEqual(clean.deliveries);
    // One job, its counts those of a single pass over the file.
    expect(recovered.jobs).toHaveLength(1);
    expect(recovered.jobs[0]).toMatchObject({ status: 'succeeded', rowsRead: LINES + 3, rowsApplied: LINES + 3, rowsUnchanged: 0, rowsRefused: 0 });
    expect(recovered.jobs[0].rowsRead).toBe(clean.jobs[0].rowsRead);
  }, 3 * ONE_IMPORT_RUN);
});

describe('npm run import', () => {
  it('exits 1 when rows were refused and says where the report is', async () => {
    const file = join(work, 'customers.csv');
    writeFileSync(file, 'external_id,last_name,email\nC-1,Good,good@example.com\nC-2,,not-an-email\n');
    const run = await runImport(await newDatabase('refused'), file);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/"status":"succeeded","read":2,"applied":1,"unchanged":0,"refused":1/);
    expect(run.stdout).toMatch(/1 rows refused: GET \/api\/demo\/imports\/1\/refusals\.csv/);
  }, ONE_IMPORT_RUN);
});
