import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Language } from '../../src/engine/i18n/languages';
import { inLanguage, loadEveryLanguage } from '../../src/server/http/request-language';
import { renderReceipt } from '../../src/server/payments/receipt/receipt-pdf';
import type { PaymentRow } from '../../src/server/payments/record-payment';
import { renderPdf } from '../../src/server/pdf/layout';
import { drawTable, type Table } from '../../src/server/modules/records/document-pdf/table';
import { loadTenants, type LoadedTenant } from '../../src/server/tenants/load-tenants';
import esPdf from '../../src/engine/messages/locales/es/pdf-texts';
import frPdf from '../../src/engine/messages/locales/fr/pdf-texts';

/** Issue 24: figures in the PDFs (dates, money) as each language writes them, whole and legible. */
const root = fileURLToPath(new URL('../..', import.meta.url));
let demo: LoadedTenant;
beforeAll(async () => {
  await loadEveryLanguage();
  demo = loadTenants(join(root, 'tenants'), join(root, 'schemas'), 'demo').get('demo')!;
});

const textOf = async (pdf: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text as string;
/** The no-break spaces a PDF keeps read as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the payment receipt', () => {
  // Only the fields the receipt draws.
  const payment = { paymentNumber: 'P-000042', createdAt: new Date('2026-03-01T15:04:00Z'), accountId: '1001', sourceLabel: 'Visa •••• 4242', amount: 1234.5, fee: 30.86, total: 1265.36, status: 'settled', channel: 'portal' } as PaymentRow;
  const receipt = (language: Language) => inLanguage(language, () => renderReceipt(demo, { payment, accountName: 'Pat Payer' })).then(textOf);

  it("dates it as the spec does in English (MM/DD/YYYY, 12-hour clock), in UTC", async () => {
    const text = await receipt('en');
    expect(text).toContain('03/01/2026 03:04 PM UTC');
    expect(text).toContain('$1,234.50');
  });

  it('dates it day first in Spanish and French, with their own clock, and writes its money their way', async () => {
    const es = plain(await receipt('es'));
    expect(es).toContain(esPdf.receiptHeading);
    expect(es).toMatch(/01\/03\/2026,? 03:04 p\. ?m\. UTC/);
    expect(es).toContain('$1,234.50');
    const fr = plain(await receipt('fr'));
    expect(fr).toContain(frPdf.receiptHeading);
    expect(fr).toContain('01/03/2026 15:04 UTC');
    expect(fr).toContain('1 234,50 $US');
    expect(fr).not.toContain('Mar 1, 2026');
  });
});

describe("a document's table", () => {
  const statement = (balance: string): Table => ({
    columns: [
      { header: 'Date', width: 11 },
      { header: 'Description', width: 33 },
      { header: 'Reference', width: 14 },
      { header: 'Charges', width: 14, align: 'right' },
      { header: 'Credits', width: 14, align: 'right' },
      { header: 'Balance', width: 14, align: 'right' },
    ],
    rows: [['01/03/2026', 'Payment received, thank you — a description long enough to be cut at its column', 'PAY-000042', '', '1 234,50 $US', balance]],
  });
  const drawn = (table: Table) => renderPdf({ layout: 'portrait', title: 't', author: 'a' }, (doc) => drawTable(doc, table)).then(textOf).then(plain);

  it('never cuts a figure: a French credit is written whole, and the text columns give way', async () => {
    const text = await drawn(statement('12 345,67\u00a0$US en crédit'));
    expect(text).toContain('12 345,67 $US en crédit');
    expect(text).not.toContain('en cr…');
    // The description is what is cut, with an ellipsis.
    expect(text).toMatch(/Payment received[^\n]*…/);
  });

  it("writes French figures' narrow no-break spaces as spaces the standard font has (no stray glyph)", async () => {
    const text = await drawn(statement('1\u202f234,50\u00a0$US'));
    expect(text).toContain('1 234,50 $US');
    expect(text).not.toContain('/234');
  });
});
