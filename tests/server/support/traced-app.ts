import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { createTestApp, type TestApp } from './test-app';

export interface TracedApp {
  /** The test database and tenants (for scanning tables). */
  t: TestApp;
  /** An app over them that logs every line at trace level into the given array. */
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * An app that logs everything, for tests that read what a production log would hold (no card
 * number, CVV, bank account number or SSN may appear in it).
 */
export async function createTracedApp(logLines: string[]): Promise<TracedApp> {
  const t = await createTestApp();
  const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => (logLines.push(chunk.toString()), done()) });
  const app = await buildApp({ database: t.database, tenants: t.tenants, periodicJobs: false, logger: { level: 'trace', stream: sink } });
  return {
    t,
    app,
    async close() {
      await app.close();
      await t.close();
    },
  };
}
