import { sql } from 'drizzle-orm';
import { jsonPointer, type JsonProblem } from '../../../engine/validation';
import type { NotificationRecipient } from '../../../engine/notifications';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { isPlainObject } from '../../../engine/config/merge-data';
import type { LoadedTenant } from '../../tenants/load-tenants';

/**
 * What the schema cannot know about the rules an admin sends: a role must be one of the tenant's
 * and a user must exist, or the rule would silently reach nobody. Only the rules in the body are
 * checked (a rule the tenant folder ships is the implementer's), at their paths in the body.
 */
export async function recipientProblems(db: Db, tenant: LoadedTenant, body: Record<string, unknown>): Promise<JsonProblem[]> {
  const events = isPlainObject(body.events) ? body.events : {};
  const named: { path: string; recipient: NotificationRecipient }[] = [];
  for (const [event, list] of Object.entries(events)) {
    if (Array.isArray(list)) list.forEach((recipient: NotificationRecipient, index) => named.push({ path: jsonPointer('events', event, index), recipient }));
  }
  const roles = new Set(tenant.config.roles.map((role) => role.name));
  const emails = [...new Set(named.filter((n) => n.recipient.to === 'user').map((n) => (n.recipient.email ?? '').toLowerCase()))];
  const known = new Set<string>();
  if (emails.length) {
    const rows = await db.select({ email: sql<string>`lower(${users.email})` }).from(users).where(sql`lower(${users.email}) in (${sql.join(emails.map((e) => sql`${e}`), sql`, `)})`);
    rows.forEach((row) => known.add(row.email));
  }
  const problems: JsonProblem[] = [];
  for (const { path, recipient } of named) {
    if (recipient.to === 'role' && !roles.has(recipient.role ?? '')) problems.push({ path: `${path}/role`, message: 'is not a role of this portal' });
    if (recipient.to === 'user' && !known.has((recipient.email ?? '').toLowerCase())) problems.push({ path: `${path}/email`, message: 'is not a user of this portal' });
  }
  return problems;
}
