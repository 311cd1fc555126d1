import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { entityDescriptionsLeftOut } from './scripts/lib/entity-descriptions.ts';
import { precompress } from './scripts/lib/precompress.ts';
import { routeChunks } from './scripts/lib/route-chunks.ts';

const chunks = routeChunks();

const apiPort = Number(process.env.PORT ?? 8080);
const postgres = process.env.TEST_DATABASE_URL;
/** Server tests that touch no database (or start their own PGlite server) run once, in the server project. */
const databaseIndependent = [
  'tests/server/process-lifecycle.test.ts',
  'tests/server/durable-pglite.test.ts',
  'tests/server/tenant-table.test.ts',
  'tests/server/spa.test.ts',
  'tests/server/page-assembly.test.ts',
  'tests/server/tenants.test.ts',
  'tests/server/operations.test.ts',
  'tests/server/generated.test.ts',
  'tests/server/openapi-bundle.test.ts',
  'tests/server/seed-ledger.test.ts',
  'tests/server/seed-cli.test.ts',
  'tests/server/form-validator-compile.test.ts',
  'tests/server/idempotency-hash.test.ts',
  'tests/server/imports/import-parsing.test.ts',
  // Pure server code (no database handle at all): address lookup and service area, audit
  // redaction, the field-encryption key, webhook URL rules and retry schedule.
  'tests/server/address-providers.test.ts',
  'tests/server/address-service-area.test.ts',
  'tests/server/audit-redact.test.ts',
  'tests/server/field-key.test.ts',
  'tests/server/webhook-url-rules.test.ts',
  // npm start's NODE_ENV around the client build, and npm test's lane reports: no database at all.
  'tests/server/start-node-env.test.ts',
  'tests/server/lane-reports.test.ts',
  'tests/server/failure-digest.test.ts',
  // The handler map's generator reads source files only; the build's route chunks, a module graph given.
  'tests/server/handler-map.test.ts',
  'tests/server/route-chunks.test.ts',
  // The request pipeline's stages, each on its own with fakes (the HTTP tests run them together).
  'tests/server/pipeline/*.test.ts',
  // Image and SVG checks on bytes, and a scan of the source tree: no database either.
  'tests/server/assets-checks.test.ts',
  'tests/server/one-submission-path.test.ts',
];
/**
 * Server tests that change what a module holds on purpose (tenantTable's registry, which every
 * database opened later checks; NODE_ENV): each in a module graph of its own.
 */
const changesModuleState = ['tests/server/tenant-table.test.ts', 'tests/server/start-node-env.test.ts'];
/**
 * API tests of the embedded database on disk whatever TEST_DB says: run in api-postgres they
 * would only repeat api-pglite's run (their PostgreSQL twins are *-postgres.test.ts).
 */
const pgliteOnDisk = ['tests/server/payment-crash.test.ts'];
/**
 * With PostgreSQL there (TEST_DATABASE_URL, as CI has it), every API test runs on it — the
 * production path — and only these run on PGlite as well: the tests of what an embedded database
 * could do differently from a server one, whose one session every request shares (row-level
 * security and the app role, prepared pages, job and outbox claims, events out, money taken exactly
 * once and a crash after it, hostile bytes, the seed, sessions). The paths `npm start`'s demo walks
 * (sign-in, records, payments, guest payment, sign-up, readings, imports, config documents) run
 * against a server on PGlite in the browser tests. Run in full on both, the API suite was the
 * biggest lane of a CI run by far (PGlite 1,860 s of test time in two workers, PostgreSQL 1,010 s);
 * without TEST_DATABASE_URL every API test runs on PGlite.
 */
