/**
 * Budget and pre-buy in Chromium (issue 26 item 5): the demo customer sees their account's budget
 * estimate on the overview, reads the terms beside the enrolment form and enrols by keyboard at
 * 390 px; staff approve it from the Program Enrolments queue; the overview then shows the plan,
 * and the second account its seeded pre-buy with the gallons-used chart. Axe-clean throughout.
 */
import type { components } from '../../openapi/generated/tenant-api';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerAccounts, demoAccountHolder, paintedPixels, signInCustomer, type Account } from './support/customer';
import { api, createUser, type NewUser } from './support/api';
import { axeViolations } from './support/axe';
import { noChromium, pagePerTest, portalUrl, screenshot, sidewaysOverflow, signIn, toast } from './support/portal';

type AccountPrograms = components['schemas']['AccountPrograms'];

describe.skipIf(noChromium)('budget and pre-buy programs', () => {
  const t = pagePerTest({ reducedMotion: 'reduce' });
  let customer: NewUser;
  let staff: NewUser;
  let first: Account;
  let second: Account;
  let monthly: number;
  beforeAll(async () => {
    customer = await demoAccountHolder('programs');
    staff = await createUser('program-staff', 'Customer Service');
    const login = await api<{ user_key: string }>('POST', '/login', { key: '', body: { user_id: customer.email, password: customer.password, app_id: '', app_url: '' } });
    const accounts = await customerAccounts(login.data.user_key);
    // The account the supplier has on its own budget plan is offered none online: enrol the other.
    first = accounts.find((account) => !account.is_budget_plan)!;
    second = accounts[1];
    const { data } = await api<AccountPrograms>('GET', `/accounts/${first.account_id}/programs`, { key: login.data.user_key });
    monthly = data.offers.find((o) => o.program === 'budget')!.figures!.monthly_amount!;
  });

  it('shows the estimate, the terms beside the form, and enrols by keyboard at 390 px', async () => {
    const page = t.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await signInCustomer(page, customer);
    await page.goto(portalUrl(`/accounts/${first.account_id}`));
    const card = page.getByRole('region', { name: 'Budget and Pre-buy' });
    await card.getByRole('article', { name: 'Budget plan' }).getByText(`Your estimated budget payment: $${monthly}.00 a month for 10 months from December 2026`).waitFor();
    const enrol = card.getByRole('link', { name: 'Enrol in the Budget plan' });
    await enrol.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/accounts/${first.account_id}/enrol` && url.searchParams.get('program') === 'budget' && url.searchParams.get('terms') === '2026.1');
    await page.getByRole('heading', { level: 1, name: 'Enrol in a Program' }).waitFor();
    await page.getByRole('heading', { name: 'Budget plan: terms (version 2026.1)' }).waitFor();
    await page.getByText('A missed payment may end the plan.').waitFor();
    const signature = page.getByLabel('Your name, as your signature');
    await expect.poll(() => signature.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('Someone Else');
    // The box starts unticked: sent so, the terms are not accepted.
    const accept = page.getByRole('checkbox', { name: 'I have read and accept the terms' });
    expect(await accept.isChecked()).toBe(false);
    await page.keyboard.press('Enter');
    await page.getByText('Read the terms and tick the box to accept them.').first().waitFor();
    await signature.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => accept.isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText(`Type the account holder’s name (${first.first_name} ${first.last_name}) to sign.`).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect((await sidewaysOverflow(page)).overflow).toBe(0);
    await screenshot(page, 'program-enrolment-refused');

    await signature.fill('');
    await signature.focus();
    await page.keyboard.type(`${first.first_name} ${first.last_name}`);
    await page.keyboard.press('Enter');
    await toast(page, 'Thank you: your enrolment is sent. We will confirm it once we have reviewed it.').waitFor();
    await page.waitForURL(`**/accounts/${first.account_id}`);
    await card.getByText('Your enrolment in the Budget plan is waiting for our approval.').waitFor();
    expect(await card.getByRole('link', { name: 'Enrol in the Budget plan' }).count()).toBe(0);
  });

  it('lets staff approve it from the Program Enrolments queue', async () => {
    const page = t.page;
    await signIn(page, staff.email, 'demo', staff.password);
    await page.waitForURL('**/admin/accounts');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Program Enrolments', exact: true }).click();
    await page.waitForURL('**/admin/accounts/program-enrolments');
    const row = page.locator('table tbody tr').filter({ hasText: first.account_id }).filter({ hasText: 'Budget plan' }).filter({ hasText: 'New' });
    await row.waitFor();
    expect(await row.innerText()).toContain(`$${monthly}.00 a month × 10 from December 2026`);
    await row.getByRole('button', { name: /^View #/ }).click();
    const dialog = page.getByRole('dialog');
    const approve = dialog.getByRole('group', { name: 'Move to' }).getByRole('button', { name: 'Move to Approved' });
    await approve.waitFor();
    // Checked before the move: a toast fading in is caught half-drawn.
    expect(await axeViolations(page)).toEqual([]);
    await approve.click();
    await toast(page, 'Moved to Approved.').waitFor();
  });

  it('shows the plan on the overview, and the seeded pre-buy with its gallons chart', async () => {
    const page = t.page;
    await signInCustomer(page, customer);
    await page.goto(portalUrl(`/accounts/${first.account_id}`));
    const plan = page.getByRole('region', { name: 'Budget and Pre-buy' }).getByRole('article', { name: /^Budget plan Approved$/ });
    await plan.getByText(`$${monthly}.00 a month`).waitFor();
    expect(await plan.innerText()).toMatch(/\d+ of 10 payments made, \d+ left/);
    await page.goto(portalUrl(`/accounts/${second.account_id}`));
    const prebuy = page.getByRole('region', { name: 'Budget and Pre-buy' }).getByRole('article', { name: /^Pre-buy Approved$/ });
    await prebuy.getByText(/gallons used$/).waitFor();
    const chart = (await prebuy.getByRole('img').getAttribute('aria-label')) ?? '';
    expect(chart).toMatch(/^Gallons used of the \d+ contracted since 07\/04\/2026$/);
    await expect.poll(() => paintedPixels(page, chart), { timeout: 10_000 }).toBeGreaterThan(500);
    await screenshot(page, 'program-prebuy-plan');
    expect(await axeViolations(page)).toEqual([]);
  });
});
