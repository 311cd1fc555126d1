import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerAccounts, demoAccountHolder, signInCustomer, type Account } from './support/customer';
import type { NewUser } from './support/api';
import { noChromium, pagePerTest, portalUrl, tableRows } from './support/portal';

const firstCell = (rowText: string) => rowText.split(/\s+/)[0];

/**
 * The customer's account list (/accounts) on the list renderer and the light table (issue 25):
 * its rows asked for beside its code, sorted by mouse and keyboard, without PrimeReact's DataTable.
 */
describe.skipIf(noChromium)('account list', () => {
  const t = pagePerTest();
  let customer: NewUser;
  beforeAll(async () => {
    customer = await demoAccountHolder('account-list');
  });
  let accounts: Account[];
  beforeEach(async () => {
    accounts = await customerAccounts(await signInCustomer(t.page, customer));
    expect(accounts.length, 'the demo customer has accounts to list').toBeGreaterThan(1);
  });

  it("asks for the rows while the list's code is still coming, and never loads DataTable", async () => {
    // A fresh tab of the signed-in session, as the login left it (the session lives in the tab's storage).
    const session = await t.page.evaluate(() => sessionStorage.getItem('userInfo'));
    const page = await t.page.context().newPage();
    try {
      await page.goto(portalUrl('/tenant-files/demo/theme.css'));
      await page.evaluate((info) => sessionStorage.setItem('userInfo', info ?? ''), session);
      let rowsAsked!: () => void;
      const asked = new Promise<void>((resolve) => (rowsAsked = resolve));
      const scripts: string[] = [];
      let accountAsks = 0;
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        // The shell asks once for the menu and the route guard (customer-accounts.ts); the list's own
        // load is the second ask, the same GET.
        if (path.endsWith('/accounts/for-user') && ++accountAsks === 2) rowsAsked();
        if (path.startsWith('/assets/')) scripts.push(path);
      });
      // The list's code is held until its rows were asked for: a list that asked only once its code
      // had run would never draw them.
      const held: string[] = [];
      await page.route(/\/assets\/ListScreen-[\w-]+\.js$/, async (route) => {
        held.push(route.request().url());
        await asked;
        await route.continue();
      });
      await page.goto(portalUrl('/accounts'));
      await expect.poll(async () => (await tableRows(page)).map(firstCell).sort()).toEqual(accounts.map((account) => account.account_id).sort());
      expect(held.length).toBeGreaterThan(0);
      expect(scripts.filter((path) => /\/(PrimeTable|TableScreen)-/.test(path))).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('sorts by a column, up then down, by mouse and by keyboard, and says which way', async () => {
    const header = t.page.getByRole('columnheader', { name: 'Balance' });
    const shownIds = async () => (await tableRows(t.page)).map(firstCell);
    const byBalance = [...accounts].sort((a, b) => a.account_balance - b.account_balance).map((account) => account.account_id);
    await expect.poll(shownIds).toHaveLength(accounts.length);

    await header.click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    // Equal balances may come in either order: the balances shown are checked, in order.
    const balanceOf = new Map(accounts.map((account) => [account.account_id, account.account_balance]));
    expect((await shownIds()).map((id) => balanceOf.get(id))).toEqual(byBalance.map((id) => balanceOf.get(id)));
    expect(new URL(t.page.url()).searchParams.get('sort')).toBe('account_balance');

    await header.getByRole('button').focus();
    await t.page.keyboard.press('Enter');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    expect((await shownIds()).map((id) => balanceOf.get(id))).toEqual([...byBalance].reverse().map((id) => balanceOf.get(id)));
    expect(new URL(t.page.url()).searchParams.get('order')).toBe('desc');
    // Another column is not said to be sorted.
    expect(await t.page.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBeNull();
  });

  it("opens an account's overview from its row, by its link", async () => {
    const [first] = accounts;
    await t.page.getByRole('link', { name: first.account_id, exact: true }).click();
    await t.page.waitForURL(`**/accounts/${first.account_id}`);
    await t.page.getByRole('heading', { level: 1, name: first.display_name }).waitFor();
  });
});
