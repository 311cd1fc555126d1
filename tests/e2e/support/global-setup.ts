import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { findChromium, printMissingChromiumBanner } from './chromium-path';
import { startServer } from './start-server';
import './context';

/**
 * Builds the client into dist/client, starts the real server on a free port with a fresh
 * embedded database, and hands the port to the tests. Without Chromium nothing starts and
 * the browser tests report as skipped, after a loud banner.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    printMissingChromiumBanner();
    project.provide('e2e', { port: 0, chromiumPath: '' });
    return undefined;
  }

  await buildClient();
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  const server = await startServer({ DATA_DIR: dataDir });
  project.provide('e2e', { port: server.port, chromiumPath });

  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}

async function buildClient(): Promise<void> {
  // Vitest runs with NODE_ENV=test, which would give the bundle React's development build.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ mode: 'production', logLevel: 'warn', build: { outDir: 'dist/client', emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = previous;
  }
}
