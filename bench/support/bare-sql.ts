/**
 * The handler's SQL run straight from pg clients, as many at once as the HTTP benchmark opens
 * connections, timing each "request" (the queries of one page) on the client.
 *
 * - `session`: the page query only (it carries the total), on connections whose role and tenant
 *   are set once per session, so row-level security filters exactly as in the app with no extra
 *   round trip.
 * - `transaction`: what the app's request does in the database: BEGIN, the tenant set_config, the
 *   page, COMMIT (session authentication excluded; the handler counts separately and looks the
 *   account up only when the list is empty, which a benchmarked page never is).
 *
 * The page runs as a named (prepared) statement, parsed and planned once per client, as the app
 * runs it (src/server/db/prepared-statements.ts): the bare side is the floor, not a slower query.
 */
import pg from 'pg';
import { APP_ROLE } from '../../src/server/db/schema';
import { summarise, type Summary } from './stats';

export interface Query {
  sql: string;
  params: unknown[];
}

export type BareMode = 'session' | 'transaction';

export async function runBareSql(
  databaseUrl: string,
  tenantId: string,
  page: Query,
  mode: BareMode,
  clients: number,
  seconds: number,
): Promise<Summary> {
  const pool = await Promise.all(
    Array.from({ length: clients }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      if (mode === 'session') await client.query(`select set_config('app.tenant', $1, false), set_config('role', $2, false)`, [tenantId, APP_ROLE]);
      return client;
    }),
  );
  const samples: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const statement = { name: 'bench_page', text: page.sql, values: page.params };
  const request = async (client: pg.Client) => {
    if (mode === 'session') {
      await client.query(statement);
      return;
    }
    await client.query('begin');
    try {
      await client.query(`select set_config('app.tenant', $1, true), set_config('role', $2, true)`, [tenantId, APP_ROLE]);
      await client.query(statement);
    } finally {
      await client.query('commit');
    }
  };
  await Promise.all(
    pool.map(async (client) => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          await request(client);
          samples.push(performance.now() - t0);
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await Promise.all(pool.map((client) => client.end()));
  return summarise(samples, elapsed, errors);
}
