import pg from 'pg';
import type { Database, Db, ReadAhead } from './database';

/**
 * A read request on PostgreSQL (Database['withRequest'] for kind 'read'): one pooled connection,
 * pinned for the request, without a transaction. `open` scopes the connection to the tenant and
 * checks the session; a read the request will need (`readAhead`) is sent right behind that
 * statement, before its answer is back. The request pool runs in pipeline mode (open-postgres.ts),
 * so the server runs the two in order — the read after the tenant is set — and one round trip
 * carries both, where waiting for the session check first made every page view two.
 */
export function pinnedRead(pool: pg.Pool, drizzleOf: (client: pg.PoolClient) => Db): Database['withRequest'] {
  // drizzle instances per pooled client: the pool hands out the same few clients again and again.
  const bound = new WeakMap<pg.PoolClient, Db>();
  return async (_tenantId, _kind, open, fn, readAhead) => {
    const client = await pool.connect();
    let ahead: ReadAhead | undefined;
    try {
      let db = bound.get(client);
      if (!db) bound.set(client, (db = drizzleOf(client)));
      const sent = sentStatements(client);
      const before = sent.count;
      let opening: ReturnType<typeof open>;
      // Corked, the check and the read leave in one write (pg corks each statement on its own).
      const socket = socketOf(client);
      socket?.cork();
      try {
        opening = open(db, false);
        // Only right behind the scoping statement: a read that could reach the wire before it would
        // run under the tenant the previous request left on this connection.
        if (readAhead && sent.count === before + 1) ahead = startAhead(readAhead, db);
      } finally {
        socket?.uncork();
      }
      return await fn(db, await opening, ahead);
    } finally {
      // Its answer comes with the session check's: the connection goes back with nothing in flight.
      if (ahead) await ahead.rows.catch(() => undefined);
      client.release();
    }
  };
}

/** A read ahead is an optimisation: one that cannot start (a cursor that does not decode) just is not. */
function startAhead(readAhead: (db: Db) => ReadAhead | undefined, db: Db): ReadAhead | undefined {
  try {
    const ahead = readAhead(db);
    // Unused or failed, it must not surface as an unhandled rejection: the handler reads again if it needs to.
    ahead?.rows.catch(() => undefined);
    return ahead;
  } catch {
    return undefined;
  }
}

/** The client's socket (pg's `connection.stream`), where it has one that corks. */
function socketOf(client: pg.PoolClient): { cork(): void; uncork(): void } | undefined {
  const stream = (client as unknown as { connection?: { stream?: { cork?: unknown; uncork?: unknown } } }).connection?.stream;
  return typeof stream?.cork === 'function' && typeof stream.uncork === 'function' ? (stream as { cork(): void; uncork(): void }) : undefined;
}

const counters = new WeakMap<pg.PoolClient, { count: number }>();

/**
 * How many statements a pooled client has been given, counted at its `query`: tells whether `open`
 * put exactly its one statement on the wire. The count calls the prototype's `query` at call time,
 * so whatever wraps pg.Client.prototype.query later (a test counting statements) still sees them.
 */
function sentStatements(client: pg.PoolClient): { count: number } {
  let counter = counters.get(client);
  if (!counter) {
    const own = { count: 0 };
    const wrapped = function (this: pg.PoolClient, ...args: unknown[]) {
      own.count++;
      return (Object.getPrototypeOf(client) as { query: (...a: unknown[]) => unknown }).query.apply(this, args);
    };
    client.query = wrapped as typeof client.query;
    counters.set(client, (counter = own));
  }
  return counter;
}
