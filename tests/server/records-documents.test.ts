/**
 * Statements and invoices: the list, and the PDFs drawn from the seeded ledger, read back with
 * unpdf: the letterhead, the account block, every line of a statement period with its running
 * balance, the closing balance, an invoice's delivery lines and total; who may fetch them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, desc, eq, gte, lt, lte, ne } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { formatDate, formatMoney, formatUnitPrice, formatQuantity } from '../../src/engine/format';
import type { Db } from '../../src/server/db/database';
import { accountDocuments, accounts, deliveries, transactions } from '../../src/server/db/schema';
import { createTestApp, loginAs, signInDemoCustomerAndStaff, type TestApp } from './support/test-app';

let t: TestApp;
let customerKey: string;
let staffKey: string;
let accountId: string;
let otherAccountId: string;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signInDemoCustomerAndStaff(t.app);
  ({ customerKey, staffKey } = signedIn);
  const { customer } = signedIn;
  accountId = customer.account_ids[0];
  const [other] = await t.database.withTenant('demo', (db) =>
    db.select({ accountId: accountDocuments.accountId }).from(accountDocuments).where(and(...customer.account_ids.map((id) => ne(accountDocuments.accountId, id)))).limit(1),
  );
  otherAccountId = other.accountId;
});
afterAll(() => t?.close());

const get = (url: string, key?: string) => t.app.inject({ method: 'GET', url: `/api/demo${url}`, headers: key ? { 'user-key': key } : {} });
const demo = <T>(fn: (db: Db) => Promise<T>) => t.database.withTenant('demo', fn);

async function pdfPages(body: Buffer): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  return (await extractText(pdf, { mergePages: false })).text as string[];
}
/** The table lines of a PDF's text: the ones that start with a date. */
const dateLines = (pages: string[]) => pages.flatMap((p) => p.split('\n')).filter((line) => /^\d\d\/\d\d\/\d{4} /.test(line));

const documentsOf = (id: string, type: 'statement' | 'invoice') =>
  demo((db) => db.select().from(accountDocuments).where(and(eq(accountDocuments.accountId, id), eq(accountDocuments.documentType, type))).orderBy(desc(accountDocuments.documentDate)));

describe('GET /accounts/{id}/documents', () => {
  it("lists the customer's statements and invoices, newest first, as stored", async () => {
    const response = await get(`/accounts/${accountId}/documents?size=1000`, customerKey);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const stored = await demo((db) => db.select().from(accountDocuments).where(eq(accountDocuments.accountId, accountId)).orderBy(desc(accountDocuments.documentDate), desc(accountDocuments.documentId)));
    expect(body.totalElements).toBe(stored.length);
    expect(body.content.map((d: { document_id: string }) => d.document_id)).toEqual(stored.map((d) => d.documentId));
    const statement = stored.find((d) => d.documentType === 'statement')!;
    expect(body.content.find((d: { document_id: string }) => d.document_id === statement.documentId)).toEqual({
      document_id: statement.documentId, account_id: accountId, document_type: 'statement', document_date: statement.documentDate, title: statement.title,
      period_start: statement.periodStart, period_end: statement.periodEnd, due_date: statement.dueDate, amount: statement.amount, amount_due: statement.amountDue, document_balance: statement.documentBalance, is_credit: statement.isCredit,
    });
    expect(statement.amountDue).not.toBeNull();
  });
});

