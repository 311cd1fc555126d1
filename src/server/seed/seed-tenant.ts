import { count, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database, Db } from '../db/database';
import { accounts, tenants, userAccounts, users } from '../db/schema';
import type { LoadedTenant } from '../tenants/load-tenants';
import { importGenerated } from './import-generated';
import { importRecordsOf, ndjsonOf } from './import-records';
import { demoReadingRecords } from './tank-readings';
import { seedDemoPlanRequest } from './tank-plan-requests';
import { demoPriceRecords, seedDemoPriceAlert } from './posted-prices';
import { seedDemoPrebuy } from './program-plans';
import { demoDeliveryStatusRecords, markSeededStepsTold } from './delivery-statuses';
import { tankSettingsOf } from '../tanks/tank-settings';
import { ADMIN_ROLE, CUSTOMER_ROLE, ROLES } from '../../engine/roles/roles';

export const DEMO_PASSWORD = 'Portal-demo-2026';

export interface DemoLogin {
  email: string;
  role: string;
}

/** The demo logins of a tenant folder with a `seed` description. */
export function demoLogins(tenant: LoadedTenant): DemoLogin[] {
  const staffRole = tenant.config.seed?.staff_role ?? tenant.config.roles.find((r) => !(ROLES as readonly string[]).includes(r.name))?.name ?? ADMIN_ROLE;
  return [
    { email: 'customer@demo.test', role: CUSTOMER_ROLE },
    { email: 'staff@demo.test', role: staffRole },
    { email: 'admin@demo.test', role: ADMIN_ROLE },
  ];
}

/** Inserts or renames the tenants rows every tenant table refers to. */
export async function registerTenants(database: Database, all: LoadedTenant[]): Promise<void> {
  if (!all.length) return;
  await database.owner
    .insert(tenants)
    .values(all.map((t) => ({ id: t.id, name: t.config.name })))
    // excluded.name is the incoming row's: a tenant renamed in its folder is renamed here too.
    .onConflictDoUpdate({ target: tenants.id, set: { name: sql`excluded.name` } });
}

/** Registers every tenant and seeds the demo data of those with a `seed` and no users yet. */
export async function seedTenants(database: Database, all: LoadedTenant[]): Promise<void> {
  await registerTenants(database, all);
  for (const tenant of all) {
    if (!tenant.config.seed) continue;
    await database.withTenant(tenant.id, async (db) => {
      // API processes starting together on one PostgreSQL: one seeds, the others wait and then find users.
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`seed:${tenant.id}`}))`);
      const [{ existing }] = await db.select({ existing: count() }).from(users);
      if (existing === 0) await seedDemo(db, database.kind, tenant);
    });
  }
}

async function seedDemo(db: Db, kind: Database['kind'], tenant: LoadedTenant): Promise<void> {
  const seed = tenant.config.seed!;
  // faker is large: load it only when a tenant is actually seeded, not on every start.
  const { generateAccounts } = await import('./generate-accounts');
  const generated = generateAccounts(seed.random_seed, seed.accounts, tenant.config.settings.service_area_states ?? []);
  const [first, second] = generated.accounts;
  // A tank monitor's readings of one of the demo customer's tanks come with the supplier's records.
  const fillLimitOf = tankSettingsOf(tenant).fillLimitOf;
  const seededAt = new Date();
  const records = function* () {
    yield* importRecordsOf(generated);
    yield* demoReadingRecords(generated, [first.accountId, second.accountId], fillLimitOf);
    // The supplier's posted prices of the year (issue 26): today's price and its history.
    yield* demoPriceRecords();
    // Deliveries with a status: the latest one delivered with its ticket, another due tomorrow 8–12.
    yield* demoDeliveryStatusRecords(generated, first.accountId, seededAt);
  };
  // Through the supplier's import, as a supplier's own file would go in.
  await importGenerated(db, kind, tenant.id, `${tenant.id}-demo.ndjson`, () => ndjsonOf(records()));
  await markSeededStepsTold(db, seededAt);
  await ensureDemoUsers(db, tenant, [first.firstName ?? 'Casey', first.lastName ?? 'Customer']);
  await linkDemoCustomer(db, tenant, [first.accountId, second.accountId]);
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'customer@demo.test'));
  await seedDemoPlanRequest(db, tenant, [first.accountId, second.accountId], customer?.id ?? null);
  await seedDemoPriceAlert(db, tenant.id);
  // The second account already on the tenant's pre-buy (program-plans.ts); the first may still enrol.
  await seedDemoPrebuy(db, tenant, second.accountId);
}

/** Creates the demo logins that do not exist yet (password DEMO_PASSWORD). */
export async function ensureDemoUsers(db: Db, tenant: LoadedTenant, customerName: [string, string]): Promise<void> {
  const existing = new Set((await db.select({ email: users.email }).from(users)).map((u) => u.email));
  const missing = demoLogins(tenant).filter((login) => !existing.has(login.email));
  if (!missing.length) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const names: Record<string, [string, string]> = {
    'customer@demo.test': customerName,
    'staff@demo.test': ['Sam', 'Staff'],
    // Named for the role, as Sam Staff is.
    'admin@demo.test': ['Alex', ADMIN_ROLE],
  };
  await db.insert(users).values(
    missing.map(({ email, role }) => ({
      tenantId: tenant.id,
      email,
      role,
      passwordHash,
      firstName: names[email][0],
      lastName: names[email][1],
      displayName: names[email].join(' '),
      confirmed: true,
    })),
  );
}

/** Links customer@demo.test to the given accounts (the first kept active) and makes them its own. */
export async function linkDemoCustomer(db: Db, tenant: LoadedTenant, linked: string[]): Promise<void> {
  const [customer] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, 'customer@demo.test'));
  if (!customer || !linked.length) return;
  await db.insert(userAccounts).values(linked.map((accountId) => ({ tenantId: tenant.id, userId: customer.id, accountId }))).onConflictDoNothing();
  await db.update(accounts).set({ ownerUserId: customer.id, email: customer.email }).where(inArray(accounts.accountId, linked));
  await db.update(accounts).set({ accountStatus: 'active', isCancelled: false }).where(eq(accounts.accountId, linked[0]));
}
