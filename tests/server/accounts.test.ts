import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from './support/test-app';

let t: TestApp;
let customerKey: string;
let staffKey: string;
let cleangasAdminKey: string;
beforeAll(async () => {
  t = await createTestApp();
  customerKey = (await loginAs(t.app, 'demo', 'customer@demo.test')).body.user_key;
  staffKey = (await loginAs(t.app, 'demo', 'staff@demo.test')).body.user_key;
  cleangasAdminKey = (await loginAs(t.app, 'cleangas', 'admin@demo.test')).body.user_key;
});
afterAll(() => t.close());

const get = (url: string, key?: string) => t.app.inject({ method: 'GET', url, headers: key ? { 'user-key': key } : {} });

describe('GET /accounts/for-user', () => {
  it("answers the customer's two accounts with locations, drops and owner", async () => {
    const response = await get('/api/demo/accounts/for-user', customerKey);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toHaveLength(2);
    for (const account of body) {
      expect(account.account_owner.email).toBe('customer@demo.test');
      expect(account.locations.length).toBeGreaterThan(0);
      expect(account.locations[0].drops[0]).toMatchObject({ last_delivery_quantity: { unit: 'gallons' } });
      // The aged buckets add up to what is owed (a credit balance has no aging).
      const aged = account.balance_30_days + account.balance_60_days + account.balance_90_days + account.balance_over_90_days;
      expect(aged).toBeCloseTo(Math.max(account.account_balance, 0), 2);
    }
  });

  it('never carries a password hash or another field outside the schema', async () => {
    const text = (await get('/api/demo/accounts/for-user', customerKey)).body;
    expect(text).not.toMatch(/password|argon2|owner_user_id|tenant_id/);
  });

  it('answers staff, who own no accounts, with an empty list', async () => {
    expect((await get('/api/demo/accounts/for-user', staffKey)).json()).toEqual([]);
  });

  it('requires a session', async () => {
    expect((await get('/api/demo/accounts/for-user')).statusCode).toBe(401);
  });
});

describe('GET /accounts/find', () => {
  it('refuses customers', async () => {
    const response = await get('/api/demo/accounts/find', customerKey);
    expect(response.statusCode).toBe(403);
    expect(response.json().error_code).toBe('FORBIDDEN');
  });

  it('answers staff a first page in the spec paging shape', async () => {
    const body = (await get('/api/demo/accounts/find?size=10', staffKey)).json();
    expect(body).toMatchObject({ empty: false, pageNumber: 0, size: 10, numberOfElements: 10, totalElements: 60, totalPages: 6 });
    expect(body.content[0]).toHaveProperty('account_status');
    const ids = body.content.map((r: { account_id: string }) => r.account_id);
    expect(ids).toEqual([...ids].sort());
  });

  it('pages without overlap and answers an empty page past the end', async () => {
    const first = (await get('/api/demo/accounts/find?size=25&page=0', staffKey)).json();
    const second = (await get('/api/demo/accounts/find?size=25&page=1', staffKey)).json();
    const third = (await get('/api/demo/accounts/find?size=25&page=2', staffKey)).json();
    const past = (await get('/api/demo/accounts/find?size=25&page=9', staffKey)).json();
    const all = [...first.content, ...second.content, ...third.content].map((r) => r.account_id);
    expect(new Set(all).size).toBe(60);
    expect(third.numberOfElements).toBe(10);
    expect(past).toMatchObject({ empty: true, numberOfElements: 0, content: [] });
  });

  it('sorts by a column in either order', async () => {
    const body = (await get('/api/demo/accounts/find?size=60&sort=account_balance&order=desc', staffKey)).json();
    const balances = body.content.map((r: { account_balance: number }) => r.account_balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
  });

  it('searches by id, name, email, phone and address', async () => {
    const [sample] = (await get('/api/demo/accounts/find?size=1&page=3', staffKey)).json().content;
    for (const term of [sample.account_id, sample.account_name.split(' ')[0], sample.email, sample.home_phone, sample.billing_address.street1]) {
      const body = (await get(`/api/demo/accounts/find?searchText=${encodeURIComponent(term)}&size=100`, staffKey)).json();
      expect(body.content.map((r: { account_id: string }) => r.account_id)).toContain(sample.account_id);
    }
    const none = (await get('/api/demo/accounts/find?searchText=%25%25no-such-thing', staffKey)).json();
    expect(none.totalElements).toBe(0);
  });

  it('refuses bad paging parameters with every error', async () => {
    const response = await get('/api/demo/accounts/find?page=-1&size=0&sort=password_hash', staffKey);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveLength(3);
  });

  it("shows one tenant's staff only their tenant's accounts", async () => {
    const cleangas = (await get('/api/cleangas/accounts/find?size=100', cleangasAdminKey)).json();
    const demo = (await get('/api/demo/accounts/find?size=100', staffKey)).json();
    expect(cleangas.totalElements).toBe(25);
    expect(demo.totalElements).toBe(60);
    expect((await get('/api/demo/accounts/find', cleangasAdminKey)).statusCode).toBe(401);
  });
});
