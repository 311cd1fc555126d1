import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { customerAccounts, demoAccountHolder, signInCustomer } from './support/customer';
import { createUser } from './support/api';
import { noChromium, pagePerTest, portalUrl, signIn, tableRows } from './support/portal';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * Records every CSP violation the page reports, from before its first script runs (an init
 * script is injected by the browser, not by the page, so the policy does not apply to it).
 */
async function watchViolations(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.cspViolations!.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return console;
}
const violations = (page: Page) => page.evaluate(() => window.cspViolations ?? []);

describe.skipIf(noChromium)('pages under the Content-Security-Policy', () => {
  const t = pagePerTest({ reducedMotion: 'reduce' });

  it('a customer signs in, sees the overview with its charts, the records and a document: no violation', async () => {
    const consoleViolations = await watchViolations(t.page);
    const customer = await demoAccountHolder('csp');
    const login = await t.page.goto(portalUrl('/login'));
    expect(login?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    // The login form's own validation runs (an empty submit shows the spec's message).
    await t.page.getByLabel('Username', { exact: true }).fill('x');
    await t.page.getByLabel('Username', { exact: true }).fill('');
    const [{ account_id: first }] = await customerAccounts(await signInCustomer(t.page, customer));
    await t.page.getByRole('link', { name: first, exact: true }).click();
    await t.page.getByRole('img', { name: /chart$/ }).first().waitFor();
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Records', exact: true }).click();
    await t.page.waitForURL('**/records');
    await expect.poll(() => tableRows(t.page)).not.toHaveLength(0);
    await t.page.getByRole('button', { name: /^View document / }).first().click();
    await expect.poll(() => t.page.locator('iframe.view-pdf__document').getAttribute('src')).toMatch(/^blob:/);
    await t.page.goto(portalUrl('/contact'));
    await t.page.getByRole('button', { name: /send|submit/i }).first().waitFor();
    expect(await violations(t.page)).toEqual([]);
    expect(consoleViolations).toEqual([]);
  });

  it('staff search accounts under the same policy: no violation', async () => {
    const consoleViolations = await watchViolations(t.page);
    const staff = await createUser('csp-staff', 'Customer Service');
    await signIn(t.page, staff.email, 'demo', staff.password);
    await t.page.waitForURL('**/admin/accounts');
    await expect.poll(() => tableRows(t.page)).not.toHaveLength(0);
    expect(await violations(t.page)).toEqual([]);
    expect(consoleViolations).toEqual([]);
  });
});
