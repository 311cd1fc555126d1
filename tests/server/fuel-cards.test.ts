/**
 * Fleet fuel cards over HTTP against a real database: the seeded cards of the demo customer, the
 * status rules the card table shows (spec 1 §4: a pending card has no suspend action, a suspended
 * one offers Activate), removal, who reaches whose cards, hostile ids; and the delivery ticket PDF
 * read back with unpdf.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { formatDate, formatMoney, formatQuantity, formatUnitPrice } from '../../src/engine/format';
import type { Db } from '../../src/server/db/database';
import { accounts, deliveries, fuelCards } from '../../src/server/db/schema';
import { createTestApp, loginAs, signInDemoCustomerAndStaff, type TestApp } from './support/test-app';

const NOW = new Date('2026-11-20T15:30:00.000Z');
let t: TestApp;
let customerKey: string;
let staffKey: string;
let adminKey: string;
let accountId: string;
let otherAccountId: string;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const signedIn = await signInDemoCustomerAndStaff(t.app);
  ({ customerKey, staffKey } = signedIn);
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  accountId = signedIn.customer.account_ids.toSorted()[0];
  const [other] = await demo((db) =>
    db.select({ accountId: accounts.accountId }).from(accounts).where(and(...signedIn.customer.account_ids.map((id) => ne(accounts.accountId, id)))).limit(1),
  );
  otherAccountId = other.accountId;
});
afterAll(() => t?.close());

const demo = <T>(fn: (db: Db) => Promise<T>) => t.database.withTenant('demo', fn);
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, key?: string, tenant = 'demo') =>
  t.app.inject({ method, url: `/api/${tenant}${url}`, headers: key ? { 'user-key': key } : {} });
const cardsUrl = (account: string) => `/accounts/${encodeURIComponent(account)}/fuel-cards`;
const cardUrl = (account: string, card: string, action = '') => `${cardsUrl(account)}/${encodeURIComponent(card)}${action && `/${action}`}`;

/** A card of its own for a test that changes it, so no test depends on another's leftovers. */
async function newCard(status: 'pending' | 'active' | 'suspended', account = accountId, tenant = 'demo'): Promise<string> {
  const cardId = `T-${++serial}`;
  await t.database.withTenant(tenant, (db) =>
    db.insert(fuelCards).values({ tenantId: tenant, cardId, accountId: account, last4: '1234', cardUserName: 'Test Driver', vehicle: 'Van #7', status, issuedAt: status === 'pending' ? null : new Date('2026-01-02T10:00:00Z') }),
  );
  return cardId;
}
const storedCard = (cardId: string) => demo(async (db) => (await db.select().from(fuelCards).where(eq(fuelCards.cardId, cardId)))[0]);

describe('GET /accounts/{id}/fuel-cards', () => {
  it("lists the demo customer's seeded cards, one of each status, oldest first, as stored", async () => {
    const response = await call('GET', cardsUrl(accountId), customerKey);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { card_id: string; status: string }[];
    const stored = await demo((db) => db.select().from(fuelCards).where(eq(fuelCards.accountId, accountId)));
    const seeded = stored.filter((c) => c.cardId.startsWith('FC-')).toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.cardId.localeCompare(b.cardId));
    expect(new Set(seeded.map((c) => c.status))).toEqual(new Set(['pending', 'active', 'suspended']));
    const listedSeeded = body.filter((c) => c.card_id.startsWith('FC-'));
    expect(listedSeeded.map((c) => c.card_id)).toEqual(seeded.filter((c) => !c.removedAt).map((c) => c.cardId));
    const first = seeded[0];
    expect(listedSeeded[0]).toEqual({
      card_id: first.cardId, account_id: accountId, last4: first.last4, card_user_name: first.cardUserName, vehicle: first.vehicle, status: first.status,
      daily_limit: first.dailyLimit, products: first.products, issued_at: first.issuedAt?.toISOString() ?? null, created_at: first.createdAt.toISOString(),
    });
    expect(first.last4).toMatch(/^\d{4}$/);
  });

  it('answers an empty list for an account without cards, and 404 for an account that does not exist (staff)', async () => {
    const [bare] = await demo((db) => db.select({ accountId: accounts.accountId }).from(accounts).where(eq(accounts.accountId, otherAccountId)));
    await demo((db) => db.update(fuelCards).set({ removedAt: NOW }).where(eq(fuelCards.accountId, bare.accountId)));
    const empty = await call('GET', cardsUrl(bare.accountId), staffKey);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    const missing = await call('GET', cardsUrl('999999999'), staffKey);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, error_code: 'NOT_FOUND' });
  });
});

