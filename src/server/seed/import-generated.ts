/**
 * Loads generated demo accounts through the supplier's import (one path for demo and real data):
 * the generator's records become NDJSON and run through the job runner as a `seed` job, inside the
 * caller's transaction — a seed is all or nothing, and a refused row is a bug in the generator,
 * so it stops the seed with the rows and reasons.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import { importJobs, importRefusals } from '../db/schema';
import { claimJob, runJob } from '../imports/run-job';

/** Batches as large as the seed's accounts allow: few statements, each an unnest of thousands of rows. */
const SEED_BATCH_ROWS = 5000;

/** The caller's transaction as a Database: each batch is a savepoint of it. */
function within(db: Db, kind: Database['kind']): Database {
  return {
    kind,
    owner: db,
    withTenant: (_tenantId, fn) => db.transaction((savepoint) => fn(savepoint)),
    withRequest: () => Promise.reject(new Error('no requests during a seed')),
    close: async () => undefined,
  };
}

export async function importGenerated(db: Db, kind: Database['kind'], tenantId: string, fileName: string, bytes: () => AsyncIterable<Buffer> | Iterable<Buffer>): Promise<void> {
  const database = within(db, kind);
  const [job] = await db.insert(importJobs).values({ tenantId, source: 'seed', format: 'ndjson', fileName, status: 'queued' }).returning();
  const now = () => new Date();
  const claimed = await claimJob(database, tenantId, job.id, now(), { force: true });
  let size = 0;
  const open = async function* () {
    for await (const chunk of bytes()) {
      size += chunk.length;
      yield chunk;
    }
  };
  const done = await runJob(database, claimed!, open, { now, batchRows: SEED_BATCH_ROWS });
  await db.update(importJobs).set({ size }).where(eq(importJobs.id, job.id));
  if (done.status !== 'succeeded' || done.rowsRefused > 0) {
    const refused = await db.select().from(importRefusals).where(eq(importRefusals.jobId, job.id)).orderBy(asc(importRefusals.line)).limit(5);
    throw new Error(`The demo import of ${tenantId} failed: ${done.error ?? refused.map((r) => `line ${r.line} ${r.path} ${r.message}`).join('; ')}`);
  }
}
