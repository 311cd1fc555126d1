/**
 * Runs uploaded import jobs in the background of an API process: woken when an upload is queued,
 * and on a timer for jobs whose run died (their lease ran out) or that another process queued.
 * One job at a time per process; any number of processes may run, each claiming a job under a
 * lease, and a run that loses its job to another writes nothing more (run-job.ts).
 */
import { startRoundLoop } from '../jobs/round-loop';
import { and, asc, eq, or, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { importJobs } from '../db/schema';
import { chunkBytes, dropChunks } from './chunks';
import { claimJob, DEFAULT_LEASE_MS, runJob, type RunOptions } from './run-job';
import { precompileValidators } from './validate-record';

export interface ImportWorkerOptions {
  now(): Date;
  tenantIds(): string[];
  /** How often it looks for work besides kicks; 0: only when kicked or drained (tests). */
  pollMs: number;
  leaseMs?: number;
  batchRows?: RunOptions['batchRows'];
  documentFiles?: RunOptions['documentFiles'];
  /** Called once a job has finished, its batches committed: what follows an import (price alerts, issue 26). */
  afterJob?(tenantId: string): Promise<unknown>;
  onError(error: unknown): void;
}

export interface ImportWorker {
  kick(): void;
  /** Runs until no job is left to claim (tests). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

async function nextJobId(database: Database, tenantId: string, now: Date): Promise<number | undefined> {
  const [job] = await database.withTenant(tenantId, (db) =>
    db
      .select({ id: importJobs.id })
      .from(importJobs)
      .where(
        and(
          eq(importJobs.source, 'api'),
          or(eq(importJobs.status, 'queued'), and(eq(importJobs.status, 'running'), or(isNull(importJobs.leaseUntil), lt(importJobs.leaseUntil, sql`${now.toISOString()}::timestamptz`)))),
        ),
      )
      .orderBy(asc(importJobs.id))
      .limit(1),
  );
  return job?.id;
}

export function startImportWorker(database: Database, options: ImportWorkerOptions): ImportWorker {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  return startRoundLoop(async (loop) => {
    precompileValidators();
    for (const tenantId of options.tenantIds()) {
      while (!loop.stopped()) {
        const id = await nextJobId(database, tenantId, options.now());
        if (id === undefined) break;
        const claimed = await claimJob(database, tenantId, id, options.now(), { leaseMs });
        if (!claimed) continue;
        const done = await runJob(database, claimed, chunkBytes(database, tenantId, id), { now: options.now, leaseMs, batchRows: options.batchRows, documentFiles: options.documentFiles });
        if (done.status === 'succeeded' || done.status === 'failed') {
          await dropChunks(database, tenantId, id);
          // What the job's committed batches changed is checked whichever way it ended; a failing check is logged, the next job goes on.
          await options.afterJob?.(tenantId).catch(options.onError);
        }
      }
    }
  }, options);
}
