import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditLog, users } from '../../../db/schema';
import { pageOf } from '../../../http/paging';
import { tenantHandler } from '../../../openapi/operation-types';

const actor = alias(users, 'actor');
const subject = alias(users, 'subject');

/** Deleted users keep their audit entries; their emails are gone with them. */
const DELETED = '(deleted user)';

/** GET /audit-log: writes made while impersonating, newest first, with both identities. */
export const listAuditLog = tenantHandler<'listAuditLog'>(async ({ db, query }) => {
  const page = query.page ?? 0;
  const size = query.size ?? 10;
  const [{ total }] = await db.select({ total: count() }).from(auditLog);
  const rows = await db
    .select({ entry: auditLog, actorEmail: actor.email, subjectEmail: subject.email })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .leftJoin(subject, eq(subject.id, auditLog.subjectUserId))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(size)
    .offset(page * size);
  const content = rows.map(({ entry, actorEmail, subjectEmail }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    operation_id: entry.operationId,
    method: entry.method,
    path: entry.path,
    status: entry.status,
    actor_user_id: entry.actorUserId,
    actor_email: actorEmail ?? DELETED,
    subject_user_id: entry.subjectUserId,
    subject_email: subjectEmail ?? DELETED,
  }));
  return pageOf(content, total, page, size);
});
