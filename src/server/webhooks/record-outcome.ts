import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { webhookDisabledMail } from '../mail/templates/webhook-disabled';
import type { Services } from '../services';
import type { LoadedTenant } from '../tenants/load-tenants';
import type { ClaimedDelivery } from './claim';
import type { PostOutcome } from './post-event';
import { DISABLE_AFTER_MS, retryDelayMs } from './schedule';
import { ADMIN_ROLE } from '../../engine/roles/roles';

export interface Sent {
  delivery: ClaimedDelivery;
  outcome: PostOutcome;
}

/** What one delivery becomes: delivered; pending again after its backoff; or failed once its attempts or three days ran out. */
function nextState({ delivery, outcome }: Sent, now: Date, random: () => number) {
  if (outcome.ok) return { status: 'delivered', nextAttemptAt: now, deliveredAt: now };
  const delay = retryDelayMs(delivery.attempts, random);
  const expired = now.getTime() - delivery.firstAttemptAt.getTime() >= DISABLE_AFTER_MS;
  return delay === null || expired ? { status: 'failed', nextAttemptAt: now, deliveredAt: null } : { status: 'pending', nextAttemptAt: new Date(now.getTime() + delay), deliveredAt: null };
}

/**
 * Books what the receivers said about a round's claimed deliveries, in one statement: only rows
 * whose claim is still ours (still `sending` with the attempt we made — past the lease another
 * worker may have taken one again). Then each endpoint's health: an answer clears its failing
 * streak; a round of failures starts one, and a streak of three days disables the endpoint and tells
 * the tenant's Admins (once: only the update that disables it mails).
 */
export async function recordOutcomes(db: Db, tenant: LoadedTenant, services: Services, sent: readonly Sent[], now: Date, random: () => number): Promise<void> {
  if (!sent.length) return;
  const rows = sent.map((s) => {
    const next = nextState(s, now, random);
    return sql`(${s.delivery.id}::int, ${s.delivery.attempts}::int, ${next.status}::text, ${next.nextAttemptAt}::timestamptz, ${next.deliveredAt}::timestamptz, ${s.outcome.statusCode}::int, ${s.outcome.excerpt}::text)`;
  });
  await db.execute(sql`
    update ${webhookDeliveries} d set status = v.status, next_attempt_at = v.next_at, delivered_at = v.delivered_at, last_status_code = v.code, last_response = v.answer
    from (values ${sql.join(rows, sql`, `)}) as v(id, attempts, status, next_at, delivered_at, code, answer)
    where d.id = v.id and d.status = 'sending' and d.attempts = v.attempts`);

  const answered = new Set(sent.filter((s) => s.outcome.ok).map((s) => s.delivery.endpointId));
  const failing = new Map<number, PostOutcome>();
  for (const s of sent) if (!answered.has(s.delivery.endpointId)) failing.set(s.delivery.endpointId, s.outcome);
  if (answered.size) await db.update(webhookEndpoints).set({ failingSince: null }).where(and(inArray(webhookEndpoints.id, [...answered]), sql`${webhookEndpoints.failingSince} is not null`));
  for (const [endpointId, outcome] of failing) await recordFailure(db, tenant, services, endpointId, outcome, now);
}

async function recordFailure(db: Db, tenant: LoadedTenant, services: Services, endpointId: number, outcome: PostOutcome, now: Date): Promise<void> {
  await db.update(webhookEndpoints).set({ failingSince: now }).where(and(eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.failingSince)));
  const [disabled] = await db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledAt: now, disabledReason: 'Every delivery failed for three days.', updatedAt: now })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true), lte(webhookEndpoints.failingSince, new Date(now.getTime() - DISABLE_AFTER_MS))))
    .returning();
  if (!disabled) return;
  const admins = await db.select({ email: users.email }).from(users).where(eq(users.role, ADMIN_ROLE));
  const lastAnswer = outcome.statusCode ? `${outcome.statusCode} ${outcome.excerpt}` : outcome.excerpt;
  for (const admin of admins) {
    await services.mailer.queue(db, tenant, webhookDisabledMail(tenant, services.publicBaseUrl(tenant), admin.email, { id: disabled.id, url: disabled.url, lastAnswer }));
  }
}
