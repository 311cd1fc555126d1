import { createMailer, type Mailer } from './mail/mailer';
import type { Database } from './db/database';
import type { RateLimiter } from './throttle/rate-limiter';
import { createPostgresRateLimiter } from './throttle/postgres-rate-limiter';
import type { LoadedTenant } from './tenants/load-tenants';

/** What handlers get besides the database: adapters to the outside world and clocks. */
export interface Services {
  now(): Date;
  /** Sliding session lifetime; 60 minutes (spec 2 §9). */
  sessionTtlMs: number;
  /** Absolute session lifetime however busy the session is (SESSION_ABSOLUTE_HOURS, default 12). */
  sessionAbsoluteMs: number;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** Where links in mails point: tenant.json `public_url`, else http://<first host>:<port>. */
  publicBaseUrl(tenant: LoadedTenant): string;
}

export function defaultServices(database: Database, overrides: Partial<Services> = {}, port = Number(process.env.PORT ?? 8080)): Services {
  return {
    now: () => new Date(),
    sessionTtlMs: 60 * 60 * 1000,
    sessionAbsoluteMs: 12 * 60 * 60 * 1000,
    mailer: createMailer(),
    rateLimiter: createPostgresRateLimiter(database),
    publicBaseUrl: (tenant) => tenant.config.public_url ?? `http://${tenant.config.hosts[0] ?? `${tenant.id}.localhost`}:${port}`,
    ...overrides,
  };
}
