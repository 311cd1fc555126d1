import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../src/server/db/database';
import { outbox } from '../../../src/server/db/schema';

/** A built test app: the worker to drain and the database to read. */
export interface WithOutbox {
  app: FastifyInstance;
  database: Database;
}

/** Mails recorded for `email` in a tenant's outbox, newest first, once the worker has sent everything due. */
export async function mailsTo(t: WithOutbox, email: string, tenant = 'demo') {
  await t.app.mailOutbox.drain();
  return t.database.withTenant(tenant, (db) => db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id)));
}

/** The user_key of the newest link to `route` (e.g. password-reset/complete) mailed to `email`, read from the mail's text as a person would. */
export async function mailedLinkKey(t: WithOutbox, email: string, route: string, tenant = 'demo'): Promise<string> {
  const [mail] = await mailsTo(t, email, tenant);
  const match = new RegExp(`https?://[^/\\s]+/${route}\\?user_key=([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
  if (!match) throw new Error(`no ${route} link mailed to ${email}`);
  return match[1];
}
