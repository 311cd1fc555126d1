/**
 * Builds the real app for API tests against a real database: in-memory PGlite, or — in the
 * api-postgres project — a fresh database on TEST_DATABASE_URL's server, dropped afterwards.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../src/server/app';
import { openDatabase } from '../../../src/server/db/connect';
import type { Database } from '../../../src/server/db/database';
import { demoLogins, seedTenants } from '../../../src/server/seed/seed-tenant';
import type { AppOptions } from '../../../src/server/app';
import type { ServiceOverrides } from '../../../src/server/services';
import { loadTenants, type LoadedTenant, type TenantRegistry } from '../../../src/server/tenants/load-tenants';
import { offlineBotCheck } from '../../../src/server/bot-check/offline';
import { clearRegisteredCaches } from '../../../src/server/caches';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  tenants: TenantRegistry;
  /** PostgreSQL only: the test database, as its owner (DATABASE_URL). */
  postgresUrl?: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * PostgreSQL only (PGlite has one session): requests log in as a role made for this app —
   * DATABASE_APP_URL, a member of portal_app that owns nothing — dropped on close.
   */
  appLogin?: boolean;
  /** The tenant folders to serve, when a test needs to change them (extra roles…); else the repository's. */
  tenants?: TenantRegistry;
  /** The mail worker's retries and lease; it never polls in tests: they drain it (app.mailOutbox.drain()). */
  mailOutbox?: AppOptions['mailOutbox'];
  /** Uploaded imports' cap and batch size; the worker never polls in tests: they drain it (app.importWorker.drain()). */
  imports?: AppOptions['imports'];
  /** The webhook dispatcher's options; it never polls in tests: they drain it (app.webhooks.drain()). */
  webhooks?: AppOptions['webhooks'];
}

export const DEMO_PASSWORD = 'Portal-demo-2026';

export function loadRepoTenants(): TenantRegistry {
  return loadTenants(`${root}/tenants`, `${root}/schemas`, 'demo');
}

/** The run's migrated and seeded database (support/database-template.ts), when this project made one. */
const template = () => (inject('databaseTemplate') as { pglite?: string; postgres?: string } | undefined) ?? {};

/** A fresh PostgreSQL database; `fromTemplate` copies the run's migrated and seeded one (CREATE DATABASE … TEMPLATE). */
export async function createPostgresDatabase(fromTemplate = false): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const source = fromTemplate ? template().postgres : undefined;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(source ? `CREATE DATABASE ${name} TEMPLATE ${source}` : `CREATE DATABASE ${name}`);
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

/** A login that owns nothing and may act as portal_app, which the migrations create: they run first. */
async function createAppLogin(databaseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  await (await openDatabase({ databaseUrl })).close();
  const login = `portal_test_app_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE ROLE ${login} LOGIN IN ROLE portal_app`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.username = login;
  return {
    url: url.toString(),
    // After the test database is dropped: through the server's own database.
    drop: async () => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP ROLE IF EXISTS ${login}`);
      await client.end();
    },
  };
}

/** What seeding a tenant depends on: its registration, its seed description and settings, and its demo logins. */
const seedPrint = (tenant: LoadedTenant) => JSON.stringify([tenant.id, tenant.config.name, tenant.config.seed, tenant.config.settings, demoLogins(tenant)]);
let repoSeedPrints: string | undefined;

/** Whether these tenant folders would be seeded exactly as the repository's: then the run's copy is theirs. */
function seedsAsRepo(tenants: TenantRegistry): boolean {
  repoSeedPrints ??= loadRepoTenants().all().map(seedPrint).join('\n');
  return tenants.all().map(seedPrint).join('\n') === repoSeedPrints;
}

let pgliteDump: Blob | undefined;
/** The run's seeded PGlite database as a dump, read once per test file. */
function pgliteTemplate(): Blob | undefined {
  const file = template().pglite;
  return file ? (pgliteDump ??= new Blob([readFileSync(file)])) : undefined;
}

/**
 * Fills an empty data directory with the run's migrated and seeded PGlite database: what a server
 * started on it would write there first (the migrations and the seed, each commit flushed to
 * disk, seconds of CPU and many more of fsync), which it then finds done. False when this project
 * made no template (the directory stays empty and the server does it all).
 */
export function seedDataDir(dir: string): boolean {
  const file = template().pglite;
  if (!file) return false;
  // The dump's paths start with '/' (PGlite's PGDATA); tar strips it and says so on stderr.
  execFileSync('tar', ['-xf', file, '-C', dir], { stdio: 'ignore' });
  return true;
}

export async function createTestApp(services: ServiceOverrides = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const tenants = options.tenants ?? loadRepoTenants();
  // The run's seeded copy serves any folders seeded as the repository's are (the golden table's
  // adds roles only); other folders are migrated and seeded here.
  const copy = seedsAsRepo(tenants);
  // Test files share one module graph (vite.config.ts): what an earlier file's app cached of a
  // tenant (a form version it published, its compiled checks) is gone, as in a newly started process.
  for (const tenant of tenants.all()) clearRegisteredCaches(tenant.id);
  const postgres = process.env.TEST_DB === 'postgres' ? await createPostgresDatabase(copy) : undefined;
  const appLogin = postgres && options.appLogin ? await createAppLogin(postgres.url) : undefined;
  const restore = copy ? pgliteTemplate() : undefined;
  const database = await openDatabase(postgres ? { databaseUrl: postgres.url, appDatabaseUrl: appLogin?.url } : { dataDir: null, restore });
  await seedTenants(database, tenants.all());
  // The test is the scraper on this machine that reads /metrics.
  // No test reaches a real bot-check provider: the offline one, unless the test brings its own.
  const app = await buildApp({ database, tenants, services: { botCheck: offlineBotCheck, ...services }, metricsLoopback: true, mailOutbox: { ...options.mailOutbox, pollMs: 0 }, imports: { ...options.imports, pollMs: 0 }, webhooks: { ...options.webhooks, pollMs: 0 } });
  return {
    app,
    database,
    tenants,
    postgresUrl: postgres?.url,
    close: async () => {
      await app.close();
      await database.close();
      await postgres?.drop();
      await appLogin?.drop();
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
