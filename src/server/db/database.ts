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
   * `readAhead`, on a read on PostgreSQL, sends a read the request will need behind `open`'s statement
   * (ReadAhead below); `fn` gets it, or undefined where nothing was read ahead.
   */
  withRequest<O, T>(
    tenantId: string,
    kind: RequestKind,
    open: (db: Db, local: boolean) => Promise<O>,
    fn: (db: Db, opened: O, ahead: ReadAhead | undefined) => Promise<T>,
    readAhead?: (db: Db) => ReadAhead | undefined,
  ): Promise<T>;
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

/**
 * A read sent right behind `open`'s statement, before its answer is back, so that the session check
 * and the statement a read will need share one round trip (PostgreSQL's pipeline mode: the server
 * runs them in order, each in its own implicit transaction). Its rows are nobody's until the request
 * is authorised: `fn` gets it only after `open` has answered, and the handler takes it only for the
 * very statement it would run itself (`key`); on a refusal it is dropped unread.
 */
export interface ReadAhead {
  /** What was read: a prepared statement's name and its values, as the handler's own read would give them. */
  key: string;
  rows: Promise<unknown[]>;
}

/** withRequest over scoped transactions, for a database whose requests always use one (PGlite). */
export function requestInTransaction(db: Db): Database['withRequest'] {
  const scoped = scopedTransaction(db);
  // In process there is no round trip to share: nothing is read ahead.
  return (tenantId, _kind, open, fn) => scoped(tenantId, async (tx) => fn(tx, await open(tx, true), undefined));
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
