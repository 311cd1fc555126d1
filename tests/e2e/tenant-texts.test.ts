/**
 * Issue 24: a tenant's own texts in the reader's language. A demo customer reading Spanish sees
 * the tenant's support text, inquiry types, departments and terms of use on Contact and its
 * extras on Order Fuel in Spanish (tenants/demo/translations.json, else the portal's words for a built-in type),
 * while what the forms send stays the English value.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/tenant-api';
import esTexts from '../../src/engine/messages/locales/es/texts';
import demoWords from '../../tenants/demo/translations.json';
import { api, type NewUser } from './support/api';
import { customerAccounts, demoAccountHolder, signInCustomer, type Account } from './support/customer';
import { noChromium, pagePerTest, portalUrl, screenshot, sidewaysOverflow } from './support/portal';

type Profile = components['schemas']['Profile'];
const spanish = demoWords.es as Readonly<Record<string, string>>;

describe.skipIf(noChromium)("a tenant's own texts in Spanish", () => {
  const t = pagePerTest({ viewport: { width: 390, height: 844 } });
  let customer: NewUser;
  let account: Account;

  beforeAll(async () => {
    customer = await demoAccountHolder('tenant-texts');
    const login = await api<{ user_key: string }>('POST', '/login', { key: '', body: { user_id: customer.email, password: customer.password, app_id: '', app_url: '' } });
    const key = login.data.user_key;
    // The customer reads Spanish: their profile says so, whatever the browser prefers.
    const profile = await api<Profile>('GET', '/user/profile', { key });
    const saved = await api<Profile>('POST', '/user/profile', { key, body: { first_name: profile.data.first_name, last_name: profile.data.last_name, locale: 'es' } });
    expect(saved.status).toBe(200);
    account = (await customerAccounts(key)).find((a) => a.is_fuel && a.locations.some((l) => l.drops.length > 0))!;
    expect(account).toBeDefined();
  });

  it('shows the support text, inquiry types and departments on Contact, and the extras on Order Fuel, in Spanish', async () => {
    const { page } = t;
    await signInCustomer(page, customer);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');

    await page.goto(portalUrl('/contact'));
    const main = page.locator('main');
    // The support text as the tenant words it in Spanish, its markup kept (the phone number still bold).
    const intro = main.locator('.form-screen__intro');
    await intro.getByText('Nuestro equipo de atención al cliente responde de lunes a viernes', { exact: false }).waitFor();
    expect(await intro.locator('strong').innerText()).toBe('802-555-0142');
    expect(await intro.innerText()).not.toContain('customer care team');

    // The tenant's departments by its words, the built-in inquiry types by the portal's: Spanish names, English values.
    await page.locator('[id="root_department"]').click();
    await page.getByRole('option', { name: spanish.Deliveries, exact: true }).click();
    await page.locator('[id="root_inquiry_type"]').click();
    for (const type of ['Billing', 'Delivery', 'Service', 'Other'] as const) {
      expect(esTexts[type], type).not.toBe(type);
      await page.getByRole('option', { name: esTexts[type], exact: true }).waitFor();
    }
    expect(await page.getByRole('option', { name: 'Billing', exact: true }).count()).toBe(0);
    await page.getByRole('option', { name: esTexts.Delivery, exact: true }).click();
    await page.locator('.p-dropdown-panel').waitFor({ state: 'detached' });

    // The terms of use in the footer: the tenant's Spanish, its mail link kept (and made safe by the server).
    const terms = page.locator('footer details.app__terms');
    await terms.locator('summary').click();
    await terms.getByText('Este portal muestra sus cuentas, entregas y pagos', { exact: false }).waitFor();
    expect(await terms.getByRole('link', { name: 'portal@demofuel.test' }).getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect((await sidewaysOverflow(page)).overflow).toBe(0);
    await screenshot(page, 'tenant-texts-contact-es-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'tenant-texts-contact-es-1280');
    await page.setViewportSize({ width: 390, height: 844 });

    const sent = page.waitForRequest((r) => r.url().endsWith('/inquiry') && r.method() === 'POST');
    await page.locator('[id="root_subject"]').fill('Medidor');
    await page.locator('[id="root_message"]').fill('El medidor marca 20 %.');
    await main.locator('button[type="submit"]').click();
    expect((await sent).postDataJSON()).toMatchObject({ department: 'deliveries', inquiry_type: 'Delivery' });

    await page.goto(portalUrl(`/accounts/${account.account_id}/order-fuel`));
    // The extras as the tenant words them in Spanish, with their price; the English nowhere.
    await main.getByText(spanish['Prime the burner'], { exact: false }).first().waitFor();
    await main.getByText(spanish['Priority delivery (next business day)'], { exact: false }).first().waitFor();
    expect(await main.getByText('Prime the burner', { exact: false }).count()).toBe(0);
    expect((await sidewaysOverflow(page)).overflow).toBe(0);
    await screenshot(page, 'tenant-texts-order-fuel-es-390');
  });
});
