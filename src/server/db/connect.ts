import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Env } from '../env';
import type { Database, Db } from './database';
import { requestInTransaction, scopedTransaction } from './database';
import { enforceTenantTables } from './enforce-tenant-tables';
import * as schema from './schema';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseConfig =
  | { databaseUrl: string; appDatabaseUrl?: string }
  /** `restore`: an in-memory database starts as this dump of another (PGlite's dumpDataDir), then migrates as usual. */
  | { dataDir: string | null; restore?: Blob };

/** PostgreSQL when DATABASE_URL is set (requests as DATABASE_APP_URL's login when that is), else PGlite in DATA_DIR. */
export function databaseConfigOf(env: Pick<Env, 'DATABASE_URL' | 'DATABASE_APP_URL' | 'DATA_DIR'>): DatabaseConfig {
  return env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, appDatabaseUrl: env.DATABASE_APP_URL } : { dataDir: resolve(env.DATA_DIR) };
}

/**
 * Opens PostgreSQL (DATABASE_URL) or embedded PGlite (a data directory, or memory when null),
 * migrates it and forces row-level security on every tenant table, as the owner.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (!('databaseUrl' in config)) return openPglite(config.dataDir, config.restore);
  const { openPostgres } = await import('./open-postgres');
  return openPostgres(config.databaseUrl, config.appDatabaseUrl, migrationsFolder);
}

/**
 * PGlite is one connection and one session: it cannot keep a request connection apart from the
 * owner's. Requests switch to the app role for their transaction only (set_config(…, true) in
 * scopedTransaction) and the session is the owner's again after it; `owner` is that same session.
 */
async function openPglite(dataDir: string | null, restore?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { durablePglite } = await import('./durable-pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // On disk, every commit is flushed (see durable-pglite.ts); in memory there is nothing to flush.
  const client = dataDir ? durablePglite(dataDir) : new PGlite(restore ? { loadDataDir: restore } : {});
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  const owner: Db = db;
  await enforceTenantTables(owner);
  return { kind: 'pglite', owner, withTenant: scopedTransaction(owner), withRequest: requestInTransaction(owner), close: () => client.close() };
}
