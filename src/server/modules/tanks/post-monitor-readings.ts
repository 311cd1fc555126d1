import { sql } from 'drizzle-orm';
import { actorOf } from '../../auth/actor';
import { drops } from '../../db/schema';
import { tenantHandler } from '../../openapi/operation-types';
import { storeReadings, type ReadingRow } from '../../tanks/store-readings';
import { fillProblem, problemMessages } from '../../../engine/messages/problems';
import type { components } from '../../../../openapi/generated/tenant-api';
import { instantAt, isInFuture, isTooOld } from '../../tanks/reading-rules';

type Refused = components['schemas']['MonitorReadingsResult']['refused'][number];

/**
 * POST /tanks/readings: a monitor vendor's batch (a tenant API key with readings:write, or an
 * Admin). Tanks are named by the supplier's drop ids; each reading is checked on its own, so one
 * tank the tenant no longer has does not hold back the rest of a vendor's report.
 */
export const postMonitorReadings = tenantHandler<'postMonitorReadings'>(async ({ db, tenant, caller, apiKey, body, services }) => {
  const now = services.now();
  const actor = actorOf({ caller, apiKey });
  const times = body.readings.map((reading, index) => instantAt(reading.read_at, `body/readings/${index}/read_at`));
  const ids = [...new Set(body.readings.map((r) => r.tank_id))];
  const tanks = new Map(
    (await db.select({ id: drops.dropId, accountId: drops.accountId }).from(drops).where(sql`${drops.dropId} = any(${sql.param(ids)}::text[])`)).map((t) => [t.id, t.accountId]),
  );

  const refused: Refused[] = [];
  const rows: ReadingRow[] = [];
  body.readings.forEach((reading, index) => {
    const accountId = tanks.get(reading.tank_id);
    const readAt = times[index];
    if (accountId === undefined) {
      refused.push({ index, tank_id: reading.tank_id, error_code: 'UNKNOWN_TANK', message: fillProblem('unknownTank', { id: reading.tank_id }) });
    } else if (isInFuture(readAt, now)) {
      refused.push({ index, tank_id: reading.tank_id, error_code: 'READING_IN_FUTURE', message: problemMessages.readingInFuture });
    } else if (isTooOld(readAt, now)) {
      refused.push({ index, tank_id: reading.tank_id, error_code: 'READING_TOO_OLD', message: problemMessages.readingTooOld });
    } else {
      rows.push({
        tenantId: tenant.id,
        dropId: reading.tank_id,
        readAt,
        source: 'monitor',
        accountId,
        percent: reading.percent,
        channel: 'api',
        enteredByUserId: actor.userId,
        apiKeyId: apiKey?.id ?? null,
        externalId: null,
        storedAt: now,
      });
    }
  });
  const stored = (await storeReadings(db, rows)).length;
  return { stored, unchanged: rows.length - stored, refused };
});
