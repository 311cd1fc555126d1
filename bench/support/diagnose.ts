/** Why a request costs what it does: its database round trips, and the plans of its queries. */
import pg from 'pg';
import { APP_ROLE } from '../../src/server/db/schema';
import type { Query } from './bare-sql';

/** Counts the statements the app sends to PostgreSQL while `fn` runs (one request at a time). */
export async function roundTripsOf(fn: () => Promise<unknown>): Promise<{ count: number; statements: string[] }> {
  const statements: string[] = [];
  const original = pg.Client.prototype.query;
  const patched = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text ?? '?';
    statements.push(text.replace(/\s+/g, ' ').slice(0, 60));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  pg.Client.prototype.query = patched as typeof original;
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = original;
  }
  return { count: statements.length, statements };
}

export interface Plan {
  executionMs: number;
  summary: string;
  text: string[];
}

async function explain(client: pg.Client, query: Query): Promise<Plan> {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query.sql}`, query.params);
  const text = rows.map((r) => r['QUERY PLAN']);
  const executionMs = Number(/Execution Time: ([\d.]+)/.exec(text.join('\n'))?.[1] ?? NaN);
  // The node lines, without the buffer and timing details, as a one-line summary.
  const summary = text.filter((l) => l.includes('->') || !l.startsWith(' ')).filter((l) => !/^(Planning|Execution)/.test(l)).map((l) => l.trim().replace(/\s+\(cost.*$/, '')).join(' / ');
  return { executionMs, summary, text };
}

/** EXPLAIN ANALYZE of a page's query under the app's role and tenant (row-level security on). */
export async function explainPage(databaseUrl: string, tenantId: string, page: Query): Promise<Plan> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('app.tenant', $1, true), set_config('role', $2, true)`, [tenantId, APP_ROLE]);
    // Warm the cache first: the benchmark measures a warm server.
    await client.query(page.sql, page.params);
    return await explain(client, page);
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
}
