import { desc, eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/generated/tenant-api';
import type { Db } from '../../db/database';
import { apiKeys, importJobs, users } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import { isImportKind } from '../../imports/kinds';
import type { ImportJob } from '../../imports/run-job';
import { problemMessages } from '../../../engine/messages/problems';

export const jobView = (job: ImportJob, uploadedBy: string | null): components['schemas']['ImportJob'] => ({
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
  uploaded_by: uploadedBy,
  created_at: job.createdAt.toISOString(),
  started_at: job.startedAt?.toISOString() ?? null,
  finished_at: job.finishedAt?.toISOString() ?? null,
});

export const importNotFound = () => new HttpProblem(404, 'IMPORT_NOT_FOUND', problemMessages.notFoundImport);

/** The tenant's jobs (RLS keeps another tenant's out of reach), newest first, with who uploaded each: the Admin's email or the key's name. */
export function jobsWithUploader(db: Db) {
  return db
    .select({ job: importJobs, email: users.email, keyName: apiKeys.name })
    .from(importJobs)
    .leftJoin(users, eq(users.id, importJobs.userId))
    .leftJoin(apiKeys, eq(apiKeys.id, importJobs.apiKeyId))
    .orderBy(desc(importJobs.id));
}

/** The tenant's job, or 404. */
export async function jobOf(db: Db, jobId: number): Promise<components['schemas']['ImportJob']> {
  const [row] = await jobsWithUploader(db).where(eq(importJobs.id, jobId));
  if (!row) throw importNotFound();
  return jobView(row.job, row.email ?? row.keyName);
}
