import { fsyncSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connect';
import { durablePglite } from '../../src/server/db/durable-pglite';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-durable-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * A hang guard: each test makes a database on disk with fsync on (initdb's every write flushed),
 * which took 46 and 62 s on a two-core machine running the other test lanes.
 */
const CREATES_A_DATABASE_ON_DISK = 240_000;

/**
 * An OS crash cannot be staged in a test; what can be checked is the chain it depends on:
 * PostgreSQL asks for a flush at every COMMIT, and the flush reaches fsync(2) on the host file.
 */
describe('embedded database on disk', () => {
  it('flushes the WAL to the host file once per commit, and not for reads or rolled-back work', async () => {
    const flushed: number[] = [];
    const db = durablePglite(freshDir(), {
      flush: (fd) => {
        flushed.push(fd);
        fsyncSync(fd);
      },
    });
    try {
      await db.exec('create table ledger (amount int)');
      const count = async (work: () => Promise<unknown>) => {
        const before = flushed.length;
        await work();
        return flushed.length - before;
      };
      expect(await count(() => db.exec('insert into ledger values (1)'))).toBe(1);
      expect(await count(() => db.transaction(async (tx) => {
        await tx.exec('insert into ledger values (2)');
        await tx.exec('insert into ledger values (3)');
      }))).toBe(1);
      expect(await count(() => db.query('select sum(amount) from ledger'))).toBe(0);
      expect(
        await count(() =>
          db.transaction(async (tx) => {
            await tx.exec('insert into ledger values (4)');
            await tx.rollback();
          }),
        ),
      ).toBe(0);
    } finally {
      await db.close();
    }
  }, CREATES_A_DATABASE_ON_DISK);

  it('the server opens its data directory with fsync on, and finds committed rows after reopening', async () => {
    const dataDir = freshDir();
    const first = await openDatabase({ dataDir });
    const settings = await first.owner.execute(sql`select current_setting('fsync') as fsync, current_setting('wal_sync_method') as method`);
    expect((settings as unknown as { rows: unknown[] }).rows[0]).toEqual({ fsync: 'on', method: 'fsync' });
    await first.owner.execute(sql`create table kept (id int)`);
    await first.owner.execute(sql`insert into kept values (42)`);
    await first.close();

    const again = await openDatabase({ dataDir });
    try {
      const rows = await again.owner.execute(sql`select id from kept`);
      expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ id: 42 }]);
    } finally {
      await again.close();
    }
  }, CREATES_A_DATABASE_ON_DISK);
});
