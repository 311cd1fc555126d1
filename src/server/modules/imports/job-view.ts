import { eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/generated/tenant-api';
import type { Db } from '../../db/database';
import { importJobs } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import { isImportKind } from '../../imports/kinds';
import type { ImportJob } from '../../imports/run-job';

export const jobView = (job: ImportJob): components['schemas']['ImportJob'] => ({
  job_id: job.id,
  source: job.source,
  format: job.format,
  kind: isImportKind(job.kind) ? job.kind : null,
  file_name: job.fileName,
  size: job.size,
  sha256: job.sha256,
  status: job.status,
  rows_read: job.rowsRead,
  rows_applied: job.rowsApplied,
  rows_unchanged: job.rowsUnchanged,
  rows_refused: job.rowsRefused,
  files_fetched: job.filesFetched,
  files_failed: job.filesFailed,
  byte_offset: job.byteOffset,
  line_reached: job.lineReached,
  error: job.error,
  user_id: job.userId,
  api_key_id: job.apiKeyId,
  created_at: job.createdAt.toISOString(),
  started_at: job.startedAt?.toISOString() ?? null,
  finished_at: job.finishedAt?.toISOString() ?? null,
});

export const importNotFound = () => new HttpProblem(404, 'IMPORT_NOT_FOUND', 'No import job has this id.');

/** The tenant's job (RLS keeps another tenant's out of reach), or 404. */
export async function jobOf(db: Db, jobId: number): Promise<ImportJob> {
  const [job] = await db.select().from(importJobs).where(eq(importJobs.id, jobId));
  if (!job) throw importNotFound();
  return job;
}
