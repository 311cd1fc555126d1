import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/tenant-api';
import type { Locator, Page } from 'playwright-core';
import { api, createUser, latestMail, portalLink, uniqueEmail, type User } from './support/api';
import { axeViolations } from './support/axe';
import { formHydrated, logIn, newPage, noChromium, pagePerTest, portalUrl, screenshot, signIn, tableRows, toast } from './support/portal';

type AccountSearchPage = components['schemas']['AccountSearchPage'];
type UserPage = components['schemas']['UserPage'];

const PASSWORD = 'Propane-season-9';

/** An account of the demo tenant that no portal user is linked to yet (with its email on file), found through the API as admin. */
async function accountWithoutUser(): Promise<{ accountId: string; zipcode: string; email: string }> {
  const accounts = await api<AccountSearchPage>('GET', '/accounts/find?page=0&size=1000&sort=account_id&order=asc');
  const users = await api<UserPage>('GET', '/users?page=0&size=1000');
  expect(accounts.status).toBe(200);
  expect(users.status).toBe(200);
  const linked = new Set(users.data.content.flatMap((user: User) => user.account_ids));
  const free = accounts.data.content.find((account) => !linked.has(account.account_id) && /^\d{5}/.test(account.billing_address.zipcode) && account.email.includes('@'));
  if (!free) throw new Error('every demo account already has a portal user');
  return { accountId: free.account_id, zipcode: free.billing_address.zipcode, email: free.email };
}

