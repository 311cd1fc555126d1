/**
 * Replaces a tenant's account data with N generated accounts and their ledgers (the seed CLI and
 * the records benchmark): users are kept, the demo logins created if missing and the demo customer
 * re-linked to the first two accounts. Accounts are generated in chunks and go in as one NDJSON
 * stream through the supplier's import (import-generated.ts), so a 10,000-account /
 * 1,000,000-transaction tenant never sits in memory at once. One transaction: a failure keeps the old data.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { LoadedTenant } from '../tenants/load-tenants';
import { emptyGenerated, generateAccountRange, type GeneratedAccounts } from './generate-accounts';
import { importGenerated } from './import-generated';
import { importRecordsOf, ndjsonOf } from './import-records';
import { ensureDemoUsers, linkDemoCustomer } from './seed-tenant';
import { demoReadingRecords } from './tank-readings';
import { demoPriceRecords, seedDemoPriceAlert } from './posted-prices';
import { demoDeliveryStatusRecords, markSeededStepsTold } from './delivery-statuses';
import { seedDemoPrebuy } from './program-plans';
import { tankSettingsOf } from '../tanks/tank-settings';

export interface ReseedOptions {
  accounts: number;
  randomSeed?: number;
  /** Accounts generated per chunk. */
  chunk?: number;
  log?: (line: string) => void;
}

export interface ReseedResult {
  accounts: number;
  locations: number;
  drops: number;
  transactions: number;
  deliveries: number;
  documents: number;
  maxTransactionsPerAccount: number;
  seconds: { delete: number; generateAndInsert: number; analyze: number; total: number };
}

/** Child tables first, so no row is ever left pointing at a deleted account. */
const ACCOUNT_TABLES = ['delivery_steps', 'program_enrolments', 'tank_plans', 'tank_readings', 'fuel_cards', 'transactions', 'deliveries', 'account_documents', 'user_accounts', 'drops', 'locations', 'accounts', 'customers'];

export async function reseedTenant(database: Database, tenant: LoadedTenant, options: ReseedOptions): Promise<ReseedResult> {
  const log = options.log ?? (() => undefined);
  const chunk = options.chunk ?? 500;
  const randomSeed = options.randomSeed ?? tenant.config.seed?.random_seed ?? 1;
  const states = tenant.config.settings.service_area_states ?? [];
  const started = performance.now();
  const since = (t: number) => Math.round(performance.now() - t) / 1000;
  const result: ReseedResult = { accounts: 0, locations: 0, drops: 0, transactions: 0, deliveries: 0, documents: 0, maxTransactionsPerAccount: 0, seconds: { delete: 0, generateAndInsert: 0, analyze: 0, total: 0 } };
  await database.withTenant(tenant.id, async (db) => {
    // Row-level security limits every delete to this tenant. An enrolment's queue item goes with it.
    await db.execute(sql`delete from workflow_items where type = 'program_enrolment' and id in (select workflow_item_id from program_enrolments)`);
    for (const table of ACCOUNT_TABLES) await db.execute(sql`delete from ${sql.identifier(table)}`);
    result.seconds.delete = since(started);
    log(`${tenant.id}: removed the old account data in ${result.seconds.delete} s`);
    const loading = performance.now();
    let firstTwo: GeneratedAccounts['accounts'] = [];
    // The generator's chunks become one NDJSON stream that goes in through the supplier's import.
    const file = function* () {
      for (let from = 0; from < options.accounts; from += chunk) {
        const to = Math.min(options.accounts, from + chunk);
        const generated = generateAccountRange(randomSeed, from, to, states, emptyGenerated());
        if (from === 0) firstTwo = generated.accounts.slice(0, 2);
        count(result, generated);
        yield* ndjsonOf(importRecordsOf(generated));
        // The demo customer's monitored tank, as the demo seed has it (tank-readings.ts).
        if (from === 0) yield* ndjsonOf(demoReadingRecords(generated, firstTwo.map((a) => a.accountId), tankSettingsOf(tenant).fillLimitOf));
        // The supplier's posted prices of the year, as the demo seed has them (posted-prices.ts; kept by the delete above, the same again changes nothing).
        if (from === 0) yield* ndjsonOf(demoPriceRecords());
        if (from === 0 && firstTwo.length) yield* ndjsonOf(demoDeliveryStatusRecords(generated, firstTwo[0].accountId, new Date()));
        log(`${tenant.id}: ${to}/${options.accounts} accounts, ${result.transactions} transactions generated (${since(loading)} s)`);
      }
    };
    await importGenerated(db, database.kind, tenant.id, `${tenant.id}-seed.ndjson`, file);
    await markSeededStepsTold(db, new Date());
    result.seconds.generateAndInsert = since(loading);
    if (firstTwo.length) {
      await ensureDemoUsers(db, tenant, [firstTwo[0].firstName ?? 'Casey', firstTwo[0].lastName ?? 'Customer']);
      await linkDemoCustomer(db, tenant, firstTwo.map((a) => a.accountId));
      // The second account on the pre-buy, as the demo seed has it (program-plans.ts).
      if (firstTwo[1]) await seedDemoPrebuy(db, tenant, firstTwo[1].accountId);
      // The demo customer's price alert, as the demo seed has it (once: the users outlive a re-run).
      await seedDemoPriceAlert(db, tenant.id);
    }
  });
  const analyzing = performance.now();
  // Fresh statistics, so the planner picks the account indexes for the new volumes right away; on
  // PostgreSQL VACUUM also sets the visibility map, without which counts cannot be index-only scans.
  const analyze = database.kind === 'postgres' ? sql`vacuum analyze` : sql`analyze`;
  for (const table of ACCOUNT_TABLES) await database.owner.execute(sql`${analyze} ${sql.identifier(table)}`);
  result.seconds.analyze = since(analyzing);
  result.seconds.total = since(started);
  log(`${tenant.id}: analyzed in ${result.seconds.analyze} s; done in ${result.seconds.total} s`);
  return result;
}

function count(result: ReseedResult, generated: GeneratedAccounts): void {
  result.accounts += generated.accounts.length;
  result.locations += generated.locations.length;
  result.drops += generated.drops.length;
  result.transactions += generated.transactions.length;
  result.deliveries += generated.deliveries.length;
  result.documents += generated.documents.length;
  const perAccount = new Map<string, number>();
  for (const row of generated.transactions) perAccount.set(row.accountId, (perAccount.get(row.accountId) ?? 0) + 1);
  result.maxTransactionsPerAccount = Math.max(result.maxTransactionsPerAccount, ...perAccount.values(), 0);
}
