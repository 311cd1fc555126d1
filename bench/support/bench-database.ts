/** The benchmark's PostgreSQL database: created when missing, and holding a tenant with the wanted number of seeded accounts. */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/database';
import { reseedTenant } from '../../src/server/seed/reseed-tenant';
import { registerTenants } from '../../src/server/seed/seed-tenant';
import type { LoadedTenant, TenantRegistry } from '../../src/server/tenants/load-tenants';

export async function createDatabaseIfMissing(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      console.log(`Creating database ${name}`);
      await admin.query(`create database "${name.replaceAll('"', '""')}"`);
    }
  } finally {
    await admin.end();
  }
}

const firstRow = <T>(result: unknown): T => (result as { rows: T[] }).rows[0];

/** Opens (and migrates) the database and makes sure the tenant has `accounts` seeded accounts, reseeding when asked or when it has fewer. */
export async function preparedDatabase(databaseUrl: string, tenants: TenantRegistry, tenant: LoadedTenant, accounts: number, reseed: boolean): Promise<Database> {
  await createDatabaseIfMissing(databaseUrl);
  const database = await openDatabase({ databaseUrl });
  await registerTenants(database, tenants.all());
  const { n } = firstRow<{ n: number }>(await database.withTenant(tenant.id, (db) => db.execute(sql`select count(*)::int as n from accounts`)));
  const { users } = firstRow<{ users: number }>(await database.withTenant(tenant.id, (db) => db.execute(sql`select count(*)::int as users from users where email = 'staff@demo.test'`)));
  if (reseed || n < accounts || users === 0) {
    console.log(`Tenant ${tenant.id} has ${n} accounts: seeding ${accounts} (this takes a few minutes)…`);
    const result = await reseedTenant(database, tenant, { accounts, log: (line) => console.log(`  ${line}`) });
    console.log(`  ${result.transactions} transactions, heaviest account ${result.maxTransactionsPerAccount}, ${result.seconds.total} s`);
  } else {
    console.log(`Tenant ${tenant.id} already has ${n} accounts (pass --reseed to regenerate them)`);
  }
  return database;
}

/** The account with the most transactions, and how many. */
export async function heaviestAccount(database: Database, tenantId: string): Promise<{ accountId: string; transactions: number }> {
  const row = firstRow<{ account_id: string; n: number }>(
    await database.withTenant(tenantId, (db) => db.execute(sql`select account_id, count(*)::int as n from transactions group by account_id order by n desc, account_id limit 1`)),
  );
  return { accountId: row.account_id, transactions: row.n };
}
