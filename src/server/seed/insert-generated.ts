import type { Db } from '../db/database';
import { accountDocuments, accounts, deliveries, drops, fuelCards, locations, transactions } from '../db/schema';
import { bulkInsert } from './bulk-insert';
import type { GeneratedAccounts } from './generate-accounts';

/** Inserts generated accounts with their locations, drops and ledger rows into a tenant (parents first). */
export async function insertGenerated(db: Db, tenantId: string, generated: GeneratedAccounts): Promise<void> {
  const owned = <T extends { tenantId: string }>(rows: T[]) => {
    for (const row of rows) row.tenantId = tenantId;
    return rows;
  };
  await bulkInsert(db, accounts, owned(generated.accounts));
  await bulkInsert(db, locations, owned(generated.locations));
  await bulkInsert(db, drops, owned(generated.drops));
  await bulkInsert(db, transactions, owned(generated.transactions));
  await bulkInsert(db, deliveries, owned(generated.deliveries));
  await bulkInsert(db, accountDocuments, owned(generated.documents));
  await bulkInsert(db, fuelCards, owned(generated.fuelCards));
}
