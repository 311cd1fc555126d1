/**
 * Builds the real app for API tests against a real database: in-memory PGlite, or — in the
 * api-postgres project — a fresh database on TEST_DATABASE_URL's server, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../src/server/app';
import { openDatabase } from '../../../src/server/db/connect';
import type { Database } from '../../../src/server/db/database';
import { seedTenants } from '../../../src/server/seed/seed-tenant';
import type { Services } from '../../../src/server/services';
import { loadTenants, type TenantRegistry } from '../../../src/server/tenants/load-tenants';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  tenants: TenantRegistry;
  close(): Promise<void>;
}

export const DEMO_PASSWORD = 'Portal-demo-2026';

export function loadRepoTenants(): TenantRegistry {
  return loadTenants(`${root}/tenants`, `${root}/schemas`, 'demo');
}

async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestApp(services: Partial<Services> = {}): Promise<TestApp> {
  const tenants = loadRepoTenants();
  const postgres = process.env.TEST_DB === 'postgres' ? await createPostgresDatabase() : undefined;
  const database = await openDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir: null });
  await seedTenants(database, tenants.all());
  const app = await buildApp({ database, tenants, services });
  return {
    app,
    database,
    tenants,
    close: async () => {
      await app.close();
      await database.close();
      await postgres?.drop();
    },
  };
}

export async function loginAs(app: FastifyInstance, tenant: string, email: string, password = DEMO_PASSWORD) {
  const response = await app.inject({ method: 'POST', url: `/api/${tenant}/login`, payload: { user_id: email, password, app_id: '', app_url: '' } });
  return { response, body: response.json() as { user_key: string; role: string; account_ids: string[]; user_id: number } };
}

/** The demo tenant's customer (with their linked accounts) and staff member, signed in: most account tests start here. */
export async function signInDemoCustomerAndStaff(app: FastifyInstance) {
  const customer = (await loginAs(app, 'demo', 'customer@demo.test')).body;
  const staffKey = (await loginAs(app, 'demo', 'staff@demo.test')).body.user_key;
  return { customer, customerKey: customer.user_key, staffKey };
}

/** A test app whose clock the test moves; `now` is what handlers see. */
export interface SteppedClockApp extends Pick<TestApp, 'app' | 'database' | 'tenants'> {
  now(): Date;
  advance(ms: number): void;
}

/**
 * Builds the app once per file with a clock the tests move: each test starts two hours after the
 * previous one, so no throttling window carries over; mailed links point at https://<tenant>.portal.test.
 */
export function appWithSteppedClock(): SteppedClockApp {
  let clock = new Date();
  let built: TestApp;
  beforeAll(async () => {
    built = await createTestApp({ now: () => clock, publicBaseUrl: (tenant) => `https://${tenant.id}.portal.test` });
  });
  afterAll(() => built.close());
  beforeEach(() => {
    clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000);
  });
  return {
    get app() {
      return built.app;
    },
    get database() {
      return built.database;
    },
    get tenants() {
      return built.tenants;
    },
    now: () => clock,
    advance: (ms) => {
      clock = new Date(clock.getTime() + ms);
    },
  };
}
