import { HttpProblem } from '../../http/problem';
import { tenantHandler } from '../../openapi/operation-types';
import { jobOf } from './job-view';

/**
 * POST /imports: the file was stored by the upload hook (imports/upload.ts) before this
 * transaction opened and is queued for the worker; this answers the job.
 */
export const createImport = tenantHandler<'createImport'>(async ({ db, request }) => {
  if (!request.importUpload) {
    throw new HttpProblem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as the request body, as application/x-ndjson or text/csv.');
  }
  return jobOf(db, request.importUpload.jobId);
});
