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
import { fetchDocumentFiles, type DocumentFetchOptions, type DocumentFileRef } from './fetch-document-files';
import { processBatch, readBatch, type BatchJob, type ReadBatch } from './process-batch';
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
  /** How documents' file_url are fetched after each batch; without it they are kept unfetched (the seed names none). */
  documentFiles?: DocumentFetchOptions;
}

export const DEFAULT_BATCH_ROWS = 5000;
/** A batch's rows may be large: a batch ends early past this many bytes, so memory stays flat. */
const BATCH_BYTES = 8 * 1024 * 1024;
export const DEFAULT_LEASE_MS = 60_000;
/** Rows read between two turns of the event loop while a batch commits. */
const YIELD_ROWS = 100;

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

  const commit = async (batch: ReadBatch, end: number, lastLine: number) => {
    const expected = job.byteOffset;
    let files: DocumentFileRef[] = [];
    job = await database.withTenant(job.tenantId, async (db) => {
      const now = options.now();
      const outcome = await processBatch(db, batchJob(), batch, now);
      files = outcome.files;
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
    // After the commit: the documents exist, and no transaction waits on the supplier's server.
    // A run killed here leaves these unfetched; sending the file again fetches them.
    if (files.length && options.documentFiles) {
      await fetchDocumentFiles(database, { tenantId: job.tenantId, jobId: job.id, now: options.now, leaseMs }, files, options.documentFiles);
      [job] = await database.withTenant(job.tenantId, (db) => db.select().from(importJobs).where(eq(importJobs.id, job.id)));
    }
    options.onProgress?.(job);
  };

  // One batch may commit while the next is read and checked: parsing and the schema run while the
  // database writes. Commits stay one at a time and in order (each expects the offset the last left),
  // and no more than one batch waits, so memory stays flat.
  let committing: Promise<void> | undefined;
  const settle = async () => {
    const pending = committing;
    committing = undefined;
    await pending;
  };
  const send = async (rows: RawRow[], end: number, lastLine: number) => {
    const batch = readBatch(batchJob(), rows);
    await settle();
    committing = commit(batch, end, lastLine);
    // Awaited by the next send or at the end; until then a failure must not count as unhandled.
    committing.catch(() => undefined);
  };

  try {
    const start = job.byteOffset;
    const rows = job.format === 'csv' ? csvRows(open(start), start, job.lineReached) : ndjsonRows(open(start), start, job.lineReached + 1);
    let batch: RawRow[] = [];
    let batchBytes = 0;
    let end = start;
    let lastLine = job.lineReached;
    let sinceYield = 0;
    for await (const row of rows) {
      if (row.fatal) {
        // The rows read before it go in, as the message says; then the job stops here.
        await settle();
        if (batch.length || end !== job.byteOffset) await commit(readBatch(batchJob(), batch), end, lastLine);
        return await fail(database, job, row.fatal, options.now());
      }
      // Rows of a chunk come without a pause: let the committing batch's answers in now and then,
      // or each of its statements would wait for the whole chunk to be parsed.
      if (committing && ++sinceYield >= YIELD_ROWS) {
        sinceYield = 0;
        await new Promise((resolve) => setImmediate(resolve));
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
        await send(batch, end, lastLine);
        batch = [];
        batchBytes = 0;
      }
    }
    if (batch.length) await send(batch, end, lastLine);
    await settle();
    // A file's last bytes may hold no row (a header alone, blank lines): the offset still moves to its end.
    if (end !== job.byteOffset) await commit(readBatch(batchJob(), []), end, lastLine);
    const [done] = await database.withTenant(job.tenantId, (db) =>
      db
        .update(importJobs)
        .set({ status: 'succeeded', finishedAt: options.now(), leaseUntil: null, header: header ? JSON.stringify(header) : null })
        .where(and(eq(importJobs.id, job.id), eq(importJobs.status, 'running')))
        .returning(),
    );
    return done ?? job;
  } catch (error) {
    // A batch still committing finishes (or fails) before the job is marked: never two writers at once.
    await settle().catch(() => undefined);
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
