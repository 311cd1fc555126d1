import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { components } from '../../openapi/generated/tenant-api';
import { formatStatus } from '../../src/engine/format';
import { api, apiLogin } from './support/api';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD, noChromium, pagePerTest, portalUrl, screenshot, signIn, tableRows, toast, users } from './support/portal';

type AccountDetail = components['schemas']['AccountDetail'];
type AccountSearchPage = components['schemas']['AccountSearchPage'];

/** Searches /admin/accounts for an account id and waits for the server's answer to it. */
async function searchAccounts(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().includes('/accounts/find') && new URL(r.url()).searchParams.get('searchText') === text);
  await page.getByRole('searchbox', { name: 'Search Accounts' }).fill(text);
  await answered;
}

describe.skipIf(noChromium)('staff account details', () => {
  const t = pagePerTest();
  /**
   * The demo tenant's last account by id that has a tank: no other e2e file works with it (the
   * imports e2e file adds newer accounts of its own, without locations, on the shared server).
   */
  let account: AccountDetail;
  beforeAll(async () => {
    const { data } = await api<AccountSearchPage>('GET', '/accounts/find?page=0&size=50&sort=account_id&order=desc');
    for (const row of data.content) {
      const detail = (await api<AccountDetail>('GET', `/accounts/${row.account_id}`)).data;
      if (detail.locations.some((location) => location.drops.length > 0)) {
        account = detail;
        break;
      }
    }
  });

  it('lets the Admin search, open an account, change its status with a comment, and see it after a reload and in the search', async () => {
    const { page } = t;
    await signIn(page, users.admin);
    await page.waitForURL('**/admin/accounts');
    await searchAccounts(page, account.account_id);
    await expect.poll(() => tableRows(page)).toHaveLength(1);
    await page.getByRole('link', { name: account.account_id, exact: true }).click();
    await page.waitForURL(`**/admin/accounts/${account.account_id}`);
    await page.getByRole('heading', { name: `Account ${account.account_id} · ${account.display_name}` }).waitFor();
    await page.getByText(account.owner ? account.owner.email : 'No portal user').first().waitFor();
    expect(await page.getByTestId('account-status').innerText()).toBe(formatStatus(account.account_status));
    await page.getByRole('region', { name: 'Locations' }).getByRole('table').first().waitFor();
    await screenshot(page, 'account-admin-details');
    expect.soft(await axeViolations(page)).toEqual([]);

    // Nothing changed yet: nothing to save.
    expect(await page.getByRole('button', { name: 'Save Status' }).isDisabled()).toBe(true);
    const next = account.account_status === 'credit_hold' ? 'collections' : 'credit_hold';
    const comment = `Status changed by e2e at ${new Date().toISOString()}`;
    await page.locator('#account-status_account_status').click();
    await page.getByRole('option', { name: formatStatus(next), exact: true }).click();
    await page.getByLabel('Comment', { exact: true }).fill(comment);
    const saved = page.waitForResponse((r) => r.url().endsWith(`/accounts/${account.account_id}`) && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save Status' }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({ account_status: next, comment });
    await toast(page, 'Account status updated successfully!').waitFor();
    await expect.poll(() => page.getByTestId('account-status').innerText()).toBe(formatStatus(next));
    // The editor starts over from the saved account, not from the one before the change.
    await expect.poll(() => page.locator('#account-status_account_status').innerText()).toContain(formatStatus(next));
    expect(await page.getByLabel('Comment', { exact: true }).inputValue()).toBe(comment);
    await screenshot(page, 'account-admin-status-saved');

    await page.reload();
    await page.getByTestId('account-status').waitFor();
    expect(await page.getByTestId('account-status').innerText()).toBe(formatStatus(next));
    await page.getByText(comment).first().waitFor();
    expect((await api<AccountDetail>('GET', `/accounts/${account.account_id}`)).data).toMatchObject({ account_status: next, comment });

    // Back returns to the search as it was left: the same text (kept in the address), the same row.
    await page.getByRole('link', { name: 'Back to Accounts' }).click();
    await page.waitForURL(`**/admin/accounts?q=${account.account_id}`);
    expect(await page.getByRole('searchbox', { name: 'Search Accounts' }).inputValue()).toBe(account.account_id);
    await expect.poll(async () => (await tableRows(page)).join('\n')).toContain(formatStatus(next));
    await screenshot(page, 'account-admin-search-after');
  });

  it("checks the email as it is typed and shows the server's '(status) detail' when the owner's new login email is taken", async () => {
    const { page } = t;
    const { key } = await apiLogin(users.customer, DEMO_PASSWORD);
    const [owned] = (await api<components['schemas']['Account'][]>('GET', '/accounts/for-user', { key })).data;
    await signIn(page, users.admin);
    await page.waitForURL('**/admin/accounts');
    await page.goto(portalUrl(`/admin/accounts/${owned.account_id}`));
    const email = page.getByLabel('Account email', { exact: true });
    await email.waitFor();
    await email.fill('not-an-email');
    await email.press('Tab');
    await page.getByText('Invalid email address').waitFor();
    expect(await page.getByRole('button', { name: 'Save Email' }).isDisabled()).toBe(true);

    await email.fill(users.staff);
    await page.getByLabel(`Also change the owner's login email (${users.customer})`).check();
    const posted = page.waitForRequest((r) => r.url().endsWith(`/accounts/${owned.account_id}`) && r.method() === 'POST');
    await page.getByRole('button', { name: 'Save Email' }).click();
    expect((await posted).postDataJSON()).toEqual({ email: users.staff, update_user: true });
    await toast(page, '(409) A user with this email already exists.').waitFor();
    await screenshot(page, 'account-admin-email-taken');
    expect((await api<AccountDetail>('GET', `/accounts/${owned.account_id}`)).data).toMatchObject({ email: owned.email, owner: { email: users.customer } });
  });

  it('saves the email of an account without a portal user, where no login email is offered, at 390 px', async () => {
    const { page } = t;
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, users.admin);
    await page.waitForURL('**/admin/accounts');
    await page.goto(portalUrl(`/admin/accounts/${account.account_id}`));
    const email = page.getByLabel('Account email', { exact: true });
    await email.waitFor();
    expect(await page.getByText("Also change the owner's login email").count()).toBe(account.owner ? 1 : 0);
    // The editors fit a phone's width and pass axe there.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect.soft(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'account-admin-editors-390');
    const free = `account-${Date.now().toString(36)}@e2e.test`;
    await email.fill(free);
    await page.getByRole('button', { name: 'Save Email' }).click();
    await toast(page, 'Account Email updated successfully!').waitFor();
    expect((await api<AccountDetail>('GET', `/accounts/${account.account_id}`)).data.email).toBe(free);
  });

  it('shows Customer Service the account read-only', async () => {
    const { page } = t;
    await signIn(page, users.staff);
    await page.waitForURL('**/admin/accounts');
    await searchAccounts(page, account.account_id);
    await page.getByRole('link', { name: account.account_id, exact: true }).click();
    await page.getByRole('region', { name: 'Balances' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save Status' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save Email' }).count()).toBe(0);
    await screenshot(page, 'account-admin-read-only');
  });
});
