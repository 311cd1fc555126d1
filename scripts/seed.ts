/**
 * `npm run seed -- --tenant demo --accounts 10000 [--seed 20241] [--chunk 500]`: replaces a
 * tenant's accounts, locations, drops and ledgers with generated ones in the database the server
 * uses (DATABASE_URL, else PGlite in DATA_DIR). Users are kept; the demo logins are created when
 * missing and customer@demo.test is linked to the first two accounts.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { databaseConfigOf, openDatabase } from '../src/server/db/connect';
import { readEnv } from '../src/server/env';
import { reseedTenant } from '../src/server/seed/reseed-tenant';
import { registerTenants } from '../src/server/seed/seed-tenant';
import { loadTenants } from '../src/server/tenants/load-tenants';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: { tenant: { type: 'string' }, accounts: { type: 'string' }, seed: { type: 'string' }, chunk: { type: 'string' } },
});
const env = readEnv();
const tenants = loadTenants(resolve(root, 'tenants'), resolve(root, 'schemas'), env.DEFAULT_TENANT);
const tenant = tenants.all().find((t) => t.id === (values.tenant ?? env.DEFAULT_TENANT));
if (!tenant) {
  console.error(`Unknown tenant "${values.tenant}". Tenants: ${tenants.all().map((t) => t.id).join(', ')}`);
  process.exit(1);
}
const positive = (name: string, value: string | undefined, fallback: number): number => {
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number, got "${value}"`);
    process.exit(1);
  }
  return n;
};
const accounts = positive('accounts', values.accounts, tenant.config.seed?.accounts ?? 60);
const randomSeed = positive('seed', values.seed, tenant.config.seed?.random_seed ?? 1);
const chunk = Math.max(1, positive('chunk', values.chunk, 500));

const database = await openDatabase(databaseConfigOf(env));
console.log(`Seeding ${accounts} accounts into tenant ${tenant.id} (${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${resolve(env.DATA_DIR)}`}, seed ${randomSeed})`);
try {
  await registerTenants(database, tenants.all());
  const result = await reseedTenant(database, tenant, { accounts, randomSeed, chunk, log: (line) => console.log(line) });
  console.log(JSON.stringify(result, null, 2));
} finally {
  await database.close();
}
