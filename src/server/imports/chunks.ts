/**
 * An uploaded file's bytes in the database (import_chunks, at most IMPORT_CHUNK_BYTES a row), so
 * any API process can run or resume its job. Each chunk is written and read in a short
 * transaction of its own: a 1 GB upload never holds one transaction (on PGlite, the only one).
 */
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { importChunks } from '../db/schema';

export const IMPORT_CHUNK_BYTES = 1024 * 1024;

/** Collects a stream into chunks of IMPORT_CHUNK_BYTES and stores each as it fills. */
export class ChunkWriter {
  private parts: Buffer[] = [];
  private filled = 0;
  private seq = 0;
  private start = 0;

  constructor(
    private readonly database: Database,
    private readonly tenantId: string,
    private readonly jobId: number,
  ) {}

  async write(data: Buffer): Promise<void> {
    let rest = data;
    while (rest.length) {
      const take = Math.min(rest.length, IMPORT_CHUNK_BYTES - this.filled);
      this.parts.push(rest.subarray(0, take));
      this.filled += take;
      rest = rest.subarray(take);
      if (this.filled === IMPORT_CHUNK_BYTES) await this.flush();
    }
  }

  async flush(): Promise<void> {
    if (!this.filled) return;
    const bytes = Buffer.concat(this.parts, this.filled);
    const row = { tenantId: this.tenantId, jobId: this.jobId, seq: this.seq, start: this.start, bytes };
    await this.database.withTenant(this.tenantId, (db) => db.insert(importChunks).values(row));
    this.seq++;
    this.start += bytes.length;
    this.parts = [];
    this.filled = 0;
  }
}

/** The stored bytes of a job from `start` on, one chunk at a time. */
export function chunkBytes(database: Database, tenantId: string, jobId: number) {
  return async function* (start: number): AsyncGenerator<Buffer> {
    const [first] = await database.withTenant(tenantId, (db) =>
      db.select({ seq: importChunks.seq }).from(importChunks).where(and(eq(importChunks.jobId, jobId), lte(importChunks.start, start))).orderBy(desc(importChunks.seq)).limit(1),
    );
    let seq = first ? first.seq - 1 : -1;
    for (;;) {
      const [chunk] = await database.withTenant(tenantId, (db) =>
        db.select().from(importChunks).where(and(eq(importChunks.jobId, jobId), gt(importChunks.seq, seq))).orderBy(asc(importChunks.seq)).limit(1),
      );
      if (!chunk) return;
      seq = chunk.seq;
      const skip = Math.max(0, start - chunk.start);
      if (skip < chunk.bytes.length) yield chunk.bytes.subarray(skip);
    }
  };
}

/** A finished job's bytes are no longer needed. */
export async function dropChunks(database: Database, tenantId: string, jobId: number): Promise<void> {
  await database.withTenant(tenantId, (db) => db.delete(importChunks).where(eq(importChunks.jobId, jobId)));
}
