import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/** Query builder of either driver; handlers only ever see a tenant-scoped transaction. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction scoped to the tenant: `app.tenant` and the role are set with
   * SET LOCAL semantics, so row-level security applies and nothing leaks to the next caller
   * of a shared (PGlite) session.
   */
  withTenant<T>(tenantId: string, fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * One API request's work, in as few round trips as the driver allows. `open` runs first and must
   * scope the connection to the tenant itself (requestCaller does, in the same round trip as the
   * session check); `local` tells it whether the setting is transaction-local. A write runs in one
   * transaction. A read on PostgreSQL runs on one pinned connection without a transaction (each
   * statement commits alone), which saves the BEGIN and COMMIT round trips of every page view.
   * PGlite always uses a scoped transaction: its one session is shared by concurrent requests.
   */
  withRequest<O, T>(tenantId: string, kind: RequestKind, open: (db: Db, local: boolean) => Promise<O>, fn: (db: Db, opened: O) => Promise<T>): Promise<T>;
  /**
   * The owner's connection, never used for requests: migrations, the tenants table, seeding and
   * maintenance only. PostgreSQL: a small pool of DATABASE_URL's login, apart from the request
   * pool. PGlite: its one session, which requests share.
   */
  owner: Db;
  /** The request pool's connections (PostgreSQL), for metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export type RequestKind = 'read' | 'write';

/** withRequest over scoped transactions, for a database whose requests always use one (PGlite). */
export function requestInTransaction(db: Db): Database['withRequest'] {
  const scoped = scopedTransaction(db);
  return (tenantId, _kind, open, fn) => scoped(tenantId, async (tx) => fn(tx, await open(tx, true)));
}

export function scopedTransaction(db: Db) {
  return <T>(tenantId: string, fn: (tx: Db) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      // One round trip: both settings are transaction-local (is_local = true). PostgreSQL's request
      // sessions already start as the app role; PGlite's shared session is the owner's until here.
      await tx.execute(sql`select set_config('app.tenant', ${tenantId}, true), set_config('role', ${schema.APP_ROLE}, true)`);
      return fn(tx);
    });
}
