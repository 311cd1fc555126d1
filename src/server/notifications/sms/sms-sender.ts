import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database';
import { textOutbox } from '../../db/schema';
import type { SmsTransport } from './sms-transport';

export interface TextMessage {
  /** E.164 (toE164). */
  to: string;
  body: string;
  /** What made the portal send it, e.g. workflow.inquiry.closed. */
  event: string;
}

/** What handlers text through; like the mailer, it only writes to an outbox in the caller's transaction. */
export interface SmsSender {
  /** Records the text in the tenant's text outbox: the delivery itself offline, or for the transport to send once the transaction commits. */
  queue(db: Db, tenantId: string, text: TextMessage): Promise<void>;
  /** Called once a transaction committed: sends what it queued (nothing is sent for a transaction that rolled back). */
  committed(db: Db): void;
  /** Resolves once every text handed over so far has been sent or failed (tests, shutdown). */
  drain(): Promise<void>;
}

type Queued = Pick<typeof textOutbox.$inferSelect, 'id' | 'to' | 'body' | 'event'>;

/**
 * Texts go at most once: a text is marked `sent` as it is claimed (the claim commits before the
 * gateway is called, so no transaction waits on it), and `failed` if the gateway refuses it. A
 * process dying mid-send may lose a text, never send one twice — a second emergency text is worse.
 */
async function claim(db: Db): Promise<Queued[]> {
  const due = db.select({ id: textOutbox.id }).from(textOutbox).where(and(eq(textOutbox.status, 'recorded'), sql`${textOutbox.transport} <> 'outbox'`)).limit(50).for('update', { skipLocked: true });
  return db.update(textOutbox).set({ status: 'sent' }).where(inArray(textOutbox.id, due)).returning({ id: textOutbox.id, to: textOutbox.to, body: textOutbox.body, event: textOutbox.event });
}

export function createSmsSender(options: { database?: Database; transport?: SmsTransport; onError?(error: unknown): void }): SmsSender {
  const { database, transport } = options;
  // Transactions that queued texts for the transport, with their tenant; a rolled-back one is simply forgotten.
  const queuedIn = new WeakMap<Db, string>();
  let chain: Promise<void> = Promise.resolve();

  const deliver = async (tenantId: string) => {
    if (!database || !transport) return;
    try {
      for (;;) {
        const claimed = await database.withTenant(tenantId, claim);
        for (const text of claimed) {
          try {
            await transport.send({ tenantId, to: text.to, body: text.body, event: text.event });
          } catch (error) {
            options.onError?.(error);
            await database.withTenant(tenantId, (db) => db.update(textOutbox).set({ status: 'failed' }).where(eq(textOutbox.id, text.id)));
          }
        }
        if (claimed.length < 50) break;
      }
    } catch (error) {
      // The database went away (shutdown): the texts stay recorded for the next commit to pick up.
      options.onError?.(error);
    }
  };

  return {
    async queue(db, tenantId, text) {
      await db.insert(textOutbox).values({ tenantId, ...text, transport: transport?.name ?? 'outbox', status: 'recorded' });
      if (transport) queuedIn.set(db, tenantId);
    },
    committed(db) {
      const tenantId = queuedIn.get(db);
      if (tenantId === undefined) return;
      queuedIn.delete(db);
      chain = chain.then(() => deliver(tenantId));
    },
    drain: () => chain,
  };
}
