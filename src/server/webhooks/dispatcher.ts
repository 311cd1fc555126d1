import { startRoundLoop } from '../jobs/round-loop';
import type { Database } from '../db/database';
import type { Services } from '../services';
import type { Db } from '../db/database';
import type { LoadedTenant, TenantRegistry } from '../tenants/load-tenants';
import { claimDue, type ClaimedDelivery } from './claim';
import { fanOut } from './fan-out';
import type { PostOutcome } from './post-event';
import { recordOutcomes } from './record-outcome';
import { loadTargets, sendEvent } from './send-delivery';

export interface DispatcherOptions {
  /** A claimed delivery stays with its worker this long; one that dies meanwhile leaves it to another. */
  leaseMs: number;
  /** Deliveries one claim takes. */
  batchSize: number;
  /** Deliveries sent side by side. */
  concurrency: number;
  /** How often retries are looked for; 0: only when kicked or drained (tests). */
  pollMs: number;
  /** A receiver must answer within this long. */
  timeoutMs: number;
  /** Production rules: https only, no internal address (NODE_ENV=production). */
  production: boolean;
  /** Jitter of the backoff, in [0, 1). */
  random(): number;
  onError(error: unknown): void;
}

export const DEFAULT_DISPATCHER_OPTIONS = { leaseMs: 60_000, batchSize: 50, concurrency: 8, pollMs: 5_000, timeoutMs: 10_000, random: Math.random } satisfies Partial<DispatcherOptions>;

export interface WebhookDispatcher {
  kick(): void;
  /** Fans new events out and sends every delivery due now, until none is left (tests, benchmarks). */
  drain(): Promise<void>;
  ready(): boolean;
  stop(): Promise<void>;
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function pooled<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/**
 * Delivers the tenants' events to their webhook endpoints, like the mail outbox worker: kicked after
 * a commit that wrote events, and on a timer for retries; claims under a lease, sends outside any
 * transaction, books each outcome. Its clock is the services' `now`, so tests move time.
 */
export function startWebhookDispatcher(database: Database, services: Services, tenants: TenantRegistry, options: DispatcherOptions): WebhookDispatcher {
  const sendBatch = async (tenant: LoadedTenant, claimed: ClaimedDelivery[]): Promise<void> => {
    const tenantId = tenant.id;
    const targets = await database.withTenant(tenantId, (db) => loadTargets(db, [...new Set(claimed.map((c) => c.endpointId))], claimed.map((c) => c.eventSeq)));
    const now = services.now();
    const outcomes = await pooled(claimed, options.concurrency, async (delivery): Promise<PostOutcome> => {
      const endpoint = targets.endpoints.get(delivery.endpointId);
      const event = targets.events.get(delivery.eventSeq);
      if (!endpoint || !event) return { ok: false, statusCode: null, excerpt: 'The endpoint or the event no longer exists.' };
      return sendEvent(tenantId, endpoint, event, { fieldKey: services.fieldKey, now, post: { timeoutMs: options.timeoutMs, production: options.production } });
    });
    let scoped: Db | undefined;
    await database.withTenant(tenantId, async (db) => {
      scoped = db;
      await recordOutcomes(db, tenant, services, claimed.map((delivery, i) => ({ delivery, outcome: outcomes[i] })), services.now(), options.random);
    });
    // Committed: an Admin's "endpoint disabled" mail goes now.
    if (scoped) services.mailer.committed(scoped);
  };

  const loop = startRoundLoop(async () => {
    for (const tenant of tenants.all()) {
      await database.withTenant(tenant.id, (db) => fanOut(db, services.now()));
      for (;;) {
        const claimed = await database.withTenant(tenant.id, (db) => claimDue(db, services.now(), options.leaseMs, options.batchSize));
        if (!claimed.length) break;
        await sendBatch(tenant, claimed);
      }
    }
  }, options);
  services.events.onEmitted(loop.kick);
  return loop;
}