describe('details, suspend and activate', () => {
  it('gives one card as the list does', async () => {
    const cardId = await newCard('active');
    const listed = (await call('GET', cardsUrl(accountId), customerKey)).json() as { card_id: string }[];
    const response = await call('GET', cardUrl(accountId, cardId), customerKey);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(listed.find((c) => c.card_id === cardId));
    expect(response.json()).toMatchObject({ status: 'active', vehicle: 'Van #7', card_user_name: 'Test Driver', issued_at: '2026-01-02T10:00:00.000Z' });
  });

  it('suspends an active card and activates it again; repeating either changes nothing', async () => {
    const cardId = await newCard('active');
    const suspended = await call('POST', cardUrl(accountId, cardId, 'suspend'), customerKey);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ card_id: cardId, status: 'suspended' });
    expect((await storedCard(cardId)).status).toBe('suspended');
    const again = await call('POST', cardUrl(accountId, cardId, 'suspend'), customerKey);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(suspended.json());

    const activated = await call('POST', cardUrl(accountId, cardId, 'activate'), customerKey);
    expect(activated.statusCode).toBe(200);
    // Re-activating keeps the date the card was first issued.
    expect(activated.json()).toMatchObject({ status: 'active', issued_at: '2026-01-02T10:00:00.000Z' });
    expect((await call('POST', cardUrl(accountId, cardId, 'activate'), customerKey)).json()).toEqual(activated.json());
    expect((await storedCard(cardId)).status).toBe('active');
  });

  it('refuses to suspend a pending card with 409 and leaves it pending', async () => {
    const cardId = await newCard('pending');
    const response = await call('POST', cardUrl(accountId, cardId, 'suspend'), customerKey);
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 409, error_code: 'FUEL_CARD_NOT_ISSUED' });
    expect(response.json().detail).toMatch(/pending card .* cannot be suspended/);
    expect((await storedCard(cardId)).status).toBe('pending');
  });

  it('issues a pending card when it is activated: active, issued now', async () => {
    const cardId = await newCard('pending');
    const response = await call('POST', cardUrl(accountId, cardId, 'activate'), customerKey);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'active', issued_at: NOW.toISOString() });
    expect((await storedCard(cardId)).issuedAt?.toISOString()).toBe(NOW.toISOString());
  });
});

describe('remove', () => {
  it('removes a card: 204, gone from the list, every call naming it 404, the row kept with removed_at', async () => {
    const cardId = await newCard('suspended');
    const response = await call('DELETE', cardUrl(accountId, cardId), customerKey);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const listed = (await call('GET', cardsUrl(accountId), customerKey)).json() as { card_id: string }[];
    expect(listed.map((c) => c.card_id)).not.toContain(cardId);
    for (const [method, action] of [['GET', ''], ['POST', 'suspend'], ['POST', 'activate'], ['DELETE', '']] as const) {
      const again = await call(method, cardUrl(accountId, cardId, action), customerKey);
      expect(again.statusCode, `${method} ${action}`).toBe(404);
      expect(again.json()).toMatchObject({ error_code: 'NOT_FOUND', detail: 'Fuel card not found' });
    }
    expect((await storedCard(cardId)).removedAt?.toISOString()).toBe(NOW.toISOString());
  });
});

describe('whose cards', () => {
  it("answers 404 for another customer's account, as if it did not exist, and changes nothing", async () => {
    const cardId = await newCard('active', otherAccountId);
    expect((await call('GET', cardsUrl(otherAccountId), customerKey)).statusCode).toBe(404);
    expect((await call('POST', cardUrl(otherAccountId, cardId, 'suspend'), customerKey)).statusCode).toBe(404);
    expect((await call('DELETE', cardUrl(otherAccountId, cardId), customerKey)).statusCode).toBe(404);
    // Another account's card named under the customer's own account is unknown there too.
    expect((await call('POST', cardUrl(accountId, cardId, 'suspend'), customerKey)).statusCode).toBe(404);
    expect((await storedCard(cardId))).toMatchObject({ status: 'active', removedAt: null });
  });

  it("answers 404 for another tenant's card, by its id under the customer's account and by its account (admin)", async () => {
    const [foreignAccount] = await t.database.withTenant('cleangas', (db) => db.select({ accountId: accounts.accountId }).from(accounts).limit(1));
    const cardId = await newCard('active', foreignAccount.accountId, 'cleangas');
    expect((await call('GET', cardUrl(accountId, cardId), customerKey)).statusCode).toBe(404);
    expect((await call('POST', cardUrl(accountId, cardId, 'suspend'), customerKey)).statusCode).toBe(404);
    // Staff reach every account of their own tenant only: the card stays unknown by its own account number too.
    expect((await call('POST', cardUrl(foreignAccount.accountId, cardId, 'suspend'), adminKey)).statusCode).toBe(404);
    expect((await call('GET', cardUrl(foreignAccount.accountId, cardId), adminKey)).statusCode).toBe(404);
    const [stored] = await t.database.withTenant('cleangas', (db) => db.select().from(fuelCards).where(eq(fuelCards.cardId, cardId)));
    expect(stored.status).toBe('active');
  });

  it('lets staff who may read accounts see cards but only staff who may update accounts change them', async () => {
    const cardId = await newCard('active');
    expect((await call('GET', cardUrl(accountId, cardId), staffKey)).statusCode).toBe(200);
    const refused = await call('POST', cardUrl(accountId, cardId, 'suspend'), staffKey);
    expect(refused.statusCode).toBe(403);
    expect((await call('DELETE', cardUrl(accountId, cardId), staffKey)).statusCode).toBe(403);
    expect((await storedCard(cardId)).status).toBe('active');
    const byAdmin = await call('POST', cardUrl(accountId, cardId, 'suspend'), adminKey);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ status: 'suspended' });
  });

  it('answers 401 without a session, before looking at the ids', async () => {
    expect((await call('POST', cardUrl(accountId, 'anything', 'suspend'))).statusCode).toBe(401);
    expect((await call('GET', cardsUrl('../../etc'))).statusCode).toBe(401);
  });
});

