import { and, count, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { changeLog, users } from '../../db/schema';
import { pageOf } from '../../http/paging';
import { HttpProblem } from '../../http/problem';
import { tenantHandler, type QueryOf } from '../../openapi/operation-types';
import { problemMessages } from '../../../engine/messages/problems';

const actor = alias(users, 'actor');
const onBehalfOf = alias(users, 'on_behalf_of');

/** A LIKE pattern matching what starts with `prefix` (its own % and _ taken literally). */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The earliest and latest instants a filter may name: what both JavaScript and PostgreSQL hold. */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31);

/**
 * A date-time the schema let through as an instant, or 400 at its parameter: the format admits
 * what no clock holds (a leap second 23:59:60, the year 0), which `new Date` cannot read.
 */
function instantOf(value: string | undefined, name: 'from' | 'to'): Date | undefined {
  if (value === undefined) return undefined;
  const at = new Date(value);
  if (Number.isNaN(at.getTime()) || at.getTime() < EARLIEST || at.getTime() > LATEST) {
    throw new HttpProblem(400, 'VALIDATION_FAILED', `querystring/${name} ${problemMessages.notAfterDate}`, [{ path: `querystring/${name}`, message: problemMessages.notAfterDate }]);
  }
  return at;
}

function filtersOf(query: QueryOf<'listChangeLog'>): SQL | undefined {
  const from = instantOf(query.from, 'from');
  const to = instantOf(query.to, 'to');
  const actorEmail = query.actor?.trim().toLowerCase();
  return and(
    // The actor is found by email among the tenant's users (RLS keeps it the tenant's): a deleted user's entries keep their id only.
    actorEmail ? sql`${changeLog.actorUserId} in (select ${users.id} from ${users} where lower(${users.email}) = ${actorEmail})` : undefined,
    query.operation ? eq(changeLog.operationId, query.operation) : undefined,
    query.target ? like(changeLog.target, startsWith(query.target)) : undefined,
    from ? gte(changeLog.at, from) : undefined,
    to ? lt(changeLog.at, to) : undefined,
  );
}

/** GET /change-log: the audit trail of back-office writes, newest first, filtered. */
export const listChangeLog = tenantHandler<'listChangeLog'>(async ({ db, query }) => {
  const page = query.page ?? 0;
  const size = query.size ?? 10;
  const where = filtersOf(query);
  const [{ total }] = await db.select({ total: count() }).from(changeLog).where(where);
  const rows = await db
    .select({ entry: changeLog, actorEmail: actor.email, onBehalfOfEmail: onBehalfOf.email })
    .from(changeLog)
    .leftJoin(actor, eq(actor.id, changeLog.actorUserId))
    .leftJoin(onBehalfOf, eq(onBehalfOf.id, changeLog.onBehalfOfUserId))
    .where(where)
    .orderBy(desc(changeLog.at), desc(changeLog.id))
    .limit(size)
    .offset(page * size);
  const content = rows.map(({ entry, actorEmail, onBehalfOfEmail }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    operation_id: entry.operationId,
    target: entry.target,
    actor_user_id: entry.actorUserId,
    actor_email: actorEmail,
    on_behalf_of_user_id: entry.onBehalfOfUserId,
    on_behalf_of_email: onBehalfOfEmail,
    via_api_key_id: entry.viaApiKeyId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  }));
  return pageOf(content, total, page, size);
});
