/**
 * Global setup of the API test projects: migrates and seeds one database per run — a PGlite dump
 * file, or a PostgreSQL template database — that `createTestApp` then copies for each test file
 * instead of migrating and seeding its own. Every file still gets a database of its own, in the
 * state a fresh start would leave it (the same migrations and seed, run once, through the same code).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../src/server/db/connect';
import { seedTenants } from '../../../src/server/seed/seed-tenant';
import { loadTenants } from '../../../src/server/tenants/load-tenants';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded database to copy: a PGlite dump file, or a PostgreSQL template database's name. */
    databaseTemplate: { pglite?: string; postgres?: string };
  }
}

const root = fileURLToPath(new URL('../../..', import.meta.url));
const repoTenants = () => loadTenants(`${root}/tenants`, `${root}/schemas`, 'demo');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  return project.config.env?.TEST_DB === 'postgres' ? postgresTemplate(project) : pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const database = await openDatabase({ dataDir: null });
  await seedTenants(database, repoTenants().all());
  // drizzle's PGlite driver keeps the client it was made with.
  const client = (database.owner as unknown as { $client: PGlite }).$client;
  // Every test file loads the dump: a checkpoint with WAL recycling off deletes the segment the
  // migrations and seed filled (16 MB of 66) rather than keeping it for reuse. No row, statistic
  // or setting of the copies changes (the SET is this session's).
  await client.exec('SET wal_recycle = off; CHECKPOINT;');
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = join(root, '.test-data');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `pglite-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { pglite: file });
  return async () => rmSync(file, { force: true });
}

async function postgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await seedTenants(database, repoTenants().all());
  // A template must have no connections while it is copied.
  await database.close();
  project.provide('databaseTemplate', { postgres: name });
  return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
