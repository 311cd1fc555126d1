import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database';

/** Work done on a timer for each tenant, by whichever API process gets to it first. */
export type PeriodicJob = LockedJob | OutsideJob;

export interface LockedJob {
  name: string;
  everyMs: number;
  /** Runs in the tenant's scoped transaction; answers how many rows it handled (for the log). */
  run(db: Db, now: Date): Promise<number>;
}

/**
 * A job that talks to the outside world (a payment gateway) between transactions of its own, so
 * no transaction waits on the network. It holds no lock: each of its writes must be conditional
 * (apply only what is still to do), so two processes running it at once do nothing twice.
 */
export interface OutsideJob {
  name: string;
  everyMs: number;
  outside(tenantId: string, now: Date): Promise<number>;
}

export interface JobRun {
  job: string;
  tenantId: string;
  /** Rows handled, or 'skipped' when another process held the job's lock for this tenant. */
  outcome: number | 'skipped';
}

export interface PeriodicJobs {
  /** Runs every job once for every tenant now (tests and the first tick use it). */
  runAll(): Promise<JobRun[]>;
  stop(): Promise<void>;
}

export interface PeriodicJobOptions {
  now(): Date;
  tenantIds(): readonly string[];
  onError(job: string, error: unknown): void;
  /** false: no timers, only runAll (tests). */
  timers: boolean;
}

/**
 * Starts the jobs' timers. Several API processes on one PostgreSQL each run the timers, but a job
 * runs for a tenant under a transaction-scoped advisory lock taken with try: while one process
 * works, the others skip rather than repeat the work or wait for it. Jobs must be idempotent
 * (a later tick of another process may find nothing left to do).
 */
export function startPeriodicJobs(database: Database, jobs: readonly PeriodicJob[], options: PeriodicJobOptions): PeriodicJobs {
  let running = Promise.resolve<unknown>(undefined);
  let stopped = false;

  const runJob = async (job: PeriodicJob): Promise<JobRun[]> => {
    const runs: JobRun[] = [];
    for (const tenantId of options.tenantIds()) {
      if ('outside' in job) {
        runs.push({ job: job.name, tenantId, outcome: await job.outside(tenantId, options.now()) });
        continue;
      }
      const outcome = await database.withTenant(tenantId, async (db) => {
        const locked = await db.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`job:${job.name}:${tenantId}`})) as locked`);
        if (!(locked as { rows: { locked: boolean }[] }).rows[0].locked) return 'skipped' as const;
        return job.run(db, options.now());
      });
      runs.push({ job: job.name, tenantId, outcome });
    }
    return runs;
  };
  // One job at a time per process: a slow run is never overlapped by its own next tick.
  const queued = <T>(work: () => Promise<T>): Promise<T> => {
    const next = running.then(work, work);
    running = next.catch(() => undefined);
    return next;
  };
  const tick = (job: PeriodicJob) => {
    if (stopped) return;
    void queued(() => runJob(job)).catch((error: unknown) => options.onError(job.name, error));
  };

  const timers = options.timers ? jobs.map((job) => setInterval(() => tick(job), job.everyMs).unref()) : [];
  return {
    runAll: () => queued(async () => (await Promise.all(jobs.map((job) => runJob(job)))).flat()),
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await running;
    },
  };
}