describe('hostile input', () => {
  it('refuses malformed card ids with 400 and never reaches the database with them', async () => {
    for (const id of ["1' OR '1'='1", 'a'.repeat(41), 'card id', 'card%00id', 'FC-1;DROP TABLE fuel_cards']) {
      const response = await call('POST', `${cardsUrl(accountId)}/${encodeURIComponent(id)}/suspend`, customerKey);
      expect(response.statusCode, id).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    const nul = await call('GET', `${cardsUrl(accountId)}/FC%00`, customerKey);
    expect(nul.statusCode).toBe(400);
    expect((await demo((db) => db.select().from(fuelCards).limit(1))).length).toBe(1);
  });

  it('answers an overlong account id as no account of a customer (404) and as bad input to staff (400); ignores a body sent to suspend', async () => {
    // Access is decided before input: a customer learns nothing about which ids are well formed.
    expect((await call('GET', cardsUrl('9'.repeat(41)), customerKey)).statusCode).toBe(404);
    expect((await call('GET', cardsUrl('9'.repeat(41)), adminKey)).statusCode).toBe(400);
    const cardId = await newCard('active');
    const withBody = await t.app.inject({ method: 'POST', url: `/api/demo${cardUrl(accountId, cardId, 'suspend')}`, headers: { 'user-key': customerKey }, payload: { status: 'active', account_id: otherAccountId } });
    expect(withBody.statusCode).toBe(200);
    expect(withBody.json()).toMatchObject({ status: 'suspended', account_id: accountId });
  });
});

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  return (await extractText(pdf, { mergePages: true })).text as string;
}

describe('GET /accounts/{id}/delivery-tickets/{delivery_id}', () => {
  it('draws the ticket: supplier, ticket number, date, account, where, product, gallons, price per gallon, amount', async () => {
    const [delivery] = await demo((db) => db.select().from(deliveries).where(eq(deliveries.accountId, accountId)).limit(1));
    const [account] = await demo((db) => db.select().from(accounts).where(eq(accounts.accountId, accountId)));
    const response = await call('GET', `/accounts/${accountId}/delivery-tickets/${delivery.deliveryId}`, customerKey);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`inline; filename="ticket-${delivery.ticketNumber}.pdf"`);
    expect(response.headers['cache-control']).toContain('no-store');
    const text = await pdfText(response.rawPayload);
    for (const expected of ['Demo Fuel Co.', `Delivery Ticket ${delivery.ticketNumber}`, `Ticket number ${delivery.ticketNumber}`, `Delivery date ${formatDate(delivery.deliveryDate)}`,
      `Account number ${accountId}`, account.displayName, delivery.dropName, delivery.productName, formatQuantity(delivery.quantity), formatUnitPrice(delivery.unitPrice), formatMoney(delivery.amount)]) {
      expect(text).toContain(expected);
    }
  });

  it("answers 404 for another account's delivery under the customer's account, a made-up id, and another customer's account", async () => {
    const [foreign] = await demo((db) => db.select().from(deliveries).where(eq(deliveries.accountId, otherAccountId)).limit(1));
    expect((await call('GET', `/accounts/${accountId}/delivery-tickets/${foreign.deliveryId}`, customerKey)).statusCode).toBe(404);
    expect((await call('GET', `/accounts/${accountId}/delivery-tickets/DL-NOPE-1`, customerKey)).statusCode).toBe(404);
    expect((await call('GET', `/accounts/${otherAccountId}/delivery-tickets/${foreign.deliveryId}`, customerKey)).statusCode).toBe(404);
    expect((await call('GET', `/accounts/${otherAccountId}/delivery-tickets/${foreign.deliveryId}`, staffKey)).statusCode).toBe(200);
    expect((await call('GET', `/accounts/${accountId}/delivery-tickets/${encodeURIComponent("x' or 1=1 --")}`, customerKey)).statusCode).toBe(400);
  });
});
