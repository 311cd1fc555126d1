import { describe, expect, it } from 'vitest';
import { createUser } from './support/api';
import { axeViolations } from './support/axe';
import { payableAccounts } from './support/guest';
import { signInCustomer } from './support/customer';
import { formHydrated, noChromium, pagePerTest, portalUrl, screenshot } from './support/portal';

/**
 * How a screen's problems are announced (issue 24, ProblemAlert): what the user just did was
 * refused → role=alert (assertive, heard at once); what the screen could not load → role=status
 * (polite, heard after the heading the arrival focused). The region stands before its words come.
 */
describe.skipIf(noChromium)('problem announcements', () => {
  const t = pagePerTest();

  it('says a screen that could not load its record politely, in a status region that stood before the words came', async () => {
    const { page } = t;
    const customer = await createUser('problem-status');
    await signInCustomer(page, customer);
    let answered = false;
    // The profile's record fails to load (any server fault): the form screen says so.
    await page.route('**/user/profile', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      // Held until the region is on the page, so its words are a change the screen reader hears.
      await expect.poll(() => page.locator('main .problem-live').count()).toBeGreaterThan(0);
      answered = true;
      await route.fulfill({ status: 500, contentType: 'application/problem+json', body: JSON.stringify({ status: 500, detail: 'Database unavailable', error_code: 'internal', request_id: 'e2e' }) });
    });
    await page.goto(portalUrl('/profile'));
    const status = page.locator('main').getByRole('status').filter({ has: page.locator('.form-problem') });
    await status.waitFor();
    expect(answered).toBe(true);
    expect(await page.locator('main').getByRole('alert').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'problem-status-profile');
  });

  it('says a refused look-up at once, in an alert', async () => {
    const { page } = t;
    const [account] = await payableAccounts(1);
    await page.goto(portalUrl('/payment'));
    await formHydrated(page);
    const region = page.locator('main .problem-live');
    // Before any look-up: the alert region is there, empty and out of the way.
    await region.waitFor({ state: 'attached' });
    expect(await region.getAttribute('role')).toBe('alert');
    expect(await region.evaluate((el) => el.getBoundingClientRect().height)).toBe(0);
    await page.getByLabel('Account number', { exact: true }).fill(account.number);
    await page.getByLabel('Service address ZIP code', { exact: true }).fill(account.zip === '99999' ? '99998' : '99999');
    await page.getByRole('button', { name: 'Find my bill' }).click();
    await page.getByRole('alert').filter({ hasText: 'We could not find an account with that account number and ZIP code.' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
