import { readFile } from 'node:fs/promises';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import type { components } from '../../openapi/generated/tenant-api';
import { formatMoney } from '../../src/engine/format';
import { customerAccounts, demoAccountHolder, signInCustomer, type Account } from './support/customer';
import { api, type NewUser } from './support/api';
import { noChromium, pagePerTest, screenshot, sidewaysOverflow, storedUserKey, tableRows, toast } from './support/portal';
import { axeViolations } from './support/axe';

type TransactionPage = components['schemas']['TransactionPage'];

const transactionsAnswer = (check: (query: URLSearchParams) => boolean) => (response: Response) => {
  const url = new URL(response.url());
  return /\/accounts\/[^/]+\/transactions$/.test(url.pathname) && check(url.searchParams);
};

describe.skipIf(noChromium)('records', () => {
  const t = pagePerTest();
  let customer: NewUser;
  beforeAll(async () => {
    customer = await demoAccountHolder('records');
  });
  let account: Account;
  beforeEach(async () => {
    const key = await signInCustomer(t.page, customer);
    const withRecords = (await customerAccounts(key)).filter((a) => a.is_records);
    expect(withRecords.length).toBeGreaterThan(0);
    account = withRecords[0];
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Records', exact: true }).click();
    await t.page.waitForURL('**/records');
  });

  it('sorts transactions on the server, moves to the next page by cursor and changes the page size', async () => {
    const first = t.page.waitForResponse(transactionsAnswer((q) => q.get('page') === '0'));
    await t.page.getByRole('link', { name: 'Transactions', exact: true }).click();
    const firstBody = (await (await first).json()) as TransactionPage;
    expect(firstBody.totalElements).toBeGreaterThan(10);
    await expect.poll(() => tableRows(t.page)).toHaveLength(10);

    const ascending = t.page.waitForResponse(transactionsAnswer((q) => q.get('sort') === 'amount' && q.get('order') === 'asc'));
    await t.page.getByRole('columnheader', { name: 'Amount' }).click();
    const sorted = (await (await ascending).json()) as TransactionPage;
    const amounts = sorted.content.map((row) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    // The table shows the server's order, each amount as the engine formats it.
    await expect.poll(async () => (await tableRows(t.page))[0]).toContain(formatMoney(amounts[0]));
    expect(sorted.next_cursor).toBeTruthy();

    const next = t.page.waitForResponse(transactionsAnswer((q) => q.get('page') === '1' && q.get('sort') === 'amount'));
    await t.page.getByRole('button', { name: 'Next Page' }).click();
    const nextUrl = new URL((await next).url());
    expect(nextUrl.searchParams.get('cursor')).toBe(sorted.next_cursor);
    const secondPage = (await (await next).json()) as TransactionPage;
    expect(secondPage.content[0].amount).toBeGreaterThanOrEqual(amounts.at(-1) ?? 0);
    await screenshot(t.page, 'records-transactions');

    const bigger = t.page.waitForResponse(transactionsAnswer((q) => q.get('size') === '20' && q.get('page') === '0'));
    await t.page.locator('.p-paginator .p-dropdown').click();
    await t.page.getByRole('option', { name: '20', exact: true }).click();
    const biggerBody = (await (await bigger).json()) as TransactionPage;
    expect(biggerBody.content.length).toBe(Math.min(20, biggerBody.totalElements));
    await expect.poll(() => tableRows(t.page)).toHaveLength(biggerBody.content.length);
  });

  it("filters transactions by one of the tenant's transaction types, paging within the type", async () => {
    const first = t.page.waitForResponse(transactionsAnswer(() => true));
    await t.page.getByRole('link', { name: 'Transactions', exact: true }).click();
    // The type of the newest line, by the name the tenant's list gives it (GET /config/transaction_types).
    const type = ((await (await first).json()) as TransactionPage).content[0].transaction_type;
    const { data: types } = await api<{ id: string; name: string }[]>('GET', '/config/transaction_types');
    const name = types.find((entry) => entry.id === type)?.name ?? '';
    const filtered = t.page.waitForResponse(transactionsAnswer((q) => q.get('transaction_type') === type && q.get('page') === '0'));
    await t.page.locator('.table-filter', { hasText: 'Type' }).locator('.p-dropdown').click();
    await t.page.getByRole('option', { name, exact: true }).click();
    const body = (await (await filtered).json()) as TransactionPage;
    expect(body.content.length).toBeGreaterThan(0);
    expect(body.content.every((row) => row.transaction_type === type)).toBe(true);
    await expect.poll(() => tableRows(t.page)).toHaveLength(body.content.length);
    await screenshot(t.page, 'records-transactions-payments');
  });

  it('exports every transaction as CSV while the buttons wait and a bar shows progress', async () => {
    const first = t.page.waitForResponse(transactionsAnswer(() => true));
    await t.page.getByRole('link', { name: 'Transactions', exact: true }).click();
    const { totalElements } = (await (await first).json()) as TransactionPage;

    // Hold the file back until the progress state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await t.page.route('**/transactions/csv**', async (route) => {
      await held;
      await route.continue();
    });
    const download = t.page.waitForEvent('download');
    await t.page.getByRole('button', { name: 'Export Transactions as CSV' }).click();
    await t.page.getByRole('status', { name: /Exporting Transactions as CSV/ }).waitFor();
    expect(await t.page.getByRole('button', { name: 'Export Transactions as Excel' }).isDisabled()).toBe(true);
    await screenshot(t.page, 'records-exporting');
    release();

    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const path = await file.path();
    const lines = (await readFile(path, 'utf8')).split(/\r?\n/).filter((line) => line.trim() !== '');
    expect(lines[0].toLowerCase()).toContain('date');
    expect(lines.length - 1).toBe(totalElements);
    await toast(t.page, 'Data exported successfully!').waitFor();
    expect(await t.page.getByRole('button', { name: 'Export Transactions as Excel' }).isEnabled()).toBe(true);
  });

  it('opens a document inside the page from its row, with the way back to the list', async () => {
    await expect.poll(() => tableRows(t.page)).not.toHaveLength(0);
    // The document is fetched with the session in a header (never in its URL) and shown from a blob.
    const fetched = t.page.waitForResponse((r) => /\/accounts\/[^/]+\/documents\/[^/?]+/.test(new URL(r.url()).pathname));
    await t.page.getByRole('button', { name: /^View document / }).first().click();
    await t.page.waitForURL(`**/accounts/${account.account_id}/records/documents/view-pdf?key=*`);
    await toast(t.page, 'Document opened successfully!').waitFor();
    const document = await fetched;
    expect(document.url()).not.toMatch(/user-key|key=/i);
    const userKey = await document.request().headerValue('user-key');
    expect(userKey).toBeTruthy();
    // The same request from outside the browser answers the PDF the server made.
    const direct = new URL(document.url());
    direct.hostname = '127.0.0.1';
    const again = await fetch(direct, { headers: { 'user-key': userKey! } });
    expect(again.headers.get('content-type')).toContain('application/pdf');
    expect(Buffer.from(await again.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const frame = t.page.locator('iframe.view-pdf__document');
    await expect.poll(() => frame.getAttribute('src')).toMatch(/^blob:/);
    await screenshot(t.page, 'records-document-viewer');

    await t.page.getByRole('link', { name: 'Back to records' }).click();
    await t.page.waitForURL('**/records');
  });

  it("says '(status) detail' when an export is refused, and exports deliveries as a real PDF", async () => {
    await t.page.getByRole('link', { name: 'Deliveries', exact: true }).click();
    await expect.poll(() => tableRows(t.page)).not.toHaveLength(0);

    // Ask the real server for a format it does not make: it answers a 400 problem.
    await t.page.route('**/deliveries/xlsx**', (route) => route.continue({ url: route.request().url().replace('/deliveries/xlsx', '/deliveries/docx') }));
    const refused = t.page.waitForResponse((r) => r.url().includes('/deliveries/docx'));
    await t.page.getByRole('button', { name: 'Export Deliveries as Excel' }).click();
    const problem = (await (await refused).json()) as { status: number; detail: string };
    await toast(t.page, `(${problem.status}) ${problem.detail}`).waitFor();
    expect(problem.status).toBe(400);

    const download = t.page.waitForEvent('download');
    await t.page.getByRole('button', { name: 'Export Deliveries as PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
    await toast(t.page, 'Data exported successfully!').waitFor();
  });

  it('switches between the customer’s accounts and remembers the choice', async () => {
    const key = await storedUserKey(t.page);
    const accounts = (await customerAccounts(key ?? '')).filter((a) => a.is_records);
    expect(accounts.length).toBeGreaterThan(1);
    const other = accounts[1];
    const answer = t.page.waitForResponse((r) => r.url().includes(`/accounts/${other.account_id}/documents`));
    await t.page.locator('.account-picker__dropdown').click();
    await t.page.getByRole('option', { name: new RegExp(`^${other.account_id} `) }).click();
    await answer;
    await t.page.reload();
    await expect.poll(() => t.page.getByLabel('Account', { exact: true }).inputValue()).toContain(other.account_id);
    await expect.poll(() => tableRows(t.page)).not.toHaveLength(0);
  });

  it('fits a 390px phone: documents stack as cards with View on screen, nothing scrolls sideways', async () => {
    for (const width of [390, 1280]) {
      await t.page.setViewportSize({ width, height: 844 });
      const view = t.page.getByRole('button', { name: /^View document / }).first();
      await view.waitFor();
      expect(await sidewaysOverflow(t.page), `at ${width}px`).toEqual({ overflow: 0, scrollers: [] });
      const box = await view.boundingBox();
      expect(box && box.x + box.width <= width, `View on screen at ${width}px`).toBe(true);
      await screenshot(t.page, `records-${width}`);
      expect(await axeViolations(t.page)).toEqual([]);
    }
  });

  it('lists deliveries newest first', async () => {
    const answer = t.page.waitForResponse((r) => /\/deliveries$/.test(new URL(r.url()).pathname));
    await t.page.getByRole('link', { name: 'Deliveries', exact: true }).click();
    const body = (await (await answer).json()) as components['schemas']['DeliveryPage'];
    const dates = body.content.map((row) => row.delivery_date);
    expect(dates).toEqual([...dates].sort().reverse());
    await expect.poll(() => tableRows(t.page)).toHaveLength(body.content.length);
    await screenshot(t.page, 'records-deliveries');
  });
});
