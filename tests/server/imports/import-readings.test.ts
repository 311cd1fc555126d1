/**
 * Tank monitor readings through the supplier's import (kind `reading`, issue 26): stored as monitor
 * readings of the tank, refused by line and path when they name a tank the portal lacks or
 * another account's, the same file again changes nothing, a record moves or changes its reading
 * by its id, a delete record removes it; CSV as NDJSON.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { tankReadings } from '../../../src/server/db/schema';
import { createTestApp, loginAs, type TestApp } from '../support/test-app';
import { addTank } from '../tanks/support';
import { importFile, ndjson, refusalsOf } from './support';

const TANK = 'IMP-READ-1';
let t: TestApp;
let admin: string;
let accountId: string;
let otherAccountId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  [accountId, otherAccountId] = (await loginAs(t.app, 'demo', 'customer@demo.test')).body.account_ids;
  await addTank(t, { accountId, dropId: TANK, size: 275, fills: [] });
});
afterAll(() => t?.close());

const reading = (externalId: string, fields: object = {}) => ({ kind: 'reading', external_id: externalId, account_id: accountId, tank_id: TANK, read_at: '2026-02-01T06:00:00Z', percent: 55, ...fields });
const stored = () =>
  t.database.withTenant('demo', (db) => db.select().from(tankReadings).where(eq(tankReadings.dropId, TANK)).orderBy(asc(tankReadings.readAt))).then((rows) =>
    rows.map((r) => ({ id: r.externalId, at: r.readAt.toISOString(), percent: r.percent, source: r.source, channel: r.channel })),
  );

describe('readings in the import', () => {
  // Built when read: the accounts are known once beforeAll has run.
  const file = () =>
    ndjson(
      reading('MR-1'),
      reading('MR-2', { read_at: '2026-02-02T06:00:00Z', percent: 53.5 }),
      reading('MR-3', { tank_id: 'NO-SUCH-TANK' }),
      reading('MR-4', { account_id: otherAccountId }),
      reading('MR-5', { percent: 150 }),
      // In UTC, the year 10000.
      reading('MR-6', { read_at: '9999-12-31T23:00:00-05:00' }),
    );

  it('are stored as monitor readings; bad ones are refused by line and path', async () => {
    const job = await importFile(t.app, admin, file());
    expect(job).toMatchObject({ status: 'succeeded', rows_read: 6, rows_applied: 2, rows_unchanged: 0, rows_refused: 4 });
    expect(await stored()).toEqual([
      { id: 'MR-1', at: '2026-02-01T06:00:00.000Z', percent: 55, source: 'monitor', channel: 'import' },
      { id: 'MR-2', at: '2026-02-02T06:00:00.000Z', percent: 53.5, source: 'monitor', channel: 'import' },
    ]);
    const refusals = await refusalsOf(t.app, admin, job.job_id);
    expect(refusals.map((r) => [r.line, r.path, r.external_id])).toEqual([
      [3, '$.tank_id', 'MR-3'],
      [4, '$.tank_id', 'MR-4'],
      [5, '$.percent', 'MR-5'],
      [6, '$.read_at', 'MR-6'],
    ]);
    expect(refusals[1].message).toBe(`tank "${TANK}" belongs to another account`);
  });

  it('sent again change nothing', async () => {
    expect(await importFile(t.app, admin, file())).toMatchObject({ rows_applied: 0, rows_unchanged: 2, rows_refused: 4 });
    expect(await stored()).toHaveLength(2);
  });

  it('change or move by their id, and a delete record removes one', async () => {
    const changed = await importFile(t.app, admin, ndjson(reading('MR-1', { read_at: '2026-02-01T07:00:00+01:00' }), reading('MR-2', { read_at: '2026-02-02T06:00:00Z', percent: 52 })));
    expect(changed).toMatchObject({ rows_applied: 1, rows_unchanged: 1 });
    // 07:00 at UTC+1 is the 06:00 UTC it was: MR-1 did not move, only MR-2's percent changed.
    expect(await stored()).toEqual([
      { id: 'MR-1', at: '2026-02-01T06:00:00.000Z', percent: 55, source: 'monitor', channel: 'import' },
      { id: 'MR-2', at: '2026-02-02T06:00:00.000Z', percent: 52, source: 'monitor', channel: 'import' },
    ]);
    expect(await importFile(t.app, admin, ndjson(reading('MR-1', { read_at: '2026-02-01T09:30:00Z' })))).toMatchObject({ rows_applied: 1 });
    expect((await stored()).map((r) => [r.id, r.at])).toEqual([
      ['MR-1', '2026-02-01T09:30:00.000Z'],
      ['MR-2', '2026-02-02T06:00:00.000Z'],
    ]);
    expect(await importFile(t.app, admin, ndjson({ kind: 'reading', external_id: 'MR-1', action: 'delete' }))).toMatchObject({ rows_applied: 1, rows_refused: 0 });
    expect((await stored()).map((r) => r.id)).toEqual(['MR-2']);
  });

  it('come as CSV too', async () => {
    const csv = `external_id,account_id,tank_id,read_at,percent\nMR-CSV-1,${accountId},${TANK},2026-02-03T06:00:00Z,48.75\n`;
    expect(await importFile(t.app, admin, csv, { csv: true, query: 'kind=reading' })).toMatchObject({ rows_applied: 1, rows_refused: 0 });
    expect((await stored()).find((r) => r.id === 'MR-CSV-1')).toMatchObject({ percent: 48.75, at: '2026-02-03T06:00:00.000Z' });
  });
});
