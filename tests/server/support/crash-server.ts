/**
 * An API process for crash tests (payment-crash*.test.ts): the real app on a real database
 * (DATA_DIR for PGlite on disk, or DATABASE_URL), listening on PORT. With CRASH_AFTER_CHARGE=1
 * its gateway kills the process (SIGKILL: no cleanup, no flush beyond what was committed) the
 * moment the gateway has charged — after the money moved, before the payment is recorded.
 * LEASE_MS shortens the Idempotency-Key lease so a retry may take over soon after.
 */
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { buildApp } from '../../../src/server/app';
import { openDatabase } from '../../../src/server/db/connect';
import { seedTenants } from '../../../src/server/seed/seed-tenant';
import { loadTenants } from '../../../src/server/tenants/load-tenants';
import { createSandboxGateway } from '../../../src/server/payments/gateway/sandbox-gateway';
import { createGateways, type PaymentGateway } from '../../../src/server/payments/gateway';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const env = process.env;

const tenants = loadTenants(resolve(root, 'tenants'), resolve(root, 'schemas'), 'demo');
const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR ?? '') });
await seedTenants(database, tenants.all());

const now = () => new Date();
const sandbox = createSandboxGateway(database, now);
const crashing: PaymentGateway = {
  ...sandbox,
  name: 'sandbox',
  async charge(...args) {
    const charged = await sandbox.charge(...args);
    process.kill(process.pid, 'SIGKILL');
    return charged;
  },
};
const gateways = env.CRASH_AFTER_CHARGE === '1' ? createGateways(database, now, { sandbox: crashing }) : createGateways(database, now);
const app = await buildApp({ database, tenants, services: { gateways, idempotencyLeaseMs: Number(env.LEASE_MS ?? 60_000) }, periodicJobs: false });
await app.listen({ port: Number(env.PORT), host: '127.0.0.1' });
console.log('ready');