const pgliteSample = [
  'tests/server/rls.test.ts',
  'tests/server/app-role.test.ts',
  'tests/server/records-prepared-page.test.ts',
  'tests/server/periodic-jobs.test.ts',
  'tests/server/event-feed.test.ts',
  'tests/server/mail.test.ts',
  'tests/server/integration-round-trip.test.ts',
  'tests/server/make-payment.test.ts',
  'tests/server/bad-input.test.ts',
  'tests/server/seed-tenant.test.ts',
  'tests/server/session.test.ts',
];
// A renamed or removed file would leave the sample without a word: say so instead (in a test run
// only: a build on a deployment without tests/ reads this file too).
if (process.env.VITEST) for (const file of pgliteSample) if (!existsSync(new URL(file, import.meta.url))) throw new Error(`vite.config.ts: pgliteSample names ${file}, which is not there`);

export default defineConfig({
  plugins: [react(), entityDescriptionsLeftOut(), precompress(), chunks.plugin],
  // The manifest maps source modules to chunks: the login route's size check walks it.
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Every browser the portal serves preloads modules itself: the polyfill only made the entry bigger.
    modulePreload: { polyfill: false },
    // The shell and the login route one chunk each, not a request per shared module (scripts/lib/route-chunks.ts).
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/tenant-files': `http://127.0.0.1:${apiPort}`,
    },
  },
  test: {
    server: { deps: { inline: ['@rjsf/primereact'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/engine/**/*.test.ts', 'tests/machines/**/*.test.ts', 'tests/renderers/**/*.test.ts'],
          environment: 'node',
          // One module graph for all unit files: engine, machines and renderers keep no state
          // between files (only caches of schemas), and importing React, PrimeReact and the engine
          // once instead of 54 times is most of this project's time (see the commit that set it).
          isolate: false,
          // A guard against a hang, not a speed check: beside the other lanes on two cores a test
          // that walks every message of every language took over vitest's default 5 s.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        // Server tests that need no seeded database run once, in one module graph as the unit
        // tests do (importing the server once, not per file: import 59 s -> 47 s, CPU -11% for
        // this project on a loaded machine), but for those that change what modules hold.
        test: {
          name: 'server',
          include: databaseIndependent,
          exclude: changesModuleState,
          env: { TEST_DB: 'pglite' },
          isolate: false,
          // Hang guards: these tests start processes and databases, and at a load of 15 (a full
          // run beside other work) the WAL and module checks took over 30 s.
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-isolated',
          include: changesModuleState,
          env: { TEST_DB: 'pglite' },
          testTimeout: 90_000,
        },
      },
      {
        extends: true,
        // *-postgres.test.ts files test what only PostgreSQL has (logins, a pool of sessions).
        test: {
          name: 'api-pglite',
          include: postgres ? [...pgliteSample, ...pgliteOnDisk] : ['tests/server/**/*.test.ts'],
          exclude: ['tests/server/**/*-postgres.test.ts', ...databaseIndependent],
          env: { TEST_DB: 'pglite' },
          // One module graph per worker, as in the unit project: importing the server, compiling
          // the OpenAPI document's schemas and PGlite's WASM once instead of per file. Each file
          // still gets its own database copy and app; createTestApp empties the tenant caches.
          isolate: false,
          // One migrated and seeded database per run, copied by each test file (support/database-template.ts).
          globalSetup: ['tests/server/support/database-template.ts'],
          testTimeout: 30_000,
          // A hang guard: a file's app and seeded database start in its beforeAll, which took over
          // 60 s on two cores while a browser build ran beside the full run.
          hookTimeout: 180_000,
        },
      },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-postgres',
                include: ['tests/server/**/*.test.ts'],
                exclude: [...databaseIndependent, ...pgliteOnDisk],
                env: { TEST_DB: 'postgres' },
                isolate: false,
                globalSetup: ['tests/server/support/database-template.ts'],
                testTimeout: 30_000,
                // A hang guard: a file's app and seeded database start in its beforeAll, which took over
                // 60 s on two cores while a browser build ran beside the full run.
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // One worker for every browser file, one after another (they share the server): its
          // imports (playwright, the support modules) are loaded once.
          isolate: false,
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          fileParallelism: false,
          // After the other projects when one vitest run has them all (its one worker differs from theirs).
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll's default second is less than a page takes to draw its first rows while
          // the other lanes hold both cores (CI failed once on exactly that); a poll still fails
          // when what it waits for never comes.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
