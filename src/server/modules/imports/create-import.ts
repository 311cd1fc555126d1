import { and, eq } from 'drizzle-orm';
import { importJobs } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import { tenantHandler } from '../../openapi/operation-types';
import { importNotFound, jobOf } from './job-view';
import { problemMessages } from '../../../engine/messages/problems';

/**
 * POST /imports: the file was stored by the upload hook (imports/upload.ts) before this
 * transaction opened; accepted now, it is queued for the worker here, so a request the pipeline
 * refused first (rate limit, validation) never runs its file. This answers the job.
 */
export const createImport = tenantHandler<'createImport'>(async ({ db, request }) => {
  if (!request.importUpload) {
    throw new HttpProblem(415, 'UNSUPPORTED_MEDIA_TYPE', problemMessages.importBody);
  }
  const [queued] = await db
    .update(importJobs)
    .set({ status: 'queued' })
    .where(and(eq(importJobs.id, request.importUpload.jobId), eq(importJobs.status, 'uploading')))
    .returning({ id: importJobs.id });
  if (!queued) throw importNotFound();
  return jobOf(db, queued.id);
});
