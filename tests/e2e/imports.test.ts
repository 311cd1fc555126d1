/**
 * Integrations → Imports in Chromium (issue 21 item 5): an Admin uploads a supplier file with a
 * progress bar, follows the job until it finishes with its counts, finds it in the job list;
 * the same file again changes nothing; a file with bad rows shows each refusal by line, JSON path
 * and message, and the refusal report downloads as CSV. By keyboard alone, at 390 px, no axe
 * violations. The e2e server's own import worker runs the jobs.
 */
import { readFile } from 'node:fs/promises';
import type { FileChooser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/tenant-api';
import { axeViolations } from './support/axe';
import { apiUrl, e2e, noChromium, pagePerTest, portalUrl, screenshot, signIn, tableRows, users } from './support/portal';

type Job = components['schemas']['ImportJob'];
type Refusal = components['schemas']['ImportRefusal'];

const tag = Date.now().toString(36).toUpperCase();
const ndjson = (records: object[]) => Buffer.from(records.map((r) => JSON.stringify(r)).join('\n') + '\n');

/** A new customer and account with `count` ledger lines: about 170 bytes a line. */
function newAccountFile(count: number): Buffer {
  const account = `IMP-${tag}`;
  const lines = Array.from({ length: count }, (_, i) => ({
    kind: 'transaction',
    external_id: `TX-${tag}-${i}`,
    account_id: account,
    transaction_date: '2026-10-20',
    transaction_type: 'delivery',
    description: `Heating oil delivery ${i}`,
    amount: 100 + i,
    is_credit: false,
    balance: 100 + i,
  }));
  return ndjson([
    { kind: 'customer', external_id: `C-${tag}`, first_name: 'Ines', last_name: 'Import', email: `ines.${tag.toLowerCase()}@example.com` },
    {
      kind: 'account',
      external_id: account,
      customer_id: `C-${tag}`,
      display_name: 'Ines Import',
      billing_address: { street1: '4 Quarry Road', city: 'Barre', state: 'VT', zipcode: '05641', country: 'US' },
      account_status: 'active',
      amount_due: 0,
      account_balance: 0,
    },
    ...lines,
  ]);
}

/** Customers as CSV: one good row, then a bad external_id (line 3) and a bad phone (line 4). */
const customersCsv = (prefix: string) =>
  Buffer.from(`external_id,last_name,home_phone\r\nC-${prefix}-${tag},Good,802-555-0100\r\nbad id ${prefix}!,Bad,802-555-0101\r\nC-${prefix}-${tag}-2,Worse,call me\r\n`);

const status = (page: Page) => page.locator('.import-upload__status');
const finishedText = (id: number | string, applied: number, unchanged: number, refused: number, read: number) =>
  `Import ${id} finished: ${applied} applied, ${unchanged} unchanged, ${refused} refused of ${read} rows.`;

async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(apiUrl(path), { headers: { 'user-key': e2e.adminKey } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The id of the job the panel follows, from its "Open import N" link. */
async function followedJob(page: Page): Promise<number> {
  const link = page.getByRole('link', { name: /^Open import \d+$/ });
  await link.waitFor();
  return Number(/\d+$/.exec(await link.innerText())![0]);
}

async function openImports(page: Page) {
  await signIn(page, users.admin);
  await page.waitForURL('**/admin/accounts');
  await page.goto(portalUrl('/admin/integrations/imports'));
  await page.getByRole('heading', { name: 'Imports', level: 1 }).waitFor();
}

describe.skipIf(noChromium)('imports', () => {
  const t = pagePerTest();

  it('uploads a file with a progress bar, follows the job to its counts, lists it, and the same file again changes nothing', async () => {
    const { page } = t;
    await signIn(page, users.admin);
    await page.waitForURL('**/admin/accounts');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Imports', exact: true }).click();
    await page.waitForURL('**/admin/integrations/imports');
    await page.getByRole('heading', { name: 'Imports', level: 1 }).waitFor();

    // Slow uploads (about 2 s for this file) so the bar is seen moving; every value it takes is kept.
    const file = { name: `accounts-${tag}.ndjson`, mimeType: 'application/x-ndjson', buffer: newAccountFile(600) };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 48 * 1024 });
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { uploadValues: string[] }).uploadValues = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"][aria-label^="Upload of"]');
        const value = bar?.getAttribute('aria-valuenow');
        if (value && seen.at(-1) !== value) seen.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });

    const form = page.getByRole('form', { name: 'Upload an import file' });
    await form.getByLabel('File (.ndjson or .csv)').setInputFiles(file);
    expect(await form.getByLabel('Format').inputValue()).toBe('ndjson');
    await form.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('progressbar', { name: `Upload of ${file.name}` }).waitFor();
    await expect.poll(() => status(page).innerText()).toBe(`Uploading ${file.name}…`);
    const jobId = await followedJob(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const values = await page.evaluate(() => (window as unknown as { uploadValues: string[] }).uploadValues.map(Number));
    expect(values.some((v) => v > 0 && v < 100), `upload bar values ${values.join(',')}`).toBe(true);

    await expect.poll(() => status(page).innerText(), { timeout: 30_000 }).toBe(finishedText(jobId, 602, 0, 0, 602));
    const jobBar = page.getByRole('progressbar', { name: `Import ${jobId} progress` });
    expect(await jobBar.getAttribute('aria-valuenow')).toBe('100');
    const job = await apiGet<Job>(`/imports/${jobId}`);
    expect(job).toMatchObject({ status: 'succeeded', file_name: file.name, rows_applied: 602, uploaded_by: users.admin });
    // The list shows it, newest first, with its counts and who sent it.
    await expect.poll(async () => (await tableRows(page))[0] ?? '').toContain(file.name);
    const row = (await tableRows(page))[0];
    for (const shown of [String(jobId), 'ndjson', 'Succeeded', '602', users.admin]) expect(row).toContain(shown);
    await screenshot(page, 'imports');

    await form.getByLabel('File (.ndjson or .csv)').setInputFiles(file);
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => status(page).innerText(), { timeout: 30_000 }).toMatch(/^Import \d+ finished/);
    const again = await followedJob(page);
    expect(again).toBeGreaterThan(jobId);
    expect(await status(page).innerText()).toBe(finishedText(again, 0, 602, 0, 602));
    expect(await apiGet<Job>(`/imports/${again}`)).toMatchObject({ rows_applied: 0, rows_unchanged: 602, rows_refused: 0 });
  });

  it('shows the refused rows of a CSV file by line, JSON path and message, and downloads them as CSV', async () => {
    const { page } = t;
    await openImports(page);
    const form = page.getByRole('form', { name: 'Upload an import file' });
    await form.getByLabel('File (.ndjson or .csv)').setInputFiles({ name: `customers-${tag}.csv`, mimeType: 'text/csv', buffer: customersCsv('CSV') });
    expect(await form.getByLabel('Format').inputValue()).toBe('csv');
    // A CSV file names one kind, which the Admin chooses (from the schema's list).
    const upload = form.getByRole('button', { name: 'Upload' });
    expect(await upload.isDisabled()).toBe(true);
    const kinds = await form.getByLabel('Record kind of the CSV file').locator('option').allInnerTexts();
    expect(kinds).toEqual(['Choose a kind', 'Customer', 'Account', 'Location', 'Tank', 'Price', 'Document', 'Transaction', 'Delivery', 'Fuel Card', 'Reading', 'Delivery Status']);
    await form.getByLabel('Record kind of the CSV file').selectOption('customer');
    await upload.click();
    await expect.poll(() => status(page).innerText(), { timeout: 30_000 }).toMatch(/finished/);
    const jobId = await followedJob(page);
    expect(await status(page).innerText()).toBe(finishedText(jobId, 1, 0, 2, 3));

    await page.getByRole('link', { name: `Open import ${jobId}` }).click();
    await page.waitForURL(`**/admin/integrations/imports/${jobId}`);
    await page.getByRole('heading', { name: `Import ${jobId}`, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Refused Rows', level: 2 }).waitFor();
    const refusals = (await apiGet<{ content: Refusal[] }>(`/imports/${jobId}/refusals?size=100`)).content;
    expect(refusals.map((r) => [r.line, r.path])).toEqual([
      [3, '$.external_id'],
      [4, '$.home_phone'],
    ]);
    await expect.poll(async () => (await tableRows(page)).length).toBe(refusals.length);
    const rows = await tableRows(page);
    refusals.forEach((refusal, i) => {
      for (const shown of [String(refusal.line), refusal.path, refusal.message]) expect(rows[i]).toContain(shown);
    });
    const facts = await page.locator('.import-job__facts').innerText();
    for (const shown of [`customers-${tag}.csv`, 'CSV · Customer', 'Succeeded', users.admin]) expect(facts).toContain(shown);
    await screenshot(page, 'import-job');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download CSV of the refusals of import ${jobId}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`import-${jobId}-refusals.csv`);
    const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(csv[0]).toBe('line,path,message,kind,external_id');
    expect(csv[1]).toMatch(/^3,\$\.external_id,/);
    expect(csv[2]).toMatch(/^4,\$\.home_phone,/);
    await page.locator('.p-toast-message').filter({ hasText: 'Refusal report downloaded.' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('works by keyboard alone at 390 px, with no axe violations', async () => {
    const { page } = t;
    await page.setViewportSize({ width: 390, height: 844 });
    // Listened for from the start: the browser intercepts file pickers only once a listener is set.
    const chooser = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
    await openImports(page);
    await expect.poll(async () => (await tableRows(page)).length).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The file picker opens from the keyboard, the chosen name said beside its button; the kind is chosen with the arrow keys.
    await page.getByRole('button', { name: 'Choose a file' }).focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: `customers-kb-${tag}.csv`, mimeType: 'text/csv', buffer: customersCsv('KB') });
    await page.getByText(`customers-kb-${tag}.csv`, { exact: true }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toMatch(/-format$/);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toMatch(/-kind$/);
    await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel('Record kind of the CSV file').inputValue()).toBe('customer');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Upload');
    await page.keyboard.press('Enter');
    await expect.poll(() => status(page).innerText(), { timeout: 30_000 }).toMatch(/finished: 1 applied, 0 unchanged, 2 refused/);
    // Focus stayed on Upload through the sending (the button refused clicks but was not disabled).
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Upload');
    await screenshot(page, 'imports-mobile');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const jobId = await followedJob(page);
    for (let i = 0; i < 10 && (await page.evaluate(() => document.activeElement?.textContent)) !== `Open import ${jobId}`; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/admin/integrations/imports/${jobId}`);
    await expect.poll(async () => (await tableRows(page)).length).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'import-job-mobile');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download CSV of the refusals of import ${jobId}` }).focus();
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toBe(`import-${jobId}-refusals.csv`);
  });
});
