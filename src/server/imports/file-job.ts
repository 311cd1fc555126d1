/**
 * An import of a file on this machine's disk (the CLI, the demo seed): the job is found by the
 * file's SHA-256 when an earlier run of it did not finish, so running again resumes it.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { importJobs } from '../db/schema';
import { kindOfFileName, type ImportKind } from './kinds';
import { claimJob, runJob, type ImportJob, type RunOptions } from './run-job';
import type { ImportFormat } from '../../../schemas/generated/enums';

export type { ImportFormat };

export const formatOfFileName = (name: string): ImportFormat | undefined => (/\.csv$/i.test(name) ? 'csv' : /\.(ndjson|jsonl)$/i.test(name) ? 'ndjson' : undefined);

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export const fileBytes = (path: string) => (start: number) => createReadStream(path, { start, highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>;

export interface FileImport {
  tenantId: string;
  path: string;
  format?: ImportFormat;
  kind?: ImportKind;
  source: 'cli' | 'seed';
}

/** The unfinished job of the same file, or a new one. */
export async function jobForFile(database: Database, file: FileImport): Promise<{ job: ImportJob; resumed: boolean }> {
  const format = file.format ?? formatOfFileName(file.path) ?? 'ndjson';
  const kind = file.kind ?? (format === 'csv' ? kindOfFileName(file.path) : undefined) ?? null;
  const [sha256, { size }] = await Promise.all([sha256OfFile(file.path), stat(file.path)]);
  return database.withTenant(file.tenantId, async (db) => {
    const [unfinished] = await db
      .select()
      .from(importJobs)
      .where(and(eq(importJobs.sha256, sha256), eq(importJobs.source, file.source), eq(importJobs.format, format), inArray(importJobs.status, ['queued', 'running'])))
      .orderBy(desc(importJobs.id))
      .limit(1);
    if (unfinished && unfinished.kind === kind) return { job: unfinished, resumed: true };
    const [job] = await db
      .insert(importJobs)
      .values({ tenantId: file.tenantId, source: file.source, format, kind, fileName: basename(file.path), size, sha256, status: 'queued' })
      .returning();
    return { job, resumed: false };
  });
}

/** Imports a file (resuming an unfinished run of it) and answers the finished job. */
export async function importFile(database: Database, file: FileImport, options: RunOptions & { onStart?(job: ImportJob, resumed: boolean): void }): Promise<ImportJob> {
  const { job, resumed } = await jobForFile(database, file);
  options.onStart?.(job, resumed);
  // This process is the file's only runner: a run killed mid-way is taken over at once, not after its lease.
  const claimed = await claimJob(database, file.tenantId, job.id, options.now(), { force: true, leaseMs: options.leaseMs });
  if (!claimed) return job;
  return runJob(database, claimed, fileBytes(file.path), options);
}
