/**
 * `npm run seed -- --tenant demo --accounts N` on PGlite in a temporary DATA_DIR: it fills the
 * tenant, and a second run replaces the accounts and ledgers instead of adding to them.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connect';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'portal-seed-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const seed = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DATABASE_APP_URL: '' },
  });

interface Counts {
  accounts: number;
  transactions: number;
  deliveries: number;
  documents: number;
  drops: number;
  users: number;
  linked: string[];
  enrolments: number;
  enrolment_items: number;
  price_alerts: number;
  others: number;
}

async function counts(): Promise<Counts> {
  const database = await openDatabase({ dataDir });
  try {
    const demo = await database.withTenant('demo', (db) =>
      db.execute(sql`select (select count(*)::int from accounts) as accounts, (select count(*)::int from transactions) as transactions,
        (select count(*)::int from deliveries) as deliveries, (select count(*)::int from account_documents) as documents,
        (select count(*)::int from drops) as drops, (select count(*)::int from users) as users,
        (select array_agg(ua.account_id order by ua.account_id) from user_accounts ua join users u on u.id = ua.user_id where u.email = 'customer@demo.test') as linked,
        (select count(*)::int from program_enrolments) as enrolments, (select count(*)::int from workflow_items where type = 'program_enrolment') as enrolment_items, (select count(*)::int from price_alerts) as price_alerts`),
    );
    const others = await database.withTenant('cleangas', (db) => db.execute(sql`select count(*)::int as n from accounts`));
    return { ...(demo as unknown as { rows: Counts[] }).rows[0], others: (others as unknown as { rows: { n: number }[] }).rows[0].n };
  } finally {
    await database.close();
  }
}

describe('npm run seed', () => {
  it('seeds the tenant with N accounts and their ledgers, and a re-run replaces them', async () => {
    const first = await seed('--tenant', 'demo', '--accounts', '30');
    expect(first.stdout).toContain('"accounts": 30');
    const once = await counts();
    // The demo customer's second account on the pre-buy (program-plans.ts), with its queue item, and their price alert (posted-prices.ts), once however often the seed runs.
    expect(once).toMatchObject({ accounts: 30, users: 3, linked: ['100001', '100008'], enrolments: 1, enrolment_items: 1, price_alerts: 1, others: 0 });
    expect(once.transactions).toBeGreaterThan(300);
    expect(once.deliveries).toBeGreaterThan(30);
    expect(once.documents).toBeGreaterThan(30 * 24);

    await seed('--tenant', 'demo', '--accounts', '12');
    const again = await counts();
    expect(again).toMatchObject({ accounts: 12, users: 3, linked: ['100001', '100008'], enrolments: 1, enrolment_items: 1, price_alerts: 1, others: 0 });
    expect(again.drops).toBeLessThan(once.drops);
    expect(again.transactions).toBeLessThan(once.transactions);
    expect(again.transactions).toBeGreaterThan(0);
  }, 300_000);

  it('refuses an unknown tenant and a bad count', async () => {
    await expect(seed('--tenant', 'nope', '--accounts', '5')).rejects.toMatchObject({ stderr: expect.stringContaining('Unknown tenant "nope"') });
    await expect(seed('--tenant', 'demo', '--accounts', 'many')).rejects.toMatchObject({ stderr: expect.stringContaining('--accounts must be a whole number') });
  }, 180_000);
});