/** Tab (never the mouse) until `field` has the focus: a password's show/hide button may stand between two fields. */
async function tabTo(page: Page, field: Locator): Promise<void> {
  for (let presses = 0; presses < 6; presses++) {
    if (await field.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the field is not reached by Tab');
}

describe.skipIf(noChromium)('self-registration', () => {
  const t = pagePerTest();

  it('registers with account number and billing ZIP and the code sent to the email on file, verifies the address by the mailed link, then logs in', async () => {
    const { accountId, zipcode, email: onFile } = await accountWithoutUser();
    const email = uniqueEmail('registrant');

    await t.page.goto(portalUrl('/login'));
    await t.page.getByRole('link', { name: 'Register' }).click();
    await t.page.waitForURL('**/register');
    await formHydrated(t.page);
    await t.page.getByLabel('Account Number', { exact: true }).fill(accountId);
    await t.page.getByLabel('Billing ZIP Code', { exact: true }).fill('1234');
    await t.page.getByLabel('First Name', { exact: true }).fill('Robin');
    await t.page.getByLabel('Last Name', { exact: true }).fill('Registrant');
    await t.page.getByLabel('Email', { exact: true }).fill('robin@');
    await t.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await t.page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
    await t.page.getByLabel('Confirm Password', { exact: true }).press('Tab');
    // The engine's rules speak as soon as the fields are left.
    await t.page.getByText('Format: 12345 or 12345-6789').waitFor();
    await t.page.getByText('Invalid email address').waitFor();
    expect(await t.page.getByRole('button', { name: 'Register' }).isDisabled()).toBe(true);
    await screenshot(t.page, 'register-invalid');

    await t.page.getByLabel('Billing ZIP Code', { exact: true }).fill(zipcode);
    await t.page.getByLabel('Email', { exact: true }).fill(email);
    await expect.poll(() => t.page.getByText('Invalid email address').count()).toBe(0);
    // The code goes to the contact on file: by email unless the person picks a text.
    expect(await t.page.getByRole('radio', { name: 'Email on file' }).isChecked()).toBe(true);
    await t.page.getByRole('radio', { name: 'Text to the mobile phone on file' }).waitFor();
    const registered = t.page.waitForResponse((r) => r.url().endsWith('/register-user'));
    await t.page.getByRole('button', { name: 'Register' }).click();
    const response = await registered;
    expect(response.status()).toBe(200);
    const started = (await response.json()) as { claim_id: string; message: string };
    expect(started.message).toMatch(/email address on file/);
    await t.page.getByRole('status').filter({ hasText: started.message }).waitFor();

    // Nothing went to the typed address: the code is in the mail to the email on file.
    const mail = await latestMail(onFile);
    expect(mail.text).toContain(email);
    const code = /enter this code to finish: (\d{6})/.exec(mail.text)![1];

    // At phone width, by keyboard: a wrong code is refused in the server's words, the right one finishes.
    await t.page.setViewportSize({ width: 390, height: 844 });
    expect(await t.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const codeInput = t.page.getByLabel('Code', { exact: true });
    await codeInput.fill(code === '000000' ? '111111' : '000000');
    const refusedCode = t.page.waitForResponse((r) => r.url().endsWith('/register-user/verify'));
    await codeInput.press('Enter');
    const refusalAnswer = await refusedCode;
    expect(refusalAnswer.status()).toBe(422);
    await toast(t.page, ((await refusalAnswer.json()) as { detail: string }).detail).waitFor();
    await screenshot(t.page, 'register-code');
    await codeInput.fill(code);
    const confirmed = t.page.waitForResponse((r) => r.url().endsWith('/register-user/verify'));
    await codeInput.press('Enter');
    const confirmation = await confirmed;
    expect(confirmation.status()).toBe(201);
    const { message } = (await confirmation.json()) as { message: string };
    expect(message).toMatch(/spam/i);
    await t.page.getByRole('status').filter({ hasText: message }).waitFor();
    await screenshot(t.page, 'register-done');
    await t.page.setViewportSize({ width: 1280, height: 800 });

    // Not verified yet: the login is refused with the server's words.
    await t.page.goto(portalUrl('/login'));
    const refused = t.page.waitForResponse((r) => r.url().endsWith('/login') && r.request().method() === 'POST');
    await logIn(t.page, email, PASSWORD);
    const refusal = await refused;
    expect(refusal.ok()).toBe(false);
    const { detail } = (await refusal.json()) as { detail: string };
    await t.page.getByRole('alert').filter({ hasText: detail }).waitFor();

    // The verification link from the mail.
    const link = portalLink(await latestMail(email), '/registration-confirm/complete');
    const verified = t.page.waitForResponse((r) => r.url().endsWith('/verify-email'));
    await t.page.goto(portalUrl(`${link.pathname}${link.search}`));
    const verification = await verified;
    expect(verification.status()).toBe(200);
    expect(verification.request().headers()['user-key']).toBe(link.searchParams.get('user_key'));
    const { data } = (await verification.json()) as { data: { welcome_message: string; button_label: string } };
    await t.page.getByText(data.welcome_message).waitFor();
    await screenshot(t.page, 'verify-email');
    await t.page.getByRole('button', { name: data.button_label }).click();
    await t.page.waitForURL('**/login');

    await logIn(t.page, email, PASSWORD);
    await t.page.waitForURL('**/accounts');
    // The accounts list after a fresh login took over expect.poll's default second on a loaded machine (2 of 3 runs).
    await expect.poll(() => tableRows(t.page), { timeout: 10_000 }).toHaveLength(1);
    expect((await tableRows(t.page))[0]).toContain(accountId);

    // The link works once.
    const again = await newPage(t.browser);
    await again.goto(portalUrl(`${link.pathname}${link.search}`));
    await again.getByText('(401) Unauthorized', { exact: true }).waitFor();
    await again.context().close();
  });

  it('registers by keyboard alone at phone width, both steps: the details, then the code, which has the focus as it appears', async () => {
    const { accountId, zipcode, email: onFile } = await accountWithoutUser();
    const email = uniqueEmail('keyboard-registrant');
    await t.page.setViewportSize({ width: 390, height: 844 });
    await t.page.goto(portalUrl('/register'));
    const accountField = t.page.getByLabel('Account Number', { exact: true });
    await accountField.waitFor();
    expect(await axeViolations(t.page)).toEqual([]);
    await screenshot(t.page, 'register-390');
    // The account number has the focus: typing starts there.
    expect(await accountField.evaluate((element) => element === document.activeElement)).toBe(true);
    const typed: [string, string][] = [
      ['Account Number', accountId],
      ['Billing ZIP Code', zipcode],
      ['First Name', 'Kay'],
      ['Last Name', 'Board'],
      ['Email', email],
      ['Password', PASSWORD],
      ['Confirm Password', PASSWORD],
    ];
    for (const [label, value] of typed) {
      await tabTo(t.page, t.page.getByLabel(label, { exact: true }));
      await t.page.keyboard.type(value);
    }
    // The code's way: email on file, as offered; arrow keys move within the choice and back.
    const byEmail = t.page.getByRole('radio', { name: 'Email on file' });
    await tabTo(t.page, byEmail);
    await t.page.keyboard.press('ArrowUp');
    expect(await t.page.getByRole('radio', { name: 'Text to the mobile phone on file' }).isChecked()).toBe(true);
    await t.page.keyboard.press('ArrowDown');
    expect(await byEmail.isChecked()).toBe(true);
    // Enter sends the form from any of its inputs, the choice included.
    const registered = t.page.waitForResponse((r) => r.url().endsWith('/register-user'));
    await t.page.keyboard.press('Enter');
    const started = (await (await registered).json()) as { message: string };
    await t.page.getByRole('status').filter({ hasText: started.message }).waitFor();

    // The code step: its input has the focus, a numeric keyboard and the browser's code autofill.
    const codeField = t.page.getByLabel('Code', { exact: true });
    await codeField.waitFor();
    expect(await codeField.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await axeViolations(t.page)).toEqual([]);
    await expect.poll(async () => (await latestMail(onFile)).text).toContain(email);
    const code = /enter this code to finish: (\d{6})/.exec((await latestMail(onFile)).text)![1];
    // A wrong code is refused: focus comes back to the code, not to the page's body (issue 24).
    await t.page.keyboard.type(code === '000000' ? '111111' : '000000');
    const refused = t.page.waitForResponse((r) => r.url().endsWith('/register-user/verify'));
    await t.page.keyboard.press('Enter');
    expect((await refused).status()).toBeGreaterThanOrEqual(400);
    await expect.poll(() => codeField.evaluate((element) => element === document.activeElement)).toBe(true);
    await t.page.keyboard.press('ControlOrMeta+A');
    await t.page.keyboard.type(code);
    const confirmed = t.page.waitForResponse((r) => r.url().endsWith('/register-user/verify'));
    await t.page.keyboard.press('Enter');
    const confirmation = await confirmed;
    expect(confirmation.status()).toBe(201);
    expect(confirmation.request().postDataJSON()).toEqual({ code, claim_id: expect.stringMatching(/^[0-9a-f]{32}$/) });
    await t.page.getByRole('status').filter({ hasText: ((await confirmation.json()) as { message: string }).message }).waitFor();
    expect(await axeViolations(t.page)).toEqual([]);
    expect(await t.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Back to Log In, by keyboard too.
    await tabTo(t.page, t.page.getByRole('link', { name: 'Back to Log In' }));
    await t.page.keyboard.press('Enter');
    await t.page.waitForURL('**/login');
  });

  it('starts over from the code step, and answers an unknown account as a known one', async () => {
    await t.page.goto(portalUrl('/register'));
    await formHydrated(t.page);
    await t.page.getByLabel('Account Number', { exact: true }).fill('999999999');
    await t.page.getByLabel('Billing ZIP Code', { exact: true }).fill('05401');
    await t.page.getByLabel('First Name', { exact: true }).fill('Nobody');
    await t.page.getByLabel('Last Name', { exact: true }).fill('Known');
    await t.page.getByLabel('Email', { exact: true }).fill(uniqueEmail('unknown-account'));
    await t.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await t.page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
    const registered = t.page.waitForResponse((r) => r.url().endsWith('/register-user'));
    await t.page.getByRole('button', { name: 'Register' }).click();
    expect((await registered).status()).toBe(200);
    await t.page.getByLabel('Code', { exact: true }).waitFor();
    await t.page.getByRole('button', { name: 'Start over' }).click();
    await t.page.getByLabel('Account Number', { exact: true }).waitFor();
    expect(await t.page.getByLabel('Account Number', { exact: true }).inputValue()).toBe('999999999');
  });

  it('sends a request for access from someone without an account number, which staff reject or approve with an account', async () => {
    const email = uniqueEmail('no-account');
    await t.page.goto(portalUrl('/register'));
    await t.page.getByRole('link', { name: 'No account number? Request access' }).click();
    await t.page.waitForURL('**/register/request-access');
    await t.page.getByLabel('First Name', { exact: true }).fill('Sasha');
    await t.page.getByLabel('Last Name', { exact: true }).fill('Newcomer');
    await t.page.getByLabel('Email', { exact: true }).fill(email);
    await t.page.getByLabel('Phone', { exact: true }).fill('8025550199');
    expect(await t.page.getByLabel('Phone', { exact: true }).inputValue()).toBe('802-555-0199');
    await t.page.getByLabel('Service Address', { exact: true }).fill('12 Maple Lane, Montpelier VT');
    const sent = t.page.waitForResponse((r) => r.url().endsWith('/request-user-self-register'));
    await t.page.getByRole('button', { name: 'Send Request' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    await t.page.getByRole('status').filter({ hasText: ((await response.json()) as { message: string }).message }).waitFor();

    const admin = await createUser('request-reviewer', 'Admin');
    const staff = await newPage(t.browser);
    await signIn(staff, admin.email, 'demo', admin.password);
    await staff.waitForURL('**/admin/accounts');
    await staff.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Access Requests', exact: true }).click();
    await staff.waitForURL('**/admin/access-requests');
    await expect.poll(async () => (await tableRows(staff)).some((row) => row.includes(email))).toBe(true);
    await screenshot(staff, 'access-requests');
    await staff.getByRole('button', { name: `Reject ${email}` }).click();
    await toast(staff, 'Access request rejected.').waitFor();
    // Only new requests are listed by default: the rejected one leaves the list.
    await expect.poll(async () => (await tableRows(staff)).some((row) => row.includes(email))).toBe(false);

    // Another request, approved with the account staff found for the person.
    const { accountId } = await accountWithoutUser();
    const approvedEmail = uniqueEmail('approved');
    const request = { first_name: 'Avery', last_name: 'Approved', email: approvedEmail, phone: '802-555-0188', account_id: accountId };
    expect((await api('POST', '/request-user-self-register', { body: request, key: '' })).status).toBe(201);
    await staff.reload();
    await staff.getByRole('button', { name: `Approve ${approvedEmail}` }).click();
    const dialog = staff.getByRole('dialog');
    // The number the person gave is offered; staff confirm it.
    expect(await dialog.getByLabel('Account numbers').inputValue()).toBe(accountId);
    const resolved = staff.waitForResponse((r) => r.url().includes('/workflow/access_request/') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    const resolution = await resolved;
    expect(resolution.status()).toBe(200);
    expect(resolution.request().postDataJSON()).toEqual({ action: 'approve', account_ids: [accountId] });
    await toast(staff, 'Access request approved.').waitFor();
    const users = await api<UserPage>('GET', `/users?page=0&size=10&search=${encodeURIComponent(approvedEmail)}`);
    expect(users.data.content).toEqual([expect.objectContaining({ email: approvedEmail, role: 'User', account_ids: [accountId] })]);
    await staff.context().close();
  });
});
