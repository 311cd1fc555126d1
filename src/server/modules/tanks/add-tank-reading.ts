import { and, eq } from 'drizzle-orm';
import { requireCaller } from '../../auth/caller';
import { drops } from '../../db/schema';
import { emitEvent } from '../../events/emit-event';
import { HttpProblem, problems } from '../../http/problem';
import { tenantHandler } from '../../openapi/operation-types';
import { readingAt, storeReadings, type ReadingRow } from '../../tanks/store-readings';
import { problemMessages } from '../../../engine/messages/problems';
import { instantAt, isInFuture, isTooOld, readingView } from '../../tanks/reading-rules';

/**
 * POST /accounts/{account_id}/tanks/{tank_id}/readings: the level a customer reads on their
 * tank's gauge (or staff enter for them). Access decided the account (the customer's own, or
 * staff with accounts:update); the tank must be one of that account's. Not a workflow item (no
 * one works a reading), so it is stored here and leaves as an event, in the same transaction.
 */
export const addTankReading = tenantHandler<'addTankReading'>(async ({ db, tenant, caller, params, body, services }) => {
  const enteredBy = requireCaller(caller);
  const now = services.now();
  const readAt = body.read_at ? instantAt(body.read_at, 'body/read_at') : now;
  const [tank] = await db
    .select({ dropId: drops.dropId, dropName: drops.dropName })
    .from(drops)
    .where(and(eq(drops.dropId, params.tank_id), eq(drops.accountId, params.account_id)));
  if (!tank) throw problems.notFound('Drop');
  if (isInFuture(readAt, now)) {
    throw new HttpProblem(422, 'READING_IN_FUTURE', problemMessages.readingInFuture, [{ path: 'body/read_at', message: problemMessages.readingInFuture }]);
  }
  if (isTooOld(readAt, now)) {
    throw new HttpProblem(422, 'READING_TOO_OLD', problemMessages.readingTooOld, [{ path: 'body/read_at', message: problemMessages.readingTooOld }]);
  }
  const row: ReadingRow = {
    tenantId: tenant.id,
    dropId: tank.dropId,
    readAt,
    source: 'customer',
    accountId: params.account_id,
    percent: body.percent,
    channel: 'portal',
    enteredByUserId: enteredBy.userId,
    apiKeyId: null,
    externalId: null,
    storedAt: now,
  };
  const [changed] = await storeReadings(db, [row]);
  const stored = changed ?? (await readingAt(db, row))!;
  // The same reading posted again is no news: only a stored or changed one leaves as an event.
  if (changed) {
    await emitEvent(db, tenant.id, {
      type: 'tank.reading_added',
      accountId: params.account_id,
      at: now,
      data: {
        account_id: params.account_id,
        tank_id: tank.dropId,
        drop_name: tank.dropName,
        read_at: stored.readAt.toISOString(),
        percent: stored.percent,
        source: stored.source,
        entered_by_user_id: enteredBy.userId,
        stored_at: stored.storedAt.toISOString(),
      },
    });
  }
  return readingView(stored);
});
