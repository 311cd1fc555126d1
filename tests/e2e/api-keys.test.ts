/**
 * Integrations → API Keys in Chromium (issue 21 items 1 and 5): an Admin creates a key and copies
 * its secret, shown once; the secret reads the event feed; the list shows the key without its
 * secret; revoking it (confirmed) refuses the secret at once and keeps the key listed as revoked.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { apiUrl, noChromium, pagePerTest, portalUrl, screenshot, signIn, tableRows, toast, users } from './support/portal';

const feedWith = (secret: string) => fetch(apiUrl('/events?limit=1'), { headers: { authorization: `Bearer ${secret}` } });

describe.skipIf(noChromium)('API keys', () => {
  const t = pagePerTest();

  it('creates a key whose secret is shown once, works on the feed, and revokes it', async () => {
    const name = `Billing sync ${Date.now().toString(36)}`;
    await signIn(t.page, users.admin);
    await t.page.waitForURL('**/admin/accounts');
    await t.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'API Keys', exact: true }).click();
    await t.page.waitForURL('**/admin/integrations/api-keys');
    await t.page.getByRole('heading', { name: 'API Keys' }).waitFor();

    const form = t.page.getByRole('region', { name: 'Create API key' });
    const create = form.getByRole('button', { name: 'Create' });
    // The form document: Create waits for a name; the feed's scope is ticked to start with; the last day is sent as its end (UTC).
    await form.getByLabel('Name').waitFor();
    expect(await create.isDisabled()).toBe(true);
    expect(await form.getByRole('group', { name: 'Scopes' }).getByRole('checkbox', { name: 'events:read' }).isChecked()).toBe(true);
    await form.getByLabel('Name').fill(`  ${name} `);
    await form.getByLabel('Expires after (optional)').fill('2099-12-31');
    const posted = t.page.waitForRequest((r) => r.url().endsWith('/integrations/api-keys') && r.method() === 'POST');
    await create.click();
    expect((await posted).postDataJSON()).toEqual({ name, scopes: ['events:read'], expires_at: '2099-12-31T23:59:59.000Z' });
    await toast(t.page, 'API key created').waitFor();
    const shown = t.page.getByRole('region', { name: 'New API key' });
    const secret = (await shown.getByLabel('Secret').innerText()).trim();
    expect(secret).toMatch(/^fpk_[0-9A-Za-z]{40}$/);
    expect((await feedWith(secret)).status).toBe(200);

    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    await expect.poll(async () => (await tableRows(t.page)).find((row) => row.includes(name))).toContain(secret.slice(0, 12));
    expect(await t.page.locator('body').innerText()).not.toContain(secret);

    await t.page.getByRole('button', { name: `Revoke ${name}` }).click();
    const dialog = t.page.getByRole('dialog');
    await dialog.getByText(`Revoke the API key ${name}?`).waitFor();
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await toast(t.page, 'API key revoked.').waitFor();
    await expect.poll(async () => (await tableRows(t.page)).find((row) => row.includes(name))).toContain('Revoked');
    expect((await feedWith(secret)).status).toBe(401);
  });

  it('at 390 px by keyboard: the secret takes focus and fits the width, Copy says it copied, Done returns to the Name field', async () => {
    const page = t.page;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const name = `Phone key ${Date.now().toString(36)}`;
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, users.admin);
    await page.waitForURL('**/admin/accounts');
    await page.goto(portalUrl('/admin/integrations/api-keys'));
    await page.getByRole('heading', { name: 'API Keys' }).waitFor();

    await page.getByLabel('Name').focus();
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
    const shown = page.getByRole('region', { name: 'New API key' });
    await shown.waitFor();
    // Focus lands on the secret's heading, not on the page body (the form it replaced is gone).
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(name);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    // The 44-character secret wraps inside the card instead of widening the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect.soft(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'api-keys-secret-390');

    const secret = (await shown.getByLabel('Secret').innerText()).trim();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Copy');
    await page.keyboard.press('Enter');
    await toast(page, 'API key copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await shown.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('api-key_name');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect.soft(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'api-keys-form-390');
  });
});
