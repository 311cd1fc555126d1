import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { configAudit, configDrafts, configVersions, users } from '../db/schema';

export type ConfigVersionRow = typeof configVersions.$inferSelect;
export type ConfigOrigin = ConfigVersionRow['origin'];

/** The published version of a document (the highest), or undefined before the first. */
export async function latestVersion(db: Db, name: string): Promise<ConfigVersionRow | undefined> {
  const [row] = await db.select().from(configVersions).where(eq(configVersions.name, name)).orderBy(desc(configVersions.version)).limit(1);
  return row;
}

/** The published version of several documents, in one statement. */
export async function latestVersions(db: Db, names: readonly string[]): Promise<Map<string, ConfigVersionRow>> {
  const rows = await db
    .selectDistinctOn([configVersions.name])
    .from(configVersions)
    .where(inArray(configVersions.name, [...names]))
    .orderBy(configVersions.name, desc(configVersions.version));
  return new Map(rows.map((row) => [row.name, row]));
}

export async function versionOf(db: Db, name: string, version: number): Promise<ConfigVersionRow | undefined> {
  const [row] = await db.select().from(configVersions).where(and(eq(configVersions.name, name), eq(configVersions.version, version)));
  return row;
}

/** Every version of a document, newest first, with who made it. */
export function listVersions(db: Db, name: string) {
  return db
    .select({ version: configVersions.version, origin: configVersions.origin, createdAt: configVersions.createdAt, createdBy: users.email })
    .from(configVersions)
    .leftJoin(users, and(eq(users.tenantId, configVersions.tenantId), eq(users.id, configVersions.createdBy)))
    .where(eq(configVersions.name, name))
    .orderBy(desc(configVersions.version));
}

/**
 * Serialises writes to one document of one tenant until the transaction ends: two admins
 * publishing at once get versions n+1 and n+2, never two n+1.
 */
export async function lockDocument(db: Db, tenantId: string, name: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`config:${tenantId}:${name}`}, 0))`);
}

/** Publishes a version after the highest (call under lockDocument). */
export async function insertVersion(
  db: Db,
  tenantId: string,
  row: { name: string; override: unknown; document: unknown; baseHash: string; origin: ConfigOrigin; createdBy: number | null },
): Promise<number> {
  const latest = await latestVersion(db, row.name);
  const version = (latest?.version ?? 0) + 1;
  await db.insert(configVersions).values({ tenantId, ...row, version });
  return version;
}

export async function draftOf(db: Db, name: string) {
  const [row] = await db
    .select({ override: configDrafts.override, updatedAt: configDrafts.updatedAt, updatedBy: users.email })
    .from(configDrafts)
    .leftJoin(users, and(eq(users.tenantId, configDrafts.tenantId), eq(users.id, configDrafts.updatedBy)))
    .where(eq(configDrafts.name, name));
  return row;
}

export async function namesWithDrafts(db: Db): Promise<Set<string>> {
  return new Set((await db.select({ name: configDrafts.name }).from(configDrafts)).map((row) => row.name));
}

export async function saveDraft(db: Db, tenantId: string, name: string, override: unknown, userId: number, now: Date): Promise<void> {
  await db
    .insert(configDrafts)
    .values({ tenantId, name, override, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({ target: [configDrafts.tenantId, configDrafts.name], set: { override, updatedBy: userId, updatedAt: now } });
}

export async function deleteDraft(db: Db, name: string): Promise<void> {
  await db.delete(configDrafts).where(eq(configDrafts.name, name));
}

export async function audit(
  db: Db,
  tenantId: string,
  entry: { name: string; action: (typeof configAudit.$inferInsert)['action']; actorUserId: number; at: Date; version?: number; before: unknown; after: unknown },
): Promise<void> {
  await db.insert(configAudit).values({ tenantId, ...entry, before: entry.before ?? null, after: entry.after ?? null });
}
