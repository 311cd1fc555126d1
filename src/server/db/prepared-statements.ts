import type { Db } from './database';

/**
 * Prepared statements of the queries every request runs (the session check, a page of records),
 * kept per query builder. On PostgreSQL a read runs on a pooled connection whose builder is made
 * once (open-postgres.ts), so a statement is built once per connection, and as a named statement
 * PostgreSQL parses and plans it once per connection too — not once per request. A transaction's
 * builder lives as long as the transaction: its statements are built again, as any query is.
 */
const statementsOf = new WeakMap<Db, Map<string, unknown>>();

/** Names given so far: one per distinct SQL text of the process, at most 63 bytes as PostgreSQL wants. */
const names = new Map<string, string>();

/**
 * The statement `key` names on this builder, prepared by `prepare` (given the statement's name) on
 * first use. One key must always give the same SQL text: PostgreSQL keeps a name's first text.
 */
export function preparedStatement<P>(db: Db, key: string, prepare: (name: string) => P): P {
  let statements = statementsOf.get(db);
  if (!statements) statementsOf.set(db, (statements = new Map()));
  let statement = statements.get(key) as P | undefined;
  if (!statement) {
    let name = names.get(key);
    if (!name) names.set(key, (name = `portal_${names.size + 1}`));
    statements.set(key, (statement = prepare(name)));
  }
  return statement;
}
