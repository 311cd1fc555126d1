import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium, printMissingChromiumBanner } from './chromium-path';
import { startServer } from './start-server';
import './context';
import { openDatabase } from '../../../src/server/db/connect';
import { buildClient as buildBoth } from '../../../scripts/lib/build-client';
import { SECRET_NEEDLES, secretsAtRest } from '../../server/support/secret-scan';

const DEMO_PASSWORD = 'Portal-demo-2026';

/**
 * Builds the client into dist/client (and the server's page renderer into dist/ssr), starts the real server on a free port with a fresh
 * embedded database, and hands the port to the tests. Without Chromium nothing starts and
 * the browser tests report as skipped, after a loud banner.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    printMissingChromiumBanner();
    project.provide('e2e', { port: 0, chromiumPath: '', adminKey: '' });
    return undefined;
  }

  await buildClient();
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  // Each browser context comes from its own address (X-Forwarded-For, see newPage), as real
  // customers do, so the per-address login throttle sees a crowd rather than one abuser.
  // Request logs on, so the check below reads what a production log would hold.
  // Seeding the demo tenants may take minutes on a loaded 2-core machine.
  // BOT_CHECK=offline: a tenant a test gives a bot-check site key is verified offline (the token "pass"), never by a real provider.
  const server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: '1', LOG_LEVEL: 'info', BOT_CHECK: 'offline' }, 240_000);
  const adminKey = await logInThroughApi(server.port, 'admin@demo.test');
  project.provide('e2e', { port: server.port, chromiumPath, adminKey });

  return async () => {
    await server.stop();
    try {
      await assertNoCardDataAtRest(dataDir, server.output());
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  };
}

/**
 * Issue 12's "after the whole suite": once every browser test has typed its cards and bank
 * accounts into the real server, neither its database (dumped, every text and JSON column) nor
 * its log holds a card number, CVV field or bank account number. A find fails the run.
 */
async function assertNoCardDataAtRest(dataDir: string, log: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    const found = [...(await secretsAtRest(database)), ...SECRET_NEEDLES.filter((needle) => log.includes(needle)).map((needle) => `the server log holds ${needle}`)];
    if (found.length) throw new Error(`Card or bank data at rest after the browser tests:\n${found.join('\n')}`);
  } finally {
    await database.close();
  }
}

/** One API session of a demo user for the whole run: tests prepare data with it without logging in again. */
async function logInThroughApi(port: number, user: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/demo/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.254.0.1' },
    body: JSON.stringify({ user_id: user, password: DEMO_PASSWORD, app_id: '', app_url: '' }),
  });
  if (!response.ok) throw new Error(`API login of ${user} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { user_key: string }).user_key;
}

/** The .br twins the test build writes: the server sends them alike, and the login budget measures the production ones (route-js.ts). */
const TEST_BROTLI_QUALITY = '5';

async function buildClient(): Promise<void> {
  // Vitest runs with NODE_ENV=test, which would give the bundle React's development build.
  const previous = { NODE_ENV: process.env.NODE_ENV, BROTLI_QUALITY: process.env.BROTLI_QUALITY };
  process.env.NODE_ENV = 'production';
  // Brotli at quality 11 was most of the build's CPU time (scripts/lib/precompress.ts).
  process.env.BROTLI_QUALITY = TEST_BROTLI_QUALITY;
  try {
    await buildBoth({ mode: 'production', logLevel: 'warn', build: { outDir: 'dist/client', emptyOutDir: true } });
  } finally {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