describe('a statement PDF', () => {
  it('has the letterhead, the account, every line of the period with its running balance and the closing balance', async () => {
    const statements = await documentsOf(accountId, 'statement');
    expect(statements.length).toBeGreaterThan(3);
    // The newest, one in the middle and the oldest (no previous balance but 0).
    for (const statement of [statements[0], statements[Math.floor(statements.length / 2)], statements.at(-1)!]) {
      const response = await get(`/accounts/${accountId}/documents/${statement.documentId}`, customerKey);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(`inline; filename="statement-${accountId}-${statement.periodEnd!.slice(0, 7)}.pdf"`);
      const pages = await pdfPages(response.rawPayload);
      const text = pages.join('\n');
      const [account] = await demo((db) => db.select().from(accounts).where(eq(accounts.accountId, accountId)));
      for (const expected of ['DEMO FUEL', 'Demo Fuel Co.', '802-555-0142', 'billing@demofuel.test', statement.title, `Account number ${accountId}`, account.street1, account.zipcode,
        `Period ${formatDate(statement.periodStart)} - ${formatDate(statement.periodEnd)}`, `Due date ${formatDate(statement.dueDate)}`, `Date ${formatDate(statement.documentDate)}`]) {
        expect(text).toContain(expected);
      }
      const [before] = await demo((db) =>
        db.select().from(transactions).where(and(eq(transactions.accountId, accountId), lt(transactions.transactionDate, statement.periodStart!))).orderBy(desc(transactions.transactionDate), desc(transactions.transactionId)).limit(1),
      );
      const period = await demo((db) =>
        db.select().from(transactions)
          .where(and(eq(transactions.accountId, accountId), gte(transactions.transactionDate, statement.periodStart!), lte(transactions.transactionDate, statement.periodEnd!)))
          .orderBy(asc(transactions.transactionDate), asc(transactions.transactionId)),
      );
      const lines = dateLines(pages);
      expect(lines[0]).toBe(`${formatDate(statement.periodStart)} Previous balance ${formatMoney(before?.balance ?? 0)}`);
      expect(lines.slice(1)).toHaveLength(period.length);
      period.forEach((line, i) => {
        const printed = lines[i + 1];
        expect(printed.startsWith(`${formatDate(line.transactionDate)} ${line.description}`)).toBe(true);
        expect(printed).toContain(formatMoney(Math.abs(line.amount)));
        expect(printed.endsWith(` ${formatMoney(line.balance)}`)).toBe(true);
      });
      // Closing balance = the running balance at the period's end = the statement's amount.
      const closing = period.at(-1)?.balance ?? before?.balance ?? 0;
      expect(closing).toBe(statement.amount);
      expect(text).toContain(`Closing balance: ${formatMoney(statement.amount)}`);
      // What the supplier states is due, beside the closing balance (a budget statement: the instalment).
      expect(text).toContain(`Amount due ${formatMoney(statement.amountDue ?? statement.amount)}`);
      expect(text).toContain(`Closing balance ${formatMoney(statement.amount)}`);
    }
  });

  it("agrees with the overview on a budget account: the newest statement's amount due is the account's", async () => {
    const [budget] = await demo((db) => db.select().from(accounts).where(and(eq(accounts.accountId, accountId), eq(accounts.isBudgetPlan, true))));
    expect(budget).toBeDefined();
    const [newest] = await documentsOf(accountId, 'statement');
    // A budget statement states the instalment (and any past due), not the closing balance.
    expect(newest.amountDue).toBe(budget.amountDue);
    expect(newest.amount).toBe(budget.accountBalance);
    expect(newest.amountDue).not.toBe(newest.amount);
    const overview = await get('/accounts/for-user', customerKey);
    const shown = (overview.json() as { account_id: string; amount_due: number; pending_payments_amount: number }[]).find((a) => a.account_id === accountId)!;
    expect(shown).toMatchObject({ amount_due: budget.amountDue, pending_payments_amount: 0 });
    const response = await get(`/accounts/${accountId}/documents/${newest.documentId}`, customerKey);
    const text = (await pdfPages(response.rawPayload)).join('\n');
    expect(text).toContain(`Amount due ${formatMoney(shown.amount_due)}`);
    expect(text).toContain(`Closing balance ${formatMoney(newest.amount)}`);
  });

  it('continues a long statement over pages, the table header on each', async () => {
    // An edge case the monthly seed never has: one statement over the whole history of the busiest account.
    const [busiest] = await demo((db) => db.select({ id: transactions.accountId }).from(transactions).groupBy(transactions.accountId).orderBy(desc(count()), transactions.accountId).limit(1));
    const all = await demo((db) => db.select().from(transactions).where(eq(transactions.accountId, busiest.id)).orderBy(asc(transactions.transactionDate), asc(transactions.transactionId)));
    expect(all.length).toBeGreaterThan(80);
    await demo((db) =>
      db.insert(accountDocuments).values({
        tenantId: 'demo', documentId: 'ST-LONG-1', accountId: busiest.id, documentType: 'statement', documentDate: all.at(-1)!.transactionDate, title: 'Statement for the whole history',
        periodStart: all[0].transactionDate, periodEnd: all.at(-1)!.transactionDate, dueDate: null, amount: all.at(-1)!.balance, documentBalance: 0,
      }),
    );
    const response = await get(`/accounts/${busiest.id}/documents/ST-LONG-1`, staffKey);
    expect(response.statusCode).toBe(200);
    const pages = await pdfPages(response.rawPayload);
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) expect(page).toContain('Date Description Reference Charges Credits Balance');
    for (const page of pages.slice(1)) expect(page).toContain(`account ${busiest.id} (continued)`);
    expect(dateLines(pages)).toHaveLength(all.length + 1);
    expect(pages.at(-1)).toContain(`Closing balance: ${formatMoney(all.at(-1)!.balance)}`);
    expect(pages.join('\n')).toContain('Due date --');
  });
});

