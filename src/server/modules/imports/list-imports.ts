import { count } from 'drizzle-orm';
import { importJobs } from '../../db/schema';
import { pageOf } from '../../http/paging';
import { tenantHandler } from '../../openapi/operation-types';
import { jobOf, jobsWithUploader, jobView } from './job-view';

/** GET /imports: the tenant's jobs, newest first. */
export const listImports = tenantHandler<'listImports'>(async ({ db, query }) => {
  const page = query.page ?? 0;
  const size = query.size ?? 10;
  const [{ total }] = await db.select({ total: count() }).from(importJobs);
  const rows = await jobsWithUploader(db)
    .limit(size)
    .offset(page * size);
  return pageOf(
    rows.map((row) => jobView(row.job, row.email ?? row.keyName)),
    total,
    page,
    size,
  );
});

/** GET /imports/{job_id}: one job and how far it got. */
export const getImport = tenantHandler<'getImport'>(async ({ db, params }) => jobOf(db, params.job_id));
