import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import { createUser, type NewUser } from './support/api';
import { noChromium, pagePerTest, screenshot, signIn, tableRows } from './support/portal';

const findAccounts = (check: (query: URLSearchParams) => boolean) => (response: Response) => {
  const url = new URL(response.url());
  return url.pathname.endsWith('/accounts/find') && check(url.searchParams);
};

const firstCell = (rowText: string) => rowText.split(/\s+/)[0];

describe.skipIf(noChromium)('staff account table', () => {
  const t = pagePerTest();
  // An admin of this file's own: the demo admin's logins are throttled across the whole run.
  let admin: NewUser;
  beforeAll(async () => {
    admin = await createUser('table-admin', 'Admin');
  });
  beforeEach(async () => {
    await signIn(t.page, admin.email, 'demo', admin.password);
    await t.page.waitForURL('**/admin/accounts');
    await expect.poll(() => tableRows(t.page)).toHaveLength(10);
  });

  it('searches on the server, and says No Data Found! when nothing matches', async () => {
    const search = t.page.getByRole('searchbox', { name: 'Search Accounts' });
    const firstRow = (await tableRows(t.page))[0];
    const accountId = firstCell(firstRow);

    const answered = t.page.waitForResponse(findAccounts((q) => q.get('searchText') === accountId && q.get('page') === '0'));
    await search.fill(accountId);
    const body = (await (await answered).json()) as { content: { account_id: string }[] };
    expect(body.content.map((row) => row.account_id)).toContain(accountId);
    // The table shows exactly what the server answered.
    await expect.poll(async () => (await tableRows(t.page)).map(firstCell)).toEqual(body.content.map((row) => row.account_id));

    const none = t.page.waitForResponse(findAccounts((q) => q.get('searchText') === 'zz-no-such-account-zz'));
    await search.fill('zz-no-such-account-zz');
    await none;
    await t.page.getByText('No Data Found!').waitFor();
    expect(await tableRows(t.page)).toHaveLength(0);
    await screenshot(t.page, 'admin-accounts-empty');
  });

  it('sorts on the server by the clicked column', async () => {
    const ascending = t.page.waitForResponse(findAccounts((q) => q.get('sort') === 'account_balance' && q.get('order') === 'asc'));
    await t.page.getByRole('columnheader', { name: 'Balance' }).click();
    const ascBody = (await (await ascending).json()) as { content: { account_balance: number }[] };
    const balances = ascBody.content.map((row) => row.account_balance);
    expect(balances).toEqual([...balances].sort((a, b) => a - b));

    const descending = t.page.waitForResponse(findAccounts((q) => q.get('sort') === 'account_balance' && q.get('order') === 'desc'));
    await t.page.getByRole('columnheader', { name: 'Balance' }).click();
    const descBody = (await (await descending).json()) as { content: { account_balance: number }[] };
    expect(descBody.content[0].account_balance).toBeGreaterThanOrEqual(balances.at(-1) ?? 0);
  });

  it('asks the server once per sort or page change', async () => {
    const asked: string[] = [];
    t.page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/accounts/find')) asked.push(new URL(request.url()).search);
    });
    const sorted = t.page.waitForResponse(findAccounts((q) => q.get('sort') === 'account_name'));
    await t.page.getByRole('columnheader', { name: 'Name' }).click();
    await sorted;
    await t.page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => asked.length).toBe(2);
    // Nothing more follows (the address is the table's one source of its view).
    await t.page.waitForTimeout(1000);
    expect(asked).toHaveLength(2);
    expect(new URLSearchParams(asked[1]).get('page')).toBe('1');
  });

  it('ignores a sort the table does not offer in a hand-edited address', async () => {
    const answered = t.page.waitForResponse(findAccounts((q) => !q.get('sort')));
    await t.page.goto(t.page.url().replace(/\/admin\/accounts.*$/, '/admin/accounts?sort=bogus&order=asc'));
    expect((await answered).status()).toBe(200);
    await expect.poll(() => tableRows(t.page)).toHaveLength(10);
  });

  it('keeps the sort and page in the address, so a reload shows the same rows', async () => {
    const sorted = t.page.waitForResponse(findAccounts((q) => q.get('sort') === 'account_balance' && q.get('order') === 'asc'));
    await t.page.getByRole('columnheader', { name: 'Balance' }).click();
    await sorted;
    const second = t.page.waitForResponse(findAccounts((q) => q.get('sort') === 'account_balance' && q.get('page') === '1'));
    await t.page.getByRole('button', { name: 'Page 2' }).click();
    const body = (await (await second).json()) as { content: { account_id: string }[] };
    const view = () => Object.fromEntries(new URL(t.page.url()).searchParams);
    await expect.poll(view).toEqual({ page: '1', sort: 'account_balance', order: 'asc' });

    const reloaded = t.page.waitForResponse(findAccounts((q) => q.get('sort') === 'account_balance' && q.get('order') === 'asc' && q.get('page') === '1'));
    await t.page.reload();
    await reloaded;
    await expect.poll(async () => (await tableRows(t.page)).map(firstCell)).toEqual(body.content.map((row) => row.account_id));

    // The menu's link to the bare route starts the table over.
    const fresh = t.page.waitForResponse(findAccounts((q) => q.get('page') === '0' && !q.get('sort')));
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Accounts' }).click();
    await fresh;
    expect(view()).toEqual({});
  });
});
