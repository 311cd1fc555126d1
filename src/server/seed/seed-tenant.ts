import { count, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database, Db } from '../db/database';
import { accounts, drops, locations, tenants, userAccounts, users } from '../db/schema';
import type { LoadedTenant } from '../tenants/load-tenants';

export const DEMO_PASSWORD = 'Portal-demo-2026';

export interface DemoLogin {
  email: string;
  role: string;
}

/** The demo logins of a tenant folder with a `seed` description. */
export function demoLogins(tenant: LoadedTenant): DemoLogin[] {
  const staffRole = tenant.config.seed?.staff_role ?? tenant.config.roles.find((r) => !['User', 'Admin'].includes(r.name))?.name ?? 'Admin';
  return [
    { email: 'customer@demo.test', role: 'User' },
    { email: 'staff@demo.test', role: staffRole },
    { email: 'admin@demo.test', role: 'Admin' },
  ];
}

/** Registers every tenant and seeds the demo data of those with a `seed` and no users yet. */
export async function seedTenants(database: Database, all: LoadedTenant[]): Promise<void> {
  if (!all.length) return;
  await database.owner
    .insert(tenants)
    .values(all.map((t) => ({ id: t.id, name: t.config.name })))
    .onConflictDoUpdate({ target: tenants.id, set: { name: tenants.name } });
  for (const tenant of all) {
    if (!tenant.config.seed) continue;
    await database.withTenant(tenant.id, async (db) => {
      const [{ existing }] = await db.select({ existing: count() }).from(users);
      if (existing === 0) await seedDemo(db, tenant);
    });
  }
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function seedDemo(db: Db, tenant: LoadedTenant): Promise<void> {
  const seed = tenant.config.seed!;
  // faker is large: load it only when a tenant is actually seeded, not on every start.
  const { generateAccounts } = await import('./generate-accounts');
  const generated = generateAccounts(seed.random_seed, seed.accounts, tenant.config.settings.service_area_states ?? []);
  const withTenant = <T extends { tenantId: string }>(rows: T[]) => rows.map((r) => ({ ...r, tenantId: tenant.id }));
  await insertChunked(withTenant(generated.accounts), (c) => db.insert(accounts).values(c));
  await insertChunked(withTenant(generated.locations), (c) => db.insert(locations).values(c));
  await insertChunked(withTenant(generated.drops), (c) => db.insert(drops).values(c));

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [first, second] = generated.accounts;
  const names: Record<string, [string, string]> = {
    'customer@demo.test': [first.firstName ?? 'Casey', first.lastName ?? 'Customer'],
    'staff@demo.test': ['Sam', 'Staff'],
    'admin@demo.test': ['Alex', 'Admin'],
  };
  const created = await db
    .insert(users)
    .values(
      demoLogins(tenant).map(({ email, role }) => ({
        tenantId: tenant.id,
        email,
        role,
        passwordHash,
        firstName: names[email][0],
        lastName: names[email][1],
        displayName: names[email].join(' '),
        confirmed: true,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const customer = created.find((u) => u.email === 'customer@demo.test')!;
  const linked = [first.accountId, second.accountId];
  await db.insert(userAccounts).values(linked.map((accountId) => ({ tenantId: tenant.id, userId: customer.id, accountId })));
  await db.update(accounts).set({ ownerUserId: customer.id, email: customer.email }).where(inArray(accounts.accountId, linked));
  await db.update(accounts).set({ accountStatus: 'active', isCancelled: false }).where(eq(accounts.accountId, first.accountId));
}
