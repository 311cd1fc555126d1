/**
 * Runs an import job from where its last committed batch ended. Each batch is written in one
 * transaction together with the job's progress (counts, byte offset, line) and its refusals, and
 * that progress is only written if the offset is still the one this run started the batch from:
 * a run killed at any point leaves exactly the committed batches, and two runs of one job never
 * both write a batch. Run again, the job resumes after the last batch that committed.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { importJobs } from '../db/schema';
import { csvFieldsOf } from './csv-fields';
import { unknownColumns } from './csv-record';
import { isImportKind } from './kinds';
import { processBatch, type BatchJob } from './process-batch';
import { csvRows, ndjsonRows, type RawRow } from './read-rows';

export type ImportJob = typeof importJobs.$inferSelect;

/** Where the file's bytes come from: the disk (CLI) or the uploaded chunks (API). */
export type OpenBytes = (start: number) => AsyncIterable<Buffer>;

export interface RunOptions {
  now(): Date;
  /** Rows per batch (and per transaction). */
  batchRows?: number;
  /** How long a claim holds the job without progress (ms). */
  leaseMs?: number;
  /** Called after each committed batch with the job as stored. */
  onProgress?(job: ImportJob): void;
}

export const DEFAULT_BATCH_ROWS = 2000;
/** A batch's rows may be large: a batch ends early past this many bytes, so memory stays flat. */
const BATCH_BYTES = 8 * 1024 * 1024;
export const DEFAULT_LEASE_MS = 60_000;

class LostJob extends Error {}

async function fail(database: Database, job: ImportJob, error: string, now: Date): Promise<ImportJob> {
  const [failed] = await database.withTenant(job.tenantId, (db) =>
    db.update(importJobs).set({ status: 'failed', error: error.slice(0, 2000), finishedAt: now, leaseUntil: null }).where(eq(importJobs.id, job.id)).returning(),
  );
  return failed;
}

export async function runJob(database: Database, claimed: ImportJob, open: OpenBytes, options: RunOptions): Promise<ImportJob> {
  let job = claimed;
  const batchRows = options.batchRows ?? DEFAULT_BATCH_ROWS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  if (job.format === 'csv' && !isImportKind(job.kind)) return fail(database, job, 'A CSV file holds one record kind: name it (kind) or name the file after it (transactions.csv).', options.now());
  let header: string[] | null = job.header ? (JSON.parse(job.header) as string[]) : null;
  const batchJob = (): BatchJob => ({ id: job.id, tenantId: job.tenantId, format: job.format, kind: isImportKind(job.kind) ? job.kind : null, header });

  const commit = async (rows: RawRow[], end: number, lastLine: number) => {
    const expected = job.byteOffset;
    job = await database.withTenant(job.tenantId, async (db) => {
      const now = options.now();
      const outcome = await processBatch(db, batchJob(), rows, now);
      const [stored] = await db
        .update(importJobs)
        .set({
          rowsRead: sql`${importJobs.rowsRead} + ${outcome.read}`,
          rowsApplied: sql`${importJobs.rowsApplied} + ${outcome.applied}`,
          rowsUnchanged: sql`${importJobs.rowsUnchanged} + ${outcome.unchanged}`,
          rowsRefused: sql`${importJobs.rowsRefused} + ${outcome.refused}`,
          byteOffset: end,
          lineReached: lastLine,
          header: header ? JSON.stringify(header) : null,
          leaseUntil: new Date(now.getTime() + leaseMs),
        })
        .where(and(eq(importJobs.id, job.id), eq(importJobs.byteOffset, expected), eq(importJobs.status, 'running')))
        .returning();
      // Another run took the job over and moved on: this batch is rolled back, never written twice.
      if (!stored) throw new LostJob();
      return stored;
    });
    options.onProgress?.(job);
  };

  try {
    const start = job.byteOffset;
    const rows = job.format === 'csv' ? csvRows(open(start), start, job.lineReached) : ndjsonRows(open(start), start, job.lineReached + 1);
    let batch: RawRow[] = [];
    let batchBytes = 0;
    let end = start;
    let lastLine = job.lineReached;
    for await (const row of rows) {
      if (row.fatal) {
        // The rows read before it go in, as the message says; then the job stops here.
        if (batch.length || end !== job.byteOffset) await commit(batch, end, lastLine);
        return await fail(database, job, row.fatal, options.now());
      }
      if (job.format === 'csv' && !header) {
        header = (row.cells ?? []).map((name) => name.trim());
        const unknown = unknownColumns(header, csvFieldsOf(batchJob().kind!));
        if (unknown.length) return await fail(database, job, `The header names fields a ${job.kind} record does not have: ${unknown.slice(0, 20).join(', ')}.`, options.now());
        end = row.end;
        lastLine = row.lastLine ?? lastLine;
        continue;
      }
      batch.push(row);
      if (row.end >= 0) {
        batchBytes += row.end - end;
        end = row.end;
      }
      lastLine = Math.max(lastLine, row.lastLine ?? row.line);
      if (batch.length >= batchRows || batchBytes >= BATCH_BYTES) {
        await commit(batch, end, lastLine);
        batch = [];
        batchBytes = 0;
      }
    }
    if (batch.length || end !== job.byteOffset) await commit(batch, end, lastLine);
    const [done] = await database.withTenant(job.tenantId, (db) =>
      db
        .update(importJobs)
        .set({ status: 'succeeded', finishedAt: options.now(), leaseUntil: null, header: header ? JSON.stringify(header) : null })
        .where(and(eq(importJobs.id, job.id), eq(importJobs.status, 'running')))
        .returning(),
    );
    return done ?? job;
  } catch (error) {
    if (error instanceof LostJob) return job;
    return fail(database, job, `The import stopped: ${error instanceof Error ? error.message : String(error)}`, options.now());
  }
}

/**
 * Claims a job for this run: a queued one, or a running one whose lease ran out (its run died).
 * `force` takes a running job over at once (the CLI resuming its own file after a kill).
 */
export async function claimJob(database: Database, tenantId: string, jobId: number, now: Date, options: { leaseMs?: number; force?: boolean } = {}): Promise<ImportJob | undefined> {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  return database.withTenant(tenantId, async (db) => {
    const claimable = options.force
      ? sql`${importJobs.status} in ('queued', 'running')`
      : sql`(${importJobs.status} = 'queued' or (${importJobs.status} = 'running' and (${importJobs.leaseUntil} is null or ${importJobs.leaseUntil} < ${now.toISOString()}::timestamptz)))`;
    const [claimed] = await db
      .update(importJobs)
      .set({ status: 'running', startedAt: sql`coalesce(${importJobs.startedAt}, ${now.toISOString()}::timestamptz)`, leaseUntil: new Date(now.getTime() + leaseMs) })
      .where(and(eq(importJobs.id, jobId), claimable))
      .returning();
    return claimed;
  });
}
