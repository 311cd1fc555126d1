import { startRoundLoop } from '../jobs/round-loop';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import { outbox, type MailAttachmentRef } from '../db/schema';
import type { MailTransport } from './mailer';
import { maskSecret } from './mask-secret';

/** What the worker did with one mail, for metrics. */
export interface OutboxObserver {
  sent(tenantId: string): void;
  /** An attempt failed; `final` when it was the last one and the mail is now `failed`. */
  attemptFailed(tenantId: string, final: boolean): void;
}

export interface OutboxWorkerOptions {
  transport: MailTransport;
  tenantIds(): readonly string[];
  now(): Date;
  /** Attempts before a mail is given up (`failed`, the dead letter the Admin sees). */
  maxAttempts: number;
  /** Wait before attempt `attempt + 1` after attempt `attempt` failed. */
  backoffMs(attempt: number): number;
  /** How long a claimed mail stays with its worker; a worker that dies meanwhile leaves it to another after this. */
  leaseMs: number;
  /** How many mails one claim takes. */
  batchSize: number;
  /** How often the worker looks for due mail (retries, mail queued by processes without SMTP…); 0: only when kicked or drained (tests). */
  pollMs: number;
  onError(error: unknown): void;
  observer?: OutboxObserver;
  /** Draws a mail's attachments when it is sent (a receipt PDF from its payment); a mail with some cannot go without it. */
  renderAttachments?(tenantId: string, refs: readonly MailAttachmentRef[]): Promise<{ filename: string; content: Buffer; contentType: string }[]>;
}

export interface OutboxWorker {
  /** Something was queued and committed: look now. */
  kick(): void;
  /** Sends every mail due now, and resolves once none is left (tests, and a graceful stop). */
  drain(): Promise<void>;
  /** False once stopped, or while the last round failed (the database did not answer). */
  ready(): boolean;
  stop(): Promise<void>;
}

export const DEFAULT_OUTBOX_OPTIONS = {
  maxAttempts: 5,
  // 1 min, 4, 16, 64: about an hour and a half of an unreachable SMTP server before a mail is given up.
  backoffMs: (attempt: number) => 60_000 * 4 ** (attempt - 1),
  leaseMs: 5 * 60_000,
  batchSize: 20,
  pollMs: 15_000,
} satisfies Partial<OutboxWorkerOptions>;

type Claimed = Pick<typeof outbox.$inferSelect, 'id' | 'to' | 'from' | 'replyTo' | 'subject' | 'text' | 'html' | 'secretHash' | 'attempts' | 'attachments'>;

/**
 * Claims due mail of the tenant: pending mail, and mail whose worker's lease ran out. FOR UPDATE SKIP
 * LOCKED makes concurrent claimers (API processes on one PostgreSQL) take disjoint rows, and the
 * claim commits at once, so no transaction stays open while SMTP answers. The due rows are picked in
 * a MATERIALIZED CTE: as `id IN (subquery)` PostgreSQL may run the subquery again per row, and every
 * run skips the rows the previous ones locked, so LIMIT would not bound the claim.
 */
async function claim(db: Db, now: Date, options: OutboxWorkerOptions): Promise<Claimed[]> {
  const result = await db.execute(sql`
    with due as materialized (
      select ${outbox.id} as id from ${outbox}
      where ${outbox.transport} = 'smtp' and ${outbox.status} in ('pending', 'sending') and ${outbox.nextAttemptAt} <= ${now}
      order by ${outbox.nextAttemptAt}, ${outbox.id}
      limit ${options.batchSize}
      for update skip locked
    )
    update ${outbox} set status = 'sending', attempts = ${outbox.attempts} + 1, next_attempt_at = ${new Date(now.getTime() + options.leaseMs)}
    from due where ${outbox.id} = due.id
    returning ${outbox.id} as id, ${outbox.to} as "to", ${outbox.from} as "from", ${outbox.replyTo} as "replyTo", ${outbox.subject} as subject,
      ${outbox.text} as text, ${outbox.html} as html, ${outbox.secretHash} as "secretHash", ${outbox.attempts} as attempts, ${outbox.attachments} as attachments`);
  return (result as { rows: Claimed[] }).rows;
}

/** Once SMTP has the mail (or it is given up), the outbox keeps no key: only what an Admin needs to see. */
const withoutSecret = (mail: Claimed) =>
  mail.secretHash ? { text: maskSecret(mail.text, mail.secretHash), html: maskSecret(mail.html, mail.secretHash), secretHash: null } : {};

async function deliver(database: Database, tenantId: string, mail: Claimed, options: OutboxWorkerOptions): Promise<void> {
  let error: string | undefined;
  try {
    const refs = mail.attachments ?? [];
    if (refs.length && !options.renderAttachments) throw new Error('this process cannot draw attachments');
    const attachments = refs.length && options.renderAttachments ? await options.renderAttachments(tenantId, refs) : [];
    await options.transport.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(attachments.length ? { attachments } : {}),
    });
  } catch (cause) {
    error = (cause instanceof Error ? cause.message : String(cause)).slice(0, 1000) || 'unknown error';
  }
  const now = options.now();
  const final = error !== undefined && mail.attempts >= options.maxAttempts;
  const outcome =
    error === undefined
      ? { status: 'sent' as const, sentAt: now, lastError: null, ...withoutSecret(mail) }
      : final
        ? { status: 'failed' as const, lastError: error, ...withoutSecret(mail) }
        : { status: 'pending' as const, lastError: error, nextAttemptAt: new Date(now.getTime() + options.backoffMs(mail.attempts)) };
  // Only while the claim is still ours: past the lease another worker may have taken the mail again.
  await database.withTenant(tenantId, (db) =>
    db.update(outbox).set(outcome).where(and(eq(outbox.id, mail.id), eq(outbox.status, 'sending'), eq(outbox.attempts, mail.attempts))),
  );
  if (error === undefined) options.observer?.sent(tenantId);
  else options.observer?.attemptFailed(tenantId, final);
}

/**
 * Sends queued mail after the requests that queued it committed: kicked after such a commit, and
 * on a timer for retries. One round at a time per process; any number of processes may run one.
 */
export function startOutboxWorker(database: Database, options: OutboxWorkerOptions): OutboxWorker {
  return startRoundLoop(async () => {
    for (const tenantId of options.tenantIds()) {
      for (;;) {
        const claimed = await database.withTenant(tenantId, (db) => claim(db, options.now(), options));
        for (const mail of claimed) await deliver(database, tenantId, mail, options);
        if (claimed.length < options.batchSize) break;
      }
    }
  }, options);
}
