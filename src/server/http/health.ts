import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/** One thing the process needs to serve requests; throws (or answers false) when it cannot. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<boolean | void>;
}

/** The database answers a query on the connection requests use (a pool with no free connection waits, and is not ready). */
export function databaseReadiness(database: Database): ReadinessCheck {
  return { name: 'database', check: () => database.withTenant('', async (db) => void (await db.execute(sql`select 1`))) };
}

const CHECK_TIMEOUT_MS = 2000;

async function run(check: ReadinessCheck): Promise<{ name: string; ok: boolean; error?: string }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    const ok = (await Promise.race([check.check(), timeout])) !== false;
    return { name: check.name, ok };
  } catch (error) {
    return { name: check.name, ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz: the process is alive and its event loop answers (a load balancer restarts it when
 * not). GET /readyz: it can serve — every readiness check passes — else 503 naming the failing
 * checks (a load balancer stops sending it traffic meanwhile, and while it shuts down).
 */
export function registerHealth(app: FastifyInstance, checks: readonly ReadinessCheck[], closing: () => boolean): void {
  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const results = closing() ? [{ name: 'shutdown', ok: false, error: 'the process is shutting down' }] : await Promise.all(checks.map(run));
    const failing = results.filter((r) => !r.ok);
    return reply
      .code(failing.length ? 503 : 200)
      .headers(noStore)
      .send({ status: failing.length ? 'unavailable' : 'ready', checks: results });
  });
}
