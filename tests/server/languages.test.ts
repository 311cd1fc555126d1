import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/engine/messages/catalogue';
import { translatedText } from '../../src/engine/messages/data-texts';
import es from '../../src/engine/messages/locales/es/catalogue';
import * as esLogin from '../../src/engine/messages/locales/es/login-words';
import esTexts from '../../src/engine/messages/locales/es/texts';
import esNotifications from '../../src/engine/messages/locales/es/notification-screens';
import esOrders from '../../src/engine/messages/locales/es/order-screens';
import esRecordPdfs from '../../src/engine/messages/locales/es/record-pdfs';
import { itemTypeLabel } from '../../src/engine/notifications';
import { orderPaymentChoiceLabel } from '../../src/engine/orders/order-payment';
import { identityMessages } from '../../src/server/auth/identity-messages';
import { inLanguage, inRequestLanguage, noteRequestLanguage } from '../../src/server/http/request-language';
import { transactionColumns } from '../../src/server/modules/records/exports/columns';
import { createTestApp, loginAs, type TestApp } from './support/test-app';

/**
 * Issue 24 item 2 on the server: a user's language kept in the profile (the header's switch saves
 * it), the tenant's default served with its settings, and each request worded in its language.
 */
let t: TestApp;
let customerKey: string;
beforeAll(async () => {
  t = await createTestApp();
  customerKey = (await loginAs(t.app, 'demo', 'customer@demo.test')).body.user_key;
});
afterAll(async () => {
  await t.app.inject({ method: 'POST', url: '/api/demo/user/profile', headers: { 'user-key': customerKey }, payload: { first_name: 'Demo', last_name: 'Customer', locale: 'en-US' } });
  await t.close();
});

const profile = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/demo/user/profile', headers: { 'user-key': customerKey, ...headers }, payload });

describe('languages on the server', () => {
  it("keeps a user's locale in the profile, and the next login's user info carries it", async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/demo/user/profile', headers: { 'user-key': customerKey } });
    const { first_name, last_name } = before.json() as { first_name: string; last_name: string };
    const saved = await profile({ first_name, last_name, locale: 'es' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().locale).toBe('es');
    const again = await loginAs(t.app, 'demo', 'customer@demo.test');
    expect((again.response.json() as { locale: string }).locale).toBe('es');
  });

  it('refuses a locale that is no BCP-47 tag', async () => {
    const refused = await profile({ first_name: 'Demo', last_name: 'Customer', locale: 'spanish please' });
    expect(refused.statusCode).toBe(400);
  });

  it("serves the tenant's default locale with its public settings", async () => {
    const settings = await t.app.inject({ method: 'GET', url: '/api/settings?host=demo' });
    expect(settings.json().locale).toBe('en-US');
  });

  it("words a request's messages in the caller's language, else its Accept-Language one, else the tenant's", () => {
    // The Spanish words as shipped, whichever file is in place; English is the spec's.
    const spanish = es.valueMissing;
    expect(spanish).not.toBe('Value missing');
    const worded = (acceptLanguage: string | undefined, learned: { tenant?: string; profile?: string } = {}) =>
      inRequestLanguage(acceptLanguage, () => {
        noteRequestLanguage(learned);
        return messages.valueMissing;
      });
    expect(worded('es-MX,en;q=0.5')).toBe(spanish);
    expect(worded('de-DE, es;q=0.8')).toBe(spanish);
    expect(worded('es-MX', { tenant: 'en-US', profile: 'en-US' })).toBe('Value missing');
    expect(worded('en-US', { tenant: 'en-US', profile: 'es' })).toBe(spanish);
    expect(worded(undefined, { tenant: 'es-MX' })).toBe(spanish);
    expect(worded('de-DE', { tenant: 'en-US' })).toBe('Value missing');
    // Work for someone else (a mail to its recipient) in their language, whatever the request's.
    expect(worded('en-US', {})).toBe('Value missing');
    expect(inRequestLanguage('en-US', () => inLanguage('es', () => messages.valueMissing))).toBe(spanish);
    // Every text data shows, not only the login page's words the browser starts with (login-words.ts).
    expect(Object.hasOwn(esLogin.texts, 'Account Overview')).toBe(false);
    expect(inLanguage('es', () => translatedText('Account Overview'))).toBe((esTexts as Readonly<Record<string, string>>)['Account Overview']);
    // Outside any request: English.
    expect(messages.valueMissing).toBe('Value missing');
  });

  it('words shared labels when they are read, not when their module was imported (export headers, answers, item types, payment choices)', () => {
    // Each module here was imported in English; a Spanish request still reads Spanish from it.
    const read = () => [transactionColumns()[0].header, identityMessages.passwordUpdated, itemTypeLabel('inquiry'), orderPaymentChoiceLabel('card_on_file')];
    expect(inLanguage('es', read)).toEqual([esRecordPdfs.date, es.passwordUpdated, esNotifications.itemInquiry, esOrders.payCardOnFile]);
    expect(read()).toEqual(['Date', 'Password updated successfully!', 'Inquiry', 'Card on file']);
  });

  it("answers a signed-in caller in their profile's language through the whole pipeline, whatever the browser asks", async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/demo/user/profile', headers: { 'user-key': customerKey } });
    const { first_name, last_name } = before.json() as { first_name: string; last_name: string };
    expect((await profile({ first_name, last_name, locale: 'es-MX' })).statusCode).toBe(200);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/demo/payment-sources',
      headers: { 'user-key': customerKey, 'idempotency-key': crypto.randomUUID(), 'accept-language': 'en-US' },
      payload: {
        payment_type: 'credit_card',
        name: 'Visa',
        data: {
          account_holder: { first_name: 'Casey', last_name: 'Customer' },
          card: { cc_number: '4111111111111111', cc_exp: '12/30', cc_cvv: '123' },
          address: { street1: '1 Main St', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' },
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(es.addedSuccessfully).not.toBe('Added successfully');
    expect(saved.json().message).toBe(es.addedSuccessfully);
  });
});
