import { count, desc, eq, sql } from 'drizzle-orm';
import type { components } from '../../../../openapi/generated/tenant-api';
import { outbox } from '../../db/schema';
import { pageOf } from '../../http/paging';
import { secretIsLive } from '../../mail/live-secret';
import { maskSecret } from '../../mail/mask-secret';
import { tenantHandler } from '../../openapi/operation-types';

/**
 * The tenant's outbox, newest first; `to` narrows it to one address (any case). A one-time key is
 * masked as the list is read, from the key's state in user_tokens: a link stops showing the moment
 * it is used, expires or is replaced, whatever the periodic job (mask-dead-links) has done yet. SMTP
 * mail shows none even before it is sent — the recipient gets it, not the Admin.
 */
export const listOutbox = tenantHandler<'listOutbox'>(async ({ db, query, services }) => {
  const page = query.page ?? 0;
  const size = query.size ?? 10;
  const to = query.to?.trim().toLowerCase();
  const where = to ? eq(sql`lower(${outbox.to})`, to) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(outbox).where(where);
  const rows = await db
    .select({ mail: outbox, live: secretIsLive(db, services.now()) })
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(size)
    .offset(page * size);
  const content: components['schemas']['OutboxMessage'][] = rows.map(({ mail: m, live }) => {
    const hidden = m.secretHash !== null && (m.transport === 'smtp' || !live);
    return {
      id: m.id,
      to: m.to,
      from: m.from,
      subject: m.subject,
      text: hidden ? maskSecret(m.text, m.secretHash!) : m.text,
      html: hidden ? maskSecret(m.html, m.secretHash!) : m.html,
      created_at: m.createdAt.toISOString(),
      transport: m.transport,
      status: m.status,
      attempts: m.attempts,
      last_error: m.lastError,
      sent_at: m.sentAt?.toISOString() ?? null,
    };
  });
  return pageOf(content, total, page, size);
});
