import { beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, createUser, latestMail, portalLink, type NewUser } from './support/api';
import { apiUrl, logIn, newPage, noChromium, pagePerTest, portalUrl, screenshot, signIn, toast } from './support/portal';

const NEW_PASSWORD = 'Winter-heat-2027';

describe.skipIf(noChromium)('forgot and reset password', () => {
  const t = pagePerTest();
  let customer: NewUser;
  let admin: NewUser;
  beforeAll(async () => {
    customer = await createUser('forgetful');
    admin = await createUser('mail-reader', 'Admin');
  });

  it("asks for the email ('Value missing' when empty), mails a link read in the outbox screen, and the new password logs in", async () => {
    // 1. The customer asks from the login t.page.
    await t.page.goto(portalUrl('/login'));
    await t.page.getByRole('link', { name: 'Forgot Password' }).click();
    await t.page.waitForURL('**/forget-password');
    await t.page.getByRole('heading', { name: 'Reset Your Password' }).waitFor();
    await t.page.getByRole('button', { name: 'Submit' }).click();
    await t.page.getByText('Value missing').waitFor();

    await t.page.getByLabel('Email', { exact: true }).fill(customer.email);
    const asked = t.page.waitForResponse((r) => r.url().endsWith('/forgot-password'));
    await t.page.getByRole('button', { name: 'Submit' }).click();
    const answer = (await (await asked).json()) as { message: string };
    expect(answer.message).toMatch(/spam/i);
    // The screen shows the server's words in place of the form.
    await t.page.getByRole('status').filter({ hasText: answer.message }).waitFor();
    expect(await t.page.getByLabel('Email', { exact: true }).count()).toBe(0);
    await screenshot(t.page, 'forgot-password-sent');

    // 2. An admin reads the mail in the outbox screen.
    const staff = await newPage(t.browser);
    await signIn(staff, admin.email, 'demo', admin.password);
    await staff.waitForURL('**/admin/accounts');
    await staff.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Outbox', exact: true }).click();
    await staff.waitForURL('**/admin/outbox');
    const filtered = staff.waitForResponse((r) => r.url().includes('/outbox?') && r.url().includes(encodeURIComponent(customer.email)));
    await staff.getByRole('searchbox', { name: 'Search by recipient' }).fill(customer.email);
    await filtered;
    await staff.getByRole('button', { name: `Open Reset your`, exact: false }).first().click();
    const mail = staff.frameLocator('iframe.mail-dialog__body');
    const link = mail.getByRole('link', { name: 'Reset Your Password' });
    const href = await link.getAttribute('href');
    // Without SMTP the outbox is the delivery: the link works until it is used.
    expect(href).toMatch(/\/password-reset\/complete\?user_key=[\w-]{43}$/);
    // The tenant's logo at the top of the mail really shows in the viewer (issue 22 item 14).
    await expect.poll(() => mail.locator('img').first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await screenshot(staff, 'outbox-reset-mail');
    await staff.context().close();

    // 3. The customer opens the link and sets a new password; Save waits for a valid pair.
    const resetUrl = new URL(href ?? '');
    await t.page.goto(portalUrl(`${resetUrl.pathname}${resetUrl.search}`));
    const password = t.page.getByLabel('New Password', { exact: true });
    const confirm = t.page.getByLabel('Confirm Password', { exact: true });
    const save = t.page.getByRole('button', { name: 'Save' });
    await password.waitFor();
    expect(await save.isDisabled()).toBe(true);

    await password.fill('short');
    await password.press('Tab');
    await t.page.getByText('Password should be minimum 8 characters!').waitFor();
    expect(await save.isDisabled()).toBe(true);

    await password.fill(NEW_PASSWORD);
    await confirm.fill(`${NEW_PASSWORD}x`);
    await confirm.press('Tab');
    await t.page.getByText("Passwords don't match").waitFor();
    expect(await t.page.getByText('Password should be minimum 8 characters!').count()).toBe(0);
    expect(await save.isDisabled()).toBe(true);
    await screenshot(t.page, 'reset-password-mismatch');

    await confirm.fill(NEW_PASSWORD);
    await expect.poll(() => save.isEnabled()).toBe(true);
    expect(await t.page.getByText("Passwords don't match").count()).toBe(0);
    const reset = t.page.waitForResponse((r) => r.url().endsWith('/resetPassword'));
    await save.click();
    const resetResponse = await reset;
    expect(resetResponse.status()).toBe(200);
    expect(resetResponse.request().headers()['user-key']).toBe(resetUrl.searchParams.get('user_key'));
    await toast(t.page, 'Password updated successfully!').waitFor();
    await t.page.waitForURL('**/login');
    // Used, the link no longer shows in the outbox.
    expect(portalLink(await latestMail(customer.email), '/password-reset/complete').searchParams.get('user_key')).toBe('REDACTED');

    // 4. The new password logs in; the old one no longer does.
    const login = t.page.waitForResponse((r) => r.url().endsWith('/login') && r.request().method() === 'POST');
    await logIn(t.page, customer.email, NEW_PASSWORD);
    expect((await login).status()).toBe(200);
    await t.page.waitForURL('**/accounts');
    expect((await apiLogin(customer.email, customer.password)).status).toBe(401);
  });

  it("shows the tenant's bot-check widget where it set a site key (its provider's script allowed by that tenant's pages only), and sends its token", async () => {
    // cleangas, which no other browser test asks to reset a password: its site key changes nothing elsewhere.
    const login = await fetch(apiUrl('/login', 'cleangas'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user_id: 'admin@demo.test', password: 'Portal-demo-2026', app_id: '', app_url: '' }) });
    const adminKey = ((await login.json()) as { user_key: string }).user_key;
    const setSiteKey = (siteKey: string) =>
      fetch(apiUrl('/settings', 'cleangas'), { method: 'POST', headers: { 'content-type': 'application/json', 'user-key': adminKey }, body: JSON.stringify({ recaptcha_site_key: siteKey, bot_check_provider: 'turnstile' }) });
    expect((await setSiteKey('e2e-site-key')).status).toBe(200);
    try {
      // The provider's script, played by the test (no real provider is ever reached): a checkbox whose tick hands over "pass".
      const scripts: string[] = [];
      await t.page.route('https://challenges.cloudflare.com/**', (route) => {
        scripts.push(route.request().url());
        return route.fulfill({
          contentType: 'text/javascript',
          body: `window.turnstile = { render(el, o) { const b = document.createElement('input'); b.type = 'checkbox'; b.setAttribute('aria-label', 'Verify you are human'); b.onchange = () => o.callback('pass'); el.append(b); return 'w1'; }, reset() {} };`,
        });
      });
      const page = await t.page.goto(portalUrl('/forget-password', 'cleangas'));
      expect(page?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/challenges\.cloudflare\.com;/);
      await t.page.getByLabel('Email', { exact: true }).fill('someone@example.test');
      // Not ticked: nothing is sent, and the screen says why.
      await t.page.getByRole('checkbox', { name: 'Verify you are human' }).waitFor();
      await t.page.getByRole('button', { name: 'Submit' }).click();
      await t.page.getByRole('alert').filter({ hasText: 'Please confirm that you are not a robot' }).waitFor();
      await screenshot(t.page, 'bot-check-missing');
      await t.page.getByRole('checkbox', { name: 'Verify you are human' }).check();
      const asked = t.page.waitForResponse((r) => r.url().endsWith('/forgot-password'));
      await t.page.getByRole('button', { name: 'Submit' }).click();
      const response = await asked;
      expect(response.status()).toBe(200);
      expect(response.request().headers()['bot-check-token']).toBe('pass');
      await t.page.getByRole('status').filter({ hasText: 'spam' }).waitFor();
      expect(scripts).toEqual(['https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit']);
      // Another tenant's page neither loads the script nor allows its origin.
      const demo = await t.page.goto(portalUrl('/forget-password'));
      expect(demo?.headers()['content-security-policy']).not.toContain('challenges.cloudflare.com');
      await t.page.getByLabel('Email', { exact: true }).waitFor();
      expect(await t.page.getByRole('checkbox', { name: 'Verify you are human' }).count()).toBe(0);
      expect(scripts).toHaveLength(1);
    } finally {
      await setSiteKey('');
    }
  });

  it('refuses the same link twice', async () => {
    const user = await createUser('reset-twice');
    await t.page.goto(portalUrl('/forget-password'));
    await t.page.getByLabel('Email', { exact: true }).fill(user.email);
    const asked = t.page.waitForResponse((r) => r.url().endsWith('/forgot-password'));
    await t.page.getByRole('button', { name: 'Submit' }).click();
    expect((await asked).ok()).toBe(true);

    const url = portalLink(await latestMail(user.email), '/password-reset/complete');
    for (const attempt of [1, 2]) {
      await t.page.goto(portalUrl(`${url.pathname}${url.search}`));
      await t.page.getByLabel('New Password', { exact: true }).fill(`${NEW_PASSWORD}${attempt}`);
      await t.page.getByLabel('Confirm Password', { exact: true }).fill(`${NEW_PASSWORD}${attempt}`);
      const reset = t.page.waitForResponse((r) => r.url().endsWith('/resetPassword'));
      await t.page.getByRole('button', { name: 'Save' }).click();
      const status = (await reset).status();
      if (attempt === 1) {
        expect(status).toBe(200);
        await t.page.waitForURL('**/login');
      } else {
        expect(status).toBe(401);
        // The refusal is shown, and the visitor stays to read it.
        await toast(t.page, '(401)').waitFor();
        expect(new URL(t.page.url()).pathname).toBe('/password-reset/complete');
      }
    }
  });

  it('says where the reset page opens from when its link has no key, with a way to ask for a new one', async () => {
    await t.page.goto(portalUrl('/password-reset/complete'));
    const alert = t.page.getByRole('alert').filter({ hasText: 'This page opens from the link in your password reset email.' });
    await alert.waitFor();
    expect(await t.page.getByLabel('New Password', { exact: true }).count()).toBe(0);
    await alert.getByRole('link', { name: 'Request a new link' }).click();
    await t.page.waitForURL('**/forget-password');
  });

  it("changes the password from the profile: 'Change Your Password', its own messages, then only the new one logs in", async () => {
    const user = await createUser('changer');
    await signIn(t.page, user.email, 'demo', user.password);
    await t.page.waitForURL('**/accounts');
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Profile', exact: true }).click();
    await t.page.getByRole('link', { name: 'Change Password' }).click();
    await t.page.waitForURL('**/profile/change-password');
    await t.page.getByRole('heading', { name: 'Change Your Password' }).waitFor();
    await t.page.getByText('at least 8 characters long').waitFor();

    const current = t.page.getByLabel('Current Password', { exact: true });
    const password = t.page.getByLabel('New Password', { exact: true });
    const confirm = t.page.getByLabel('Confirm Password', { exact: true });
    const save = t.page.getByRole('button', { name: 'Save' });
    await current.fill('Not-my-password-1');
    await password.fill('1234567');
    await password.press('Tab');
    await t.page.getByText('Password should be at least 8 characters', { exact: true }).waitFor();
    await password.fill(NEW_PASSWORD);
    await confirm.fill('something else');
    await confirm.press('Tab');
    await t.page.getByText('Passwords do not match', { exact: true }).waitFor();
    expect(await save.isDisabled()).toBe(true);
    await screenshot(t.page, 'change-password-mismatch');

    await confirm.fill(NEW_PASSWORD);
    await expect.poll(() => save.isEnabled()).toBe(true);
    // A wrong current password is refused on the form; the session stays open and nothing is cleared.
    const refused = t.page.waitForResponse((r) => r.url().endsWith('/users/password'));
    await save.click();
    expect((await refused).status()).toBe(400);
    await toast(t.page, 'Your current password is not correct.').waitFor();
    expect(new URL(t.page.url()).pathname).toBe('/profile/change-password');
    expect(await password.inputValue()).toBe(NEW_PASSWORD);

    await current.fill(user.password);
    const changed = t.page.waitForResponse((r) => r.url().endsWith('/users/password'));
    await save.click();
    const response = await changed;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({ current_password: user.password, new_password: NEW_PASSWORD });
    await toast(t.page, 'Password updated successfully!').waitFor();
    // The form starts over, and the session that changed the password stays open.
    await expect.poll(() => password.inputValue()).toBe('');
    expect(new URL(t.page.url()).pathname).toBe('/profile/change-password');

    expect((await apiLogin(user.email, user.password)).status).toBe(401);
    expect((await apiLogin(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('offers staff the same screen under /admin', async () => {
    const staff = await createUser('staff-changer', 'Customer Service');
    await signIn(t.page, staff.email, 'demo', staff.password);
    await t.page.waitForURL('**/admin/accounts');
    await t.page.getByRole('link', { name: new RegExp(staff.last_name) }).click();
    await t.page.waitForURL('**/admin/profile');
    await t.page.getByRole('link', { name: 'Change Password' }).click();
    await t.page.waitForURL('**/admin/profile/change-password');
    await t.page.getByRole('heading', { name: 'Change Your Password' }).waitFor();
  });
});
