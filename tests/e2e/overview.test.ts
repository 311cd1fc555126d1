import type { components } from '../../openapi/generated/tenant-api';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatMoney, formatQuantity } from '../../src/engine/format';
import { customerAccounts, demoAccountHolder, paintedPixels, signInCustomer, type Account } from './support/customer';
import { api, createUser, type NewUser } from './support/api';
import { noChromium, pagePerTest, portalUrl, screenshot } from './support/portal';

type AccountSearchPage = components['schemas']['AccountSearchPage'];

const USAGE_CHART = 'Gallons delivered per month chart';
const AGING_CHART = 'Balance aging chart';
const aged = (a: Account) => a.balance_30_days + a.balance_60_days + a.balance_90_days + a.balance_over_90_days > 0;

describe.skipIf(noChromium)('account overview', () => {
  // Charts skip their animation, so a screenshot shows them finished.
  const t = pagePerTest({ reducedMotion: 'reduce' });
  let customer: NewUser;
  beforeAll(async () => {
    customer = await demoAccountHolder('overview');
  });
  let accounts: Account[];
  beforeEach(async () => {
    const key = await signInCustomer(t.page, customer);
    accounts = await customerAccounts(key);
  });

  it('opens from the accounts list and shows the balances, the budget plan and the drawn usage chart, at desktop and 800px widths', async () => {
    const budget = accounts.find((a) => a.is_budget_plan);
    expect(budget, 'the demo customer has a budget-plan account').toBeDefined();
    if (!budget) return;

    await t.page.getByRole('link', { name: budget.account_id, exact: true }).click();
    await t.page.waitForURL(`**/accounts/${budget.account_id}`);
    await t.page.getByRole('heading', { level: 1, name: budget.display_name }).waitFor();

    const due = t.page.getByRole('region', { name: 'Amount Due' });
    await expect.poll(() => due.innerText()).toContain(formatMoney(budget.amount_due));
    expect(await due.innerText()).toContain(formatMoney(budget.account_balance));
    expect(await due.innerText()).toContain(formatMoney(budget.non_budget_balance));

    const plan = t.page.getByRole('region', { name: 'Budget Plan' });
    const planText = await plan.innerText();
    expect(planText).toContain(formatMoney(budget.budget_payment));
    expect(planText).toContain(formatQuantity(budget.budget_quantity_used_YTD));
    expect(await plan.getByRole('progressbar').count()).toBe(1);

    // The usage chart has bars painted, not just an empty <canvas>.
    await expect.poll(() => paintedPixels(t.page, USAGE_CHART), { timeout: 10_000 }).toBeGreaterThan(500);
    await screenshot(t.page, 'overview-budget-desktop');

    await t.page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => paintedPixels(t.page, USAGE_CHART), { timeout: 10_000 }).toBeGreaterThan(500);
    await screenshot(t.page, 'overview-budget-800');
  });

  it('draws the aging of a balance owed', async () => {
    const owing = accounts.find(aged);
    expect(owing, 'one of the demo customer’s accounts owes an aged balance').toBeDefined();
    if (!owing) return;
    await t.page.goto(portalUrl(`/accounts/${owing.account_id}`));
    const aging = t.page.getByRole('region', { name: 'Balance Aging' });
    await expect.poll(() => aging.innerText()).toContain(formatMoney(owing.balance_30_days));
    await expect.poll(() => paintedPixels(t.page, AGING_CHART), { timeout: 10_000 }).toBeGreaterThan(500);
    await expect.poll(() => paintedPixels(t.page, USAGE_CHART), { timeout: 10_000 }).toBeGreaterThan(500);
    await screenshot(t.page, 'overview-aging');
  });

  it('says so when nothing is owed, instead of drawing an empty aging chart', async () => {
    // The tenant's account with the lowest balance (a credit or zero) owes nothing aged.
    const { data: lowest } = await api<AccountSearchPage>('GET', '/accounts/find?sort=account_balance&order=asc&size=1');
    const settled = lowest.content[0];
    expect(settled.account_balance).toBeLessThanOrEqual(0);
    const holder = await createUser('settled', 'User', { account_ids: [settled.account_id] });
    await t.page.evaluate(() => sessionStorage.clear());
    await signInCustomer(t.page, holder);
    await t.page.goto(portalUrl(`/accounts/${settled.account_id}`));
    await t.page.getByText('Nothing is owed on this account.').waitFor();
    expect(await t.page.getByRole('img', { name: AGING_CHART }).count()).toBe(0);
  });

  it('lists each location with its tanks, and shows the not-found screen for an account that is not the customer’s', async () => {
    const account = accounts.find((a) => a.is_drops && a.locations.some((l) => l.drops.length > 0));
    expect(account).toBeDefined();
    if (!account) return;
    await t.page.goto(portalUrl(`/accounts/${account.account_id}`));
    const locations = t.page.getByRole('region', { name: 'Delivery Locations' });
    await locations.waitFor();
    const text = await locations.innerText();
    for (const drop of account.locations.flatMap((l) => l.drops)) {
      expect(text).toContain(drop.product_name);
      expect(text).toContain(drop.drop_name);
    }
    expect(await t.page.getByRole('region', { name: 'Account Owner' }).innerText()).toContain(account.account_owner?.email ?? '');

    await t.page.goto(portalUrl('/accounts/999999999'));
    await t.page.waitForURL('**/404');
  });
});
