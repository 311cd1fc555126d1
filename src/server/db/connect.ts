import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './database';
import { scopedTransaction } from './database';
import { enforceTenantTables } from './enforce-tenant-tables';
import * as schema from './schema';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Serialises migrations of several API processes starting at once against one PostgreSQL. */
const MIGRATION_LOCK = 727_001;

export type DatabaseConfig = { databaseUrl: string } | { dataDir: string | null };

/**
 * Opens PostgreSQL (DATABASE_URL) or embedded PGlite (a data directory, or memory when null),
 * migrates it and forces row-level security on every tenant table, as the owner.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return 'databaseUrl' in config ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  const owner = db as unknown as Db;
  await enforceTenantTables(owner);
  return { kind: 'pglite', owner, withTenant: scopedTransaction(owner), close: () => client.close() };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // numeric and date columns are converted by drizzle; keep pg's string parsing for them.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.PG_POOL_SIZE ?? 10) });
  // An idle connection dropped by the server (restart, failover, a dropped test database) must
  // not crash the process: the pool replaces it on the next checkout.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const migrator = drizzle(lockClient, { schema });
    await migrate(migrator, { migrationsFolder });
    await enforceTenantTables(migrator as unknown as Db);
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lockClient.release();
  }
  const owner = drizzle(pool, { schema }) as unknown as Db;
  await owner.execute(sql`select 1`);
  return { kind: 'postgres', owner, withTenant: scopedTransaction(owner), close: () => pool.end() };
}
