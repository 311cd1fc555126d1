/**
 * Transaction and delivery exports (csv, xlsx, pdf) of the seeded demo ledger, read back with
 * csv-parse, exceljs and unpdf and compared with the database; spreadsheet formula injection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { formatDate, formatMoney, formatQuantity } from '../../src/engine/format';
import type { Db } from '../../src/server/db/database';
import { deliveries, transactions } from '../../src/server/db/schema';
import { createTestApp, signInDemoCustomerAndStaff, type TestApp } from './support/test-app';

const NOW = new Date('2026-11-15T15:30:00Z');
let t: TestApp;
let customerKey: string;
let staffKey: string;
let accountId: string;
let secondAccountId: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const signedIn = await signInDemoCustomerAndStaff(t.app);
  ({ customerKey, staffKey } = signedIn);
  [accountId, secondAccountId] = signedIn.customer.account_ids;
});
afterAll(() => t?.close());

const demo = <T>(fn: (db: Db) => Promise<T>) => t.database.withTenant('demo', fn);
const get = (url: string, key: string | undefined = customerKey) => t.app.inject({ method: 'GET', url: `/api/demo/accounts/${url}`, headers: key ? { 'user-key': key } : {} });
const ledgerOf = (id: string) => demo((db) => db.select().from(transactions).where(eq(transactions.accountId, id)).orderBy(desc(transactions.transactionDate), desc(transactions.transactionId)));
const csvRows = (body: Buffer) => parse(body, { bom: true }) as string[][];

async function pdfPages(body: Buffer): Promise<string[]> {
  return (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: false })).text as string[];
}
const dateLines = (pages: string[]) => pages.flatMap((p) => p.split('\n')).filter((line) => /^\d\d\/\d\d\/\d{4} /.test(line));

describe('transactions export', () => {
  it('as csv: a header row, then every transaction newest first with raw values', async () => {
    const response = await get(`${accountId}/transactions/csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`attachment; filename="transactions-${accountId}-2026-11-15.csv"`);
    const [header, ...rows] = csvRows(response.rawPayload);
    expect(header).toEqual(['Date', 'Type', 'Description', 'Reference', 'Location', 'Product', 'Quantity', 'Price per gallon', 'Amount', 'Balance', 'Document', 'Transaction ID']);
    const ledger = await ledgerOf(accountId);
    expect(rows).toHaveLength(ledger.length);
    rows.forEach((row, i) => {
      const line = ledger[i];
      expect(row).toEqual([
        line.transactionDate, line.transactionType, line.description, line.reference, line.locationNumber === null ? '' : String(line.locationNumber), line.productName ?? '',
        line.quantity === null ? '' : String(line.quantity), line.unitPrice === null ? '' : String(line.unitPrice), String(line.amount), String(line.balance), line.documentId ?? '', line.transactionId,
      ]);
    });
  });

  it('as csv in the requested sort and order', async () => {
    const rows = csvRows((await get(`${accountId}/transactions/csv?sort=amount&order=asc`)).rawPayload).slice(1);
    const expected = await demo((db) => db.select({ id: transactions.transactionId }).from(transactions).where(eq(transactions.accountId, accountId)).orderBy(asc(transactions.amount), asc(transactions.transactionId)));
    expect(rows.map((r) => r[11])).toEqual(expected.map((r) => r.id));
  });

  it('as xlsx: typed date and number cells with formats, a bold frozen header and widths', async () => {
    const response = await get(`${accountId}/transactions/xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain(`attachment; filename="transactions-${accountId}-2026-11-15.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const ledger = await ledgerOf(accountId);
    expect(sheet.rowCount).toBe(ledger.length + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Date');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(3).width).toBeGreaterThan(20);
    const delivery = ledger.findIndex((l) => l.transactionType === 'delivery');
    const row = sheet.getRow(delivery + 2);
    const line = ledger[delivery];
    expect(row.getCell(1).value).toEqual(new Date(`${line.transactionDate}T00:00:00Z`));
    expect(row.getCell(1).numFmt).toBe('mm/dd/yyyy');
    expect(row.getCell(7).value).toBe(line.quantity);
    expect(row.getCell(9).value).toBe(line.amount);
    expect(row.getCell(9).numFmt).toContain('"$"#,##0.00');
    expect(row.getCell(10).value).toBe(line.balance);
    expect(row.getCell(12).value).toBe(line.transactionId);
    const ids = sheet.getColumn(12).values.slice(2);
    expect(ids).toEqual(ledger.map((l) => l.transactionId));
  });

  it('as pdf: every transaction shown with the display rules, totals, tenant, account and date', async () => {
    const response = await get(`${accountId}/transactions/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`attachment; filename="transactions-${accountId}-2026-11-15.pdf"`);
    const pages = await pdfPages(response.rawPayload);
    const ledger = await ledgerOf(accountId);
    expect(pages[0]).toContain('Demo Fuel Co.');
    expect(pages[0]).toContain(`Account ${accountId}`);
    expect(pages[0]).toContain(`exported ${formatDate('2026-11-15')} - ${ledger.length} rows`);
    for (const page of pages) expect(page).toContain('Date Type Description Reference Product Quantity Amount Balance');
    const lines = dateLines(pages);
    expect(lines).toHaveLength(ledger.length);
    lines.forEach((printed, i) => {
      expect(printed.startsWith(formatDate(ledger[i].transactionDate))).toBe(true);
      expect(printed.endsWith(`${formatMoney(ledger[i].amount)} ${formatMoney(ledger[i].balance)}`)).toBe(true);
    });
    const cents = ledger.reduce((sum, l) => sum + Math.round(l.amount * 100), 0);
    const tenths = ledger.reduce((sum, l) => sum + Math.round((l.quantity ?? 0) * 10), 0);
    expect(pages.at(-1)).toContain(`Total ${formatQuantity(tenths / 10)} ${formatMoney(cents / 100)}`);
  });
});

describe('deliveries export', () => {
  const deliveriesOf = (id: string) => demo((db) => db.select().from(deliveries).where(eq(deliveries.accountId, id)).orderBy(desc(deliveries.deliveryDate), desc(deliveries.deliveryId)));

  it('as csv: every delivery with raw values', async () => {
    const response = await get(`${accountId}/deliveries/csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`attachment; filename="deliveries-${accountId}-2026-11-15.csv"`);
    const [header, ...rows] = csvRows(response.rawPayload);
    expect(header).toEqual(['Date', 'Ticket', 'Location', 'Tank', 'Product', 'Product type', 'Quantity', 'Price per gallon', 'Amount', 'Invoice', 'Delivery ID']);
    const stored = await deliveriesOf(accountId);
    expect(rows.map((r) => [r[0], r[1], Number(r[6]), Number(r[7]), Number(r[8]), r[10]])).toEqual(stored.map((d) => [d.deliveryDate, d.ticketNumber, d.quantity, d.unitPrice, d.amount, d.deliveryId]));
  });

  it('as xlsx and pdf with the same rows, gallons and amount totals', async () => {
    const stored = await deliveriesOf(accountId);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await get(`${accountId}/deliveries/xlsx`)).rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].getColumn(11).values.slice(2)).toEqual(stored.map((d) => d.deliveryId));
    expect(workbook.worksheets[0].getColumn(7).values.slice(2)).toEqual(stored.map((d) => d.quantity));
    const pages = await pdfPages((await get(`${accountId}/deliveries/pdf`)).rawPayload);
    expect(dateLines(pages)).toHaveLength(stored.length);
    const gallons = stored.reduce((sum, d) => sum + Math.round(d.quantity * 10), 0) / 10;
    const amount = stored.reduce((sum, d) => sum + Math.round(d.amount * 100), 0) / 100;
    expect(pages.at(-1)).toContain(`Total ${formatQuantity(gallons)} ${formatMoney(amount)}`);
  });
});

describe('spreadsheet formula injection', () => {
  it('prefixes text cells that start with = + - @ tab or CR with a quote, and leaves numbers alone', async () => {
    const hostile = ['=HYPERLINK("http://evil.test","click")', '+1+cmd|calc', '-2+3', '@SUM(A1:A9)', '\t=1+1', '\r=1+1', 'Plain, "quoted" text'];
    await demo((db) =>
      db.insert(transactions).values(
        hostile.map((description, i) => ({
          tenantId: 'demo', transactionId: `INJ-${i}`, accountId: secondAccountId, transactionDate: '2020-01-0' + (i + 1), transactionType: 'adjustment' as const,
          description, reference: description, amount: -12.5, isCredit: true, balance: -12.5 * (i + 1),
        })),
      ),
    );
    const rows = csvRows((await get(`${secondAccountId}/transactions/csv?sort=transaction_date&order=asc`)).rawPayload).slice(1, hostile.length + 1);
    expect(rows.map((r) => r[2])).toEqual([...hostile.slice(0, 6).map((h) => `'${h}`), hostile[6]]);
    expect(rows.map((r) => r[3])).toEqual(rows.map((r) => r[2]));
    // Negative amounts are numbers, not text: they stay as they are.
    expect(rows.map((r) => r[8])).toEqual(hostile.map(() => '-12.5'));
    // The spreadsheet writes text cells as text (never as formulas): nothing to neutralise there.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await get(`${secondAccountId}/transactions/xlsx?sort=transaction_date&order=asc`)).rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].getRow(2).getCell(3).value).toBe(hostile[0]);
    await demo((db) => db.delete(transactions).where(sql`${transactions.transactionId} like 'INJ-%'`));
  });
});

describe('who may export', () => {
  it("answers a customer 404 for another customer's exports, 401 without a session, 400 for an unknown format", async () => {
    const [other] = await demo((db) => db.select({ id: transactions.accountId }).from(transactions).where(sql`${transactions.accountId} not in (${accountId}, ${secondAccountId})`).limit(1));
    for (const path of ['transactions/csv', 'transactions/xlsx', 'deliveries/pdf']) {
      expect((await get(`${other.id}/${path}`)).statusCode).toBe(404);
      expect((await get(`${accountId}/${path}`, '')).statusCode).toBe(401);
      expect((await get(`${other.id}/${path}`, staffKey)).statusCode).toBe(200);
    }
    expect((await get(`${accountId}/transactions/docx`)).statusCode).toBe(400);
    expect((await get('999999999/deliveries/csv', staffKey)).statusCode).toBe(404);
  });
});
