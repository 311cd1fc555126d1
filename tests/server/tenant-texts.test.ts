import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drops } from '../../src/server/db/schema';
import { servedTenantWords } from '../../src/server/settings/rich-translations';
import { publishDocument, rollBack } from './support/config-documents';
import { createTestApp, loginAs, signInDemoCustomerAndStaff, type TestApp } from './support/test-app';

/**
 * Issue 24: a tenant's own texts — its settings' rich and plain texts — reach readers in their
 * language: a rich text's translation is served as safe as the text (sanitised, keyed as the
 * browser reads the text), and what the server words from settings (an order's success message)
 * reads the tenant's words in the caller's language.
 */
let t: TestApp;
let adminKey: string;
let customerKey: string;
let accountId: string;
let dropId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  const signedIn = await signInDemoCustomerAndStaff(t.app);
  customerKey = signedIn.customerKey;
  accountId = signedIn.customer.account_ids[0];
  dropId = await t.database.withTenant('demo', async (db) => (await db.select().from(drops).where(eq(drops.accountId, accountId)).limit(1))[0].dropId);
});
afterAll(() => t.close());

const words = (language: string) => t.app.inject({ method: 'GET', url: `/api/demo/config/translations/${language}` });
const servedSettings = async () => (await t.app.inject({ method: 'GET', url: '/api/settings?host=demo' })).json() as { support_text: string; terms_of_use: string };

describe("a rich setting's translation", () => {
  it('is served under the text as the browser reads it, though the folder keys it as tenant.json writes it', async () => {
    const settings = await servedSettings();
    // The sanitiser gave the terms' mailto link its rel and target: the served text is not the folder's.
    expect(settings.terms_of_use).toContain('rel="noopener noreferrer nofollow"');
    const es = (await words('es')).json() as Record<string, string>;
    expect(es[settings.terms_of_use]).toMatch(/^<p>Este portal muestra sus cuentas.*<a href="mailto:portal@demofuel\.test" rel="noopener noreferrer nofollow" target="_blank">/);
    expect(es[settings.support_text]).toContain('Nuestro equipo de atención al cliente');
    expect(((await words('fr')).json() as Record<string, string>)[settings.support_text]).toContain('Notre service à la clientèle');
  });

  it('is sanitised like the setting itself, whoever typed it; plain words are served as typed', async () => {
    const { support_text } = await servedSettings();
    const first = await publishDocument(t.app, adminKey, 'translations', {
      es: { [support_text]: '<p onclick="steal()">Llámenos<script>alert(1)</script> <img src=x onerror="steal()"><a href="javascript:steal()">aquí</a></p>', 'Prime the burner': 'Cebar <el> quemador' },
    });
    try {
      const es = (await words('es')).json() as Record<string, string>;
      expect(es[support_text]).toBe('<p>Llámenos <a rel="noopener noreferrer nofollow" target="_blank">aquí</a></p>');
      expect(es['Prime the burner']).toBe('Cebar <el> quemador');
    } finally {
      await rollBack(t.app, adminKey, 'translations', first - 1);
    }
  });

  it('is keyed by the sanitised text whichever key the tenant used, and leaves other languages and entries alone', () => {
    const written = '<p>Hi <a href="https://x.test">there</a></p>';
    const settings = { support_text: written, tooltips: { Overview: '<b>Yours</b>' } };
    const served = servedTenantWords({ es: { [written]: '<p>Hola <a href="https://x.test">allí</a></p>', Billing: 'Facturación' }, fr: {} }, settings);
    const shown = '<p>Hi <a href="https://x.test" rel="noopener noreferrer nofollow" target="_blank">there</a></p>';
    expect(served).toEqual({ es: { [shown]: '<p>Hola <a href="https://x.test" rel="noopener noreferrer nofollow" target="_blank">allí</a></p>', Billing: 'Facturación' }, fr: {} });
  });

  it('still finds a translation keyed by the folder\'s text once Manage Content has saved the setting sanitised', () => {
    const folder = '<p>Hi <a href="https://x.test">there</a></p>';
    // What a save through Manage Content stores: the sanitised text, no longer the folder's.
    const saved = '<p>Hi <a href="https://x.test" rel="noopener noreferrer nofollow" target="_blank">there</a></p>';
    const served = servedTenantWords({ es: { [folder]: '<p>Hola</p>' } }, { support_text: saved });
    expect(served).toEqual({ es: { [saved]: '<p>Hola</p>' } });
  });
});

describe('a success message the tenant sets', () => {
  const profile = (locale: string) =>
    t.app.inject({ method: 'POST', url: '/api/demo/user/profile', headers: { 'user-key': customerKey }, payload: { first_name: 'Demo', last_name: 'Customer', locale } });
  const createOrder = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/demo/orders/create-fuel-order',
      headers: { 'user-key': customerKey, 'idempotency-key': randomUUID() },
      payload: { item_type: 'fuel_order', item_contents: { account_id: accountId, drop_id: dropId, fill: true, extras: [], tank_level: 25, payment: { payment_type: 'meet_the_driver' } } },
    });

  it("answers an order in the customer's language: the tenant's words where it translated them, else the portal's for its default", async () => {
    expect((await profile('es')).statusCode).toBe(200);
    try {
      const portal = await createOrder();
      expect(portal.statusCode, portal.body).toBe(201);
      expect(portal.json().message).toBe('¡Pedido creado correctamente!');

      const settings = await publishDocument(t.app, adminKey, 'settings', { fuel_order: { success_message: 'Thanks, your oil is on its way.' } });
      const translations = await publishDocument(t.app, adminKey, 'translations', { es: { 'Thanks, your oil is on its way.': 'Gracias, su combustible va en camino.' } });
      try {
        expect((await createOrder()).json().message).toBe('Gracias, su combustible va en camino.');
        expect((await profile('en-US')).statusCode).toBe(200);
        expect((await createOrder()).json().message).toBe('Thanks, your oil is on its way.');
      } finally {
        await rollBack(t.app, adminKey, 'translations', translations - 1);
        await rollBack(t.app, adminKey, 'settings', settings - 1);
      }
    } finally {
      await profile('en-US');
    }
  });
});
