/** What a statement or invoice PDF is drawn from, read in the request's tenant-scoped transaction. */
import { and, asc, desc, eq, gte, lt, lte } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { accountDocuments, accounts, deliveries, transactions } from '../../../db/schema';
import { problems } from '../../../http/problem';

export type DocumentRow = typeof accountDocuments.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect;

/** The document and its account; another account's key is answered like a made-up one (not found). */
export async function loadDocument(db: Db, accountId: string, key: string): Promise<{ document: DocumentRow; account: AccountRow }> {
  const [document] = await db
    .select()
    .from(accountDocuments)
    .where(and(eq(accountDocuments.accountId, accountId), eq(accountDocuments.documentId, key)));
  if (!document) throw problems.notFound('Document');
  return { document, account: await accountRowOf(db, accountId) };
}

/** The whole account row a PDF's heading is drawn from (the record was found under it, so it exists unless deleted since). */
export async function accountRowOf(db: Db, accountId: string): Promise<AccountRow> {
  const [account] = await db.select().from(accounts).where(eq(accounts.accountId, accountId));
  if (!account) throw problems.notFound('Account');
  return account;
}

export interface StatementLines {
  /** The running balance before the period: the balance after the last line dated before it. */
  previousBalance: number;
  /** Every line of the period in ledger order (date, then id), each with its running balance. */
  lines: TransactionRow[];
  closingBalance: number;
}

/** The ledger of a statement period; a statement without a start covers everything up to its end. */
export async function statementLines(db: Db, document: DocumentRow): Promise<StatementLines> {
  const end = document.periodEnd ?? document.documentDate;
  const ofAccount = eq(transactions.accountId, document.accountId);
  const [before] = document.periodStart
    ? await db
        .select({ balance: transactions.balance })
        .from(transactions)
        .where(and(ofAccount, lt(transactions.transactionDate, document.periodStart)))
        .orderBy(desc(transactions.transactionDate), desc(transactions.transactionId))
        .limit(1)
    : [];
  const lines = await db
    .select()
    .from(transactions)
    .where(and(ofAccount, document.periodStart ? gte(transactions.transactionDate, document.periodStart) : undefined, lte(transactions.transactionDate, end)))
    .orderBy(asc(transactions.transactionDate), asc(transactions.transactionId));
  const previousBalance = before?.balance ?? 0;
  return { previousBalance, lines, closingBalance: lines.at(-1)?.balance ?? previousBalance };
}

/** The deliveries billed on an invoice and the ledger line(s) that charged it. */
export async function invoiceLines(db: Db, document: DocumentRow): Promise<{ deliveries: DeliveryRow[]; charges: TransactionRow[] }> {
  const billed = await db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.accountId, document.accountId), eq(deliveries.documentId, document.documentId)))
    .orderBy(asc(deliveries.deliveryDate), asc(deliveries.deliveryId));
  const charges = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.accountId, document.accountId), eq(transactions.documentId, document.documentId)))
    .orderBy(asc(transactions.transactionDate), asc(transactions.transactionId));
  return { deliveries: billed, charges };
}
