/**
 * PostgreSQL with two pools, so no request runs on a connection whose login owns the tables (an
 * owner may ALTER a table or turn its row-level security off): a small owner pool (DATABASE_URL)
 * for migrations, tenant registration and seeding (`database.owner`), and the request pool.
 * The request pool logs in as DATABASE_APP_URL when set — a login that owns nothing and is a
 * member of the app role — else as the owner; either way its sessions start as the app role.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db } from './database';
import { scopedTransaction } from './database';
import { enforceTenantTables } from './enforce-tenant-tables';
import * as schema from './schema';

/** Serialises migrations of several API processes starting at once against one PostgreSQL. */
const MIGRATION_LOCK = 727_001;

export async function openPostgres(databaseUrl: string, appDatabaseUrl: string | undefined, migrationsFolder: string): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // numeric and date columns are converted by drizzle; keep pg's string parsing for them.
  const ownerPool = watched(new pg.Pool({ connectionString: databaseUrl, max: 2 }));
  const requestPool = watched(new pg.Pool({ ...startingAsAppRole(appDatabaseUrl ?? databaseUrl), max: Number(process.env.PG_POOL_SIZE ?? 10) }));
  const close = async () => {
    await Promise.all([requestPool.end(), ownerPool.end()]);
  };
  try {
    const lockClient = await ownerPool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      const migrator = drizzle(lockClient, { schema });
      await migrate(migrator, { migrationsFolder });
      await enforceTenantTables(migrator);
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      lockClient.release();
    }
    const requests: Db = drizzle(requestPool, { schema });
    await assertRequestRole(requests, appDatabaseUrl !== undefined);
    return {
      kind: 'postgres',
      owner: drizzle(ownerPool, { schema }),
      withTenant: scopedTransaction(requests),
      withRequest: requestsOn(requestPool, requests, (client) => drizzle(client, { schema })),
      poolStats: () => ({ total: requestPool.totalCount, idle: requestPool.idleCount, waiting: requestPool.waitingCount }),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Database['withRequest'] on the request pool: a write is one transaction; a read pins one pooled
 * connection and runs without a transaction, so a page view costs its session check and its query
 * and nothing more. The tenant setting `open` leaves on the connection is session-level then, and
 * the next request's `open` replaces it before anything else runs.
 */
function requestsOn(pool: pg.Pool, requests: Db, drizzleOf: (client: pg.PoolClient) => Db): Database['withRequest'] {
  // drizzle instances per pooled client: the pool hands out the same few clients again and again.
  const bound = new WeakMap<pg.PoolClient, Db>();
  return async (_tenantId, kind, open, fn) => {
    if (kind === 'write') return requests.transaction(async (tx) => fn(tx, await open(tx, true)));
    const client = await pool.connect();
    try {
      let db = bound.get(client);
      if (!db) bound.set(client, (db = drizzleOf(client)));
      return await fn(db, await open(db, false));
    } finally {
      client.release();
    }
  };
}

/** An idle connection dropped by the server (restart, failover, a dropped test database) must not crash the process: the pool replaces it. */
function watched(pool: pg.Pool): pg.Pool {
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  return pool;
}

/**
 * `-c role=…` in the startup packet rather than a SET ROLE in the pool's connect hook: the role is
 * set before the connection is handed out (the hook is not awaited, and a failed SET would leave
 * the next query running as the login), it is the session's default (RESET ROLE returns to it), and
 * a login that may not use the role cannot connect at all. Options already in the URL or PGOPTIONS are kept.
 */
function startingAsAppRole(url: string): pg.PoolConfig {
  const role = `-c role=${schema.APP_ROLE}`;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    // A form pg accepts but URL does not (an empty host for a socket): it carries no options to merge.
  }
  const own = parsed?.searchParams.get('options');
  if (!parsed || own === null || own === undefined) return { connectionString: url, options: [process.env.PGOPTIONS, role].filter(Boolean).join(' ') };
  // pg lets the URL's options win over the config's: move them into the config, next to the role.
  parsed.searchParams.delete('options');
  return { connectionString: parsed.toString(), options: `${own} ${role}` };
}

const firstRow = <T>(result: unknown): T => (result as { rows: T[] }).rows[0];
const messageOf = (error: unknown): string => {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
};

/** Refuses to serve when requests would not run as the app role, or DATABASE_APP_URL's login owns tables. */
async function assertRequestRole(requests: Db, ownLogin: boolean): Promise<void> {
  let state: { role: string; login: string; owned: number };
  try {
    state = firstRow(await requests.execute(sql`select current_user as role, session_user as login, (select count(*)::int from pg_tables where tableowner = session_user) as owned`));
  } catch (error) {
    // Typically "permission denied to set role": the login is not a member of the app role.
    throw new Error(`Requests cannot start as ${schema.APP_ROLE}: ${messageOf(error)}`, { cause: error });
  }
  const { role, login, owned } = state;
  if (role !== schema.APP_ROLE) throw new Error(`Requests run as ${role}, not ${schema.APP_ROLE}`);
  if (ownLogin && owned > 0) {
    throw new Error(`DATABASE_APP_URL logs in as ${login}, which owns ${owned} tables: requests need a login that owns nothing (a member of ${schema.APP_ROLE})`);
  }
}
