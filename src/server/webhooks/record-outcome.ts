import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { webhookDisabledMail } from '../mail/templates/webhook-disabled';
import type { Services } from '../services';
import type { LoadedTenant } from '../tenants/load-tenants';
import type { ClaimedDelivery } from './claim';
import type { PostOutcome } from './post-event';
import { DISABLE_AFTER_MS, retryDelayMs } from './schedule';

/**
 * Books what a receiver said about one claimed delivery: delivered; or pending again after the
 * backoff; or failed once its attempts or three days ran out. Only while the claim is still ours:
 * past the lease another worker may have taken the delivery again. Then the endpoint's health: an
 * answer clears its failing streak; a failure starts one, and a streak of three days disables the
 * endpoint and tells the tenant's Admins (once: only the update that disables it mails).
 */
export async function recordOutcome(db: Db, tenant: LoadedTenant, services: Services, claimed: ClaimedDelivery, outcome: PostOutcome, now: Date, random: () => number): Promise<void> {
  const delay = outcome.ok ? null : retryDelayMs(claimed.attempts, random);
  const expired = now.getTime() - claimed.firstAttemptAt.getTime() >= DISABLE_AFTER_MS;
  const answer = { lastStatusCode: outcome.statusCode, lastResponse: outcome.excerpt };
  const next = outcome.ok
    ? { status: 'delivered' as const, deliveredAt: now, ...answer }
    : delay === null || expired
      ? { status: 'failed' as const, ...answer }
      : { status: 'pending' as const, nextAttemptAt: new Date(now.getTime() + delay), ...answer };
  await db
    .update(webhookDeliveries)
    .set(next)
    .where(and(eq(webhookDeliveries.id, claimed.id), eq(webhookDeliveries.status, 'sending'), eq(webhookDeliveries.attempts, claimed.attempts)));
  if (outcome.ok) {
    await db.update(webhookEndpoints).set({ failingSince: null }).where(and(eq(webhookEndpoints.id, claimed.endpointId), sql`${webhookEndpoints.failingSince} is not null`));
    return;
  }
  await db.update(webhookEndpoints).set({ failingSince: now }).where(and(eq(webhookEndpoints.id, claimed.endpointId), isNull(webhookEndpoints.failingSince)));
  const [disabled] = await db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledAt: now, disabledReason: 'Every delivery failed for three days.', updatedAt: now })
    .where(and(eq(webhookEndpoints.id, claimed.endpointId), eq(webhookEndpoints.enabled, true), lte(webhookEndpoints.failingSince, new Date(now.getTime() - DISABLE_AFTER_MS))))
    .returning();
  if (!disabled) return;
  const admins = await db.select({ email: users.email }).from(users).where(eq(users.role, 'Admin'));
  for (const admin of admins) {
    await services.mailer.queue(db, tenant, webhookDisabledMail(tenant, services.publicBaseUrl(tenant), admin.email, { id: disabled.id, url: disabled.url, lastAnswer: outcome.statusCode ? `${outcome.statusCode} ${outcome.excerpt}` : outcome.excerpt }));
  }
}
