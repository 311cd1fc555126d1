import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsSources {
  /** The request pool (PostgreSQL); absent on PGlite, which has one in-process session. */
  poolStats?: () => PoolStats;
  /** Whether GET /metrics needs `Authorization: Bearer <token>` (METRICS_TOKEN). */
  token?: string;
  /**
   * Without a token, whether a scraper on this machine may read /metrics (METRICS_LOOPBACK=true).
   * Off unless said: behind a reverse proxy on the same host every request arrives from loopback.
   */
  loopback?: boolean;
}

/**
 * The operation a request ran, as a metric label: the OpenAPI operationId of its route, else the
 * route's pattern, else "unmatched" — never the raw URL, whose ids would make a series per account.
 */
function operationOf(request: FastifyRequest): string {
  const schema = request.routeOptions.schema as { operationId?: string } | undefined;
  return schema?.operationId ?? request.routeOptions.url ?? 'unmatched';
}

/**
 * Prometheus metrics (prom-client) at GET /metrics: request duration by operation, method and
 * status; failed logins; the database pool; the process's own (event loop lag, memory, GC). A
 * registry per app, so tests that build several apps do not share series. The figures name no
 * person or account; with METRICS_TOKEN set they are served only to a scraper that sends it.
 */
export function registerMetrics(app: FastifyInstance, sources: MetricsSources): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by OpenAPI operation, method and status code',
    labelNames: ['operation', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const loginFailures = new Counter({
    name: 'portal_login_failures_total',
    help: 'Refused logins (wrong credentials, unverified e-mail, throttled), by tenant and status',
    labelNames: ['tenant', 'status'],
    registers: [registry],
  });
  if (sources.poolStats) {
    const poolStats = sources.poolStats;
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'Request pool connections by state (total, idle) and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    const operation = operationOf(request);
    if (operation === '/metrics') return;
    duration.observe({ operation, method: request.method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    // Only refusals of a known tenant (an unknown one is a 404, a malformed one a 400): labels stay bounded.
    if (operation === 'login' && [401, 403, 429].includes(reply.statusCode)) {
      loginFailures.inc({ tenant: (request.params as { tenant?: string }).tenant ?? 'unknown', status: String(reply.statusCode) });
    }
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!metricsAllowed(request.headers.authorization, request.socket.remoteAddress, sources)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ status: 401, detail: 'Unauthorized', error_code: 'UNAUTHENTICATED' });
    }
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  });
  return registry;
}

/**
 * With METRICS_TOKEN, the bearer token (compared in constant time); without one, nobody unless the
 * operator said the port is reachable from this machine only (METRICS_LOOPBACK), and then only a
 * scraper on it (the socket's own address: X-Forwarded-For is the client's word and proves
 * nothing). The figures are nobody's personal data, but they tell an outsider which tenants exist
 * and how often their logins fail.
 */
function metricsAllowed(authorization: string | undefined, remoteAddress: string | undefined, { token, loopback }: MetricsSources): boolean {
  if (!token) return loopback === true && /^(127\.|::1$|::ffff:127\.)/.test(remoteAddress ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(authorization ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