describe('an invoice PDF', () => {
  it('shows the delivery line and a total equal to the delivery transaction', async () => {
    const invoices = await documentsOf(accountId, 'invoice');
    const billed = await demo((db) => db.select().from(deliveries).where(eq(deliveries.accountId, accountId)).orderBy(desc(deliveries.deliveryDate)).limit(3));
    expect(billed.length).toBeGreaterThan(0);
    for (const delivery of billed) {
      const invoice = invoices.find((d) => d.documentId === delivery.documentId)!;
      const response = await get(`/accounts/${accountId}/documents/${invoice.documentId}`, customerKey);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain(`inline; filename="invoice-${invoice.documentId}.pdf"`);
      const pages = await pdfPages(response.rawPayload);
      const [charge] = await demo((db) => db.select().from(transactions).where(and(eq(transactions.accountId, accountId), eq(transactions.documentId, invoice.documentId))));
      expect(charge.amount).toBe(invoice.amount);
      const lines = dateLines(pages);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`${formatDate(delivery.deliveryDate)} ${delivery.ticketNumber}`);
      expect(lines[0]).toContain(delivery.productName);
      expect(lines[0]).toContain(formatQuantity(delivery.quantity));
      // The price to a tenth of a cent, as the fuel was priced: gallons × price gives the amount.
      expect(lines[0].endsWith(`${formatUnitPrice(delivery.unitPrice)} ${formatMoney(delivery.amount)}`)).toBe(true);
      const text = pages.join('\n');
      expect(text).toContain(`Total ${formatMoney(charge.amount)}`);
      expect(text).toContain(`Invoice number ${invoice.documentId}`);
      expect(text).toContain(invoice.title);
    }
  });

  it('shows the ledger line of an invoice without a delivery (a service charge)', async () => {
    const [service] = await demo((db) => db.select().from(transactions).where(eq(transactions.transactionType, 'service')).limit(1));
    expect(service?.documentId).toBeTruthy();
    const response = await get(`/accounts/${service.accountId}/documents/${service.documentId}`, staffKey);
    expect(response.statusCode).toBe(200);
    const pages = await pdfPages(response.rawPayload);
    expect(dateLines(pages)).toEqual([expect.stringContaining(`${formatDate(service.transactionDate)}`)]);
    expect(pages.join('\n')).toContain(`Total ${formatMoney(service.amount)}`);
  });

  it("draws the other tenant's letterhead for its documents", async () => {
    const adminKey = (await loginAs(t.app, 'cleangas', 'admin@demo.test')).body.user_key;
    const [invoice] = await t.database.withTenant('cleangas', (db) => db.select().from(accountDocuments).where(eq(accountDocuments.documentType, 'invoice')).limit(1));
    const response = await t.app.inject({ method: 'GET', url: `/api/cleangas/accounts/${invoice.accountId}/documents/${invoice.documentId}`, headers: { 'user-key': adminKey } });
    expect(response.statusCode).toBe(200);
    const text = (await pdfPages(response.rawPayload)).join('\n');
    expect(text).toContain('CleanGas Ltd.');
    expect(text).toContain('345-555-0199');
    expect(text).not.toContain('Demo Fuel');
  });
});

describe('who may fetch a document', () => {
  it('answers 404 for an unknown key and for a key of another account', async () => {
    const [foreign] = await documentsOf(otherAccountId, 'statement');
    for (const url of [`/accounts/${accountId}/documents/ST-NOPE-1`, `/accounts/${accountId}/documents/${foreign.documentId}`]) {
      const response = await get(url, staffKey);
      expect(response.statusCode).toBe(404);
      expect(response.json().error_code).toBe('NOT_FOUND');
    }
  });

  it("answers a customer 404 for another customer's documents, list and PDF", async () => {
    const [foreign] = await documentsOf(otherAccountId, 'statement');
    for (const url of [`/accounts/${otherAccountId}/documents`, `/accounts/${otherAccountId}/documents/${foreign.documentId}`]) {
      expect((await get(url, customerKey)).statusCode).toBe(404);
    }
  });

  it('answers 401 without a session and 400 for a malformed key', async () => {
    expect((await get(`/accounts/${accountId}/documents`)).statusCode).toBe(401);
    const [statement] = await documentsOf(accountId, 'statement');
    expect((await get(`/accounts/${accountId}/documents/${statement.documentId}`)).statusCode).toBe(401);
    expect((await get(`/accounts/${accountId}/documents/not_a_key!`, customerKey)).statusCode).toBe(400);
  });
});
