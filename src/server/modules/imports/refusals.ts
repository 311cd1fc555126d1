import { asc, count, eq } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/database';
import { importRefusals } from '../../db/schema';
import { pageOf } from '../../http/paging';
import { isImportKind } from '../../imports/kinds';
import { tenantHandler } from '../../openapi/operation-types';
import { neutraliseFormula } from '../../exports/csv';
import { jobOf } from './job-view';

/** Most lines of the CSV report: past it, the paged JSON list has them all. */
export const REFUSAL_REPORT_LIMIT = 100_000;

const refusalsOf = (db: Db, jobId: number) =>
  db.select().from(importRefusals).where(eq(importRefusals.jobId, jobId)).orderBy(asc(importRefusals.line), asc(importRefusals.id));

const refusalView = (r: typeof importRefusals.$inferSelect) => ({ line: r.line, path: r.path, message: r.message, kind: isImportKind(r.kind) ? r.kind : null, external_id: r.externalId });

/** GET /imports/{job_id}/refusals: the refused rows' problems in file order. */
export const listImportRefusals = tenantHandler<'listImportRefusals'>(async ({ db, params, query }) => {
  await jobOf(db, params.job_id);
  const page = query.page ?? 0;
  const size = query.size ?? 10;
  const [{ total }] = await db.select({ total: count() }).from(importRefusals).where(eq(importRefusals.jobId, params.job_id));
  const rows = await refusalsOf(db, params.job_id).limit(size).offset(page * size);
  return pageOf(rows.map(refusalView), total, page, size);
});

/** GET /imports/{job_id}/refusals.csv: the same as a file a spreadsheet opens (values that look like formulas defused). */
export const getImportRefusalsCsv = tenantHandler<'getImportRefusalsCsv'>(async ({ db, params }) => {
  const job = await jobOf(db, params.job_id);
  const rows = await refusalsOf(db, params.job_id).limit(REFUSAL_REPORT_LIMIT);
  return {
    file: async () => {
      const records = [['line', 'path', 'message', 'kind', 'external_id'], ...rows.map((r) => [String(r.line), neutraliseFormula(r.path), neutraliseFormula(r.message), r.kind ?? '', neutraliseFormula(r.externalId ?? '')])];
      return Buffer.from(stringify(records, { bom: true, record_delimiter: 'windows' }), 'utf8');
    },
    contentType: 'text/csv; charset=utf-8',
    filename: `import-${job.job_id}-refusals.csv`,
    disposition: 'attachment',
  };
});
