import { and, eq } from 'drizzle-orm';
import { messages } from '../../../engine/messages/catalogue';
import { requireCaller } from '../../auth/caller';
import { autopayEnrolments, userAccounts } from '../../db/schema';
import { HttpProblem, problems } from '../../http/problem';
import { tenantHandler } from '../../openapi/operation-types';
import { enrolmentsOf } from './autopay-view';
import { emitEvent } from '../../events/emit-event';
import { autopayEventData } from './autopay-event';
import { isExpired, liveSourceOf, lockUser } from '../../payments/sources/source-view';
import { problemMessages } from '../../../engine/messages/problems';

/**
 * Enrols one of the caller's accounts with one of their live sources. An account has one autopay
 * source: enrolling again replaces it (and records the new acknowledgement of the terms).
 */
export const addAutopay = tenantHandler<'addAutopay'>(async ({ db, caller, body, tenant, services }) => {
  const who = requireCaller(caller);
  if (tenant.config.settings.payments?.auto_pay === false) throw new HttpProblem(403, 'AUTOPAY_DISABLED', problemMessages.autopayDisabled);
  const [link] = await db
    .select()
    .from(userAccounts)
    .where(and(eq(userAccounts.userId, who.userId), eq(userAccounts.accountId, body.account_id)));
  if (!link) throw problems.notFound('Account');
  // Serialised with deleting the source: an enrolment never names a source deleted meanwhile.
  await lockUser(db, who.userId);
  const source = await liveSourceOf(db, who.userId, body.payment_id);
  const now = services.now();
  if (isExpired(source, now)) throw new HttpProblem(422, 'SOURCE_EXPIRED', problemMessages.sourceExpiredAutopay);
  const enrolment = { userId: who.userId, paymentSourceId: source.id, termsAcknowledgedAt: now };
  await db
    .insert(autopayEnrolments)
    .values({ tenantId: tenant.id, accountId: body.account_id, ...enrolment })
    .onConflictDoUpdate({ target: [autopayEnrolments.tenantId, autopayEnrolments.accountId], set: enrolment });
  const [data] = await enrolmentsOf(db, who.userId, body.account_id);
  await emitEvent(db, tenant.id, { type: 'autopay.enrolled', accountId: body.account_id, data: autopayEventData(body.account_id, who.userId, source, now, null), at: now });
  return { message: messages.autopayAdded, data };
});
