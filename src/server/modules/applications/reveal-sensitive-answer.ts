import { eq } from 'drizzle-orm';
import { requireCaller } from '../../auth/caller';
import { auditLog, workflowItems } from '../../db/schema';
import { HttpProblem, problems } from '../../http/problem';
import { tenantHandler } from '../../openapi/operation-types';
import { unseal, type SealedValue } from '../../sensitive/seal';
import { SEALED_KEY, sealContext } from '../../sensitive/seal-answers';
import { problemMessages } from '../../../engine/messages/problems';

/**
 * POST /workflow/items/{request_id}/sensitive/{field}: the answer behind a mask, for staff holding
 * applications:reveal. The audit row goes in with the read, in the same transaction: no reveal
 * without its record. A prospect's item has no user, so the actor is then its own subject.
 */
export const revealSensitiveAnswer = tenantHandler<'revealSensitiveAnswer'>(async ({ db, tenant, caller, params, reply, services }) => {
  const staff = requireCaller(caller);
  const [item] = await db.select().from(workflowItems).where(eq(workflowItems.id, params.request_id));
  const sealed = (item?.itemContents[SEALED_KEY] as Record<string, SealedValue> | undefined) ?? {};
  if (!item || !Object.hasOwn(sealed, params.field)) throw problems.notFound('SensitiveAnswer');
  let value: string;
  try {
    value = unseal(services.fieldKey, sealed[params.field], sealContext(tenant.id, params.field));
  } catch {
    // Sealed under a key this deployment no longer has (or altered): nothing to show, and nothing leaks why.
    throw new HttpProblem(409, 'ANSWER_UNREADABLE', problemMessages.answerUnreadable);
  }
  const path = `/workflow/items/${item.id}/sensitive/${params.field}`;
  await db.insert(auditLog).values({ tenantId: tenant.id, operationId: 'revealSensitiveAnswer', method: 'POST', path, status: 200, actorUserId: staff.userId, subjectUserId: item.userId ?? staff.userId });
  reply.header('cache-control', 'no-store');
  return { request_id: item.id, field: params.field, value };
});
