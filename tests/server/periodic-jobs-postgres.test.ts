/** Periodic jobs with several API processes on one PostgreSQL (PGlite is one process). */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPeriodicJobs, type JobRun } from '../../src/server/jobs/periodic-jobs';
import { purgeExpired } from '../../src/server/jobs/purge-expired';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outcomeOf = (runs: JobRun[], job: string) => runs.find((r) => r.job === job)?.outcome;
const jobsNow = () => startPeriodicJobs(t.database, purgeExpired(12 * 60 * 60 * 1000), { now: () => new Date(), tenantIds: () => ['demo'], onError: () => undefined, timers: false });

describe('several API processes', () => {
  it('skip a job for a tenant while another process holds its lock', async () => {
    const other = new pg.Client({ connectionString: t.postgresUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query(`select pg_advisory_xact_lock(hashtext('job:purge-sessions:demo'))`);
      const jobs = jobsNow();
      const runs = await jobs.runAll();
      await jobs.stop();
      expect(outcomeOf(runs, 'purge-sessions')).toBe('skipped');
      expect(outcomeOf(runs, 'purge-rate-limits')).not.toBe('skipped');
    } finally {
      await other.query('rollback');
      await other.end();
    }
  });
});
