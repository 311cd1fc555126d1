/**
 * Integrations → API Keys in Chromium (issue 21 items 1 and 5): an Admin creates a key and copies
 * its secret, shown once; the secret reads the event feed; the list shows the key without its
 * secret; revoking it (confirmed) refuses the secret at once and keeps the key listed as revoked.
 */
import { describe, expect, it } from 'vitest';
import { apiUrl, noChromium, pagePerTest, signIn, tableRows, toast, users } from './support/portal';

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

    const form = t.page.getByRole('form', { name: 'Create API key' });
    await form.getByLabel('Name').fill(name);
    await form.getByRole('button', { name: 'Create' }).click();
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
});
