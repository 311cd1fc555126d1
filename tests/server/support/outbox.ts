import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/database';
import { outbox } from '../../../src/server/db/schema';

/** Mails recorded for `email` in a tenant's outbox, newest first. */
export function mailsTo(database: Database, email: string, tenant = 'demo') {
  return database.withTenant(tenant, (db) => db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id)));
}

/** The user_key of the newest link to `route` (e.g. password-reset/complete) mailed to `email`, read from the mail's text as a person would. */
export async function mailedLinkKey(database: Database, email: string, route: string, tenant = 'demo'): Promise<string> {
  const [mail] = await mailsTo(database, email, tenant);
  const match = new RegExp(`https?://[^/\\s]+/${route}\\?user_key=([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
  if (!match) throw new Error(`no ${route} link mailed to ${email}`);
  return match[1];
}
