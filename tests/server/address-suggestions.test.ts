import { beforeAll, describe, expect, it } from 'vitest';
import { encodePlaceId } from '../../src/server/address/place-id';
import { accounts, locations } from '../../src/server/db/schema';
import { appWithSteppedClock } from './support/test-app';

const t = appWithSteppedClock();
const suggest = (input: string, tenant = 'demo') => t.app.inject({ method: 'GET', url: `/api/${tenant}/address/suggestions`, query: { input } });
const details = (placeId: string, tenant = 'demo') => t.app.inject({ method: 'GET', url: `/api/${tenant}/address/details`, query: { placeId } });

/** Served addresses with a street no seed generates, a customer's name and a second line on each. */
const SERVED = [
  { tenant: 'demo', accountId: 'ADDR-1', street1: '17 Quillfeather Lane', street2: 'Apt 9', city: 'Burlington', state: 'VT', zipcode: '05401' },
  { tenant: 'demo', accountId: 'ADDR-2', street1: '17 Quillfeather Lane', street2: 'Apt 3', city: 'Burlington', state: 'VT', zipcode: '05401' },
  { tenant: 'demo', accountId: 'ADDR-3', street1: '40 Quillfeather Road', street2: '', city: 'Concord', state: 'NH', zipcode: '03301' },
  { tenant: 'cleangas', accountId: 'ADDR-9', street1: '5 Quillfeather Close', street2: '', city: 'George Town', state: 'KY', zipcode: 'KY1-1102' },
];

beforeAll(async () => {
  for (const row of SERVED) {
    await t.database.withTenant(row.tenant, async (db) => {
      const address = { street1: row.street1, street2: row.street2, city: row.city, state: row.state, zipcode: row.zipcode };
      await db.insert(accounts).values({ tenantId: row.tenant, accountId: row.accountId, displayName: 'Quincy Secretperson', ...address, alerts: { delivery_reminders: false, new_documents: false, schedule_reminders: false } });
      await db.insert(locations).values({ tenantId: row.tenant, accountId: row.accountId, locationNumber: 1, firstName: 'Quincy', lastName: 'Secretperson', ...address });
    });
  }
});

describe('GET /address/suggestions (offline provider)', () => {
  it('gives a ZIP code’s city and state, and fills them in through details', async () => {
    const response = await suggest('05401');
    expect(response.statusCode).toBe(200);
    const [first] = response.json() as { place_id: string; description: string }[];
    expect(first.description).toBe('Burlington, VT 05401');
    expect((await details(first.place_id)).json()).toEqual({ street1: '', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' });
  });

  it('lists up to 8 ZIPs for a prefix of 3 digits', async () => {
    const list = (await suggest('054')).json() as { description: string }[];
    expect(list).toHaveLength(8);
    expect(list.every((s) => /, VT 054\d\d$/.test(s.description))).toBe(true);
  });

  it('matches streets the tenant already serves by house number and street, once each, without names, accounts or second lines', async () => {
    expect((await suggest('17 quillfeather')).json()).toHaveLength(1);
    const response = await suggest('40 quill');
    expect(response.statusCode).toBe(200);
    const list = response.json() as { place_id: string; description: string }[];
    expect(list.map((s) => s.description)).toEqual(['40 Quillfeather Road, Concord, NH 03301']);
    expect((await suggest('17 Quillfeather')).body).not.toMatch(/Quincy|Secretperson|ADDR-|Apt/);
    const filled = (await details(list[0].place_id)).json() as Record<string, string>;
    expect(filled).toEqual({ street1: '40 Quillfeather Road', city: 'Concord', state: 'NH', zipcode: '03301', country: 'US' });
    expect(JSON.stringify(filled)).not.toMatch(/Quincy|ADDR-/);
  });

  it('shows each tenant only its own served streets', async () => {
    expect(((await suggest('5 Quillfeather', 'cleangas')).json() as { description: string }[]).map((s) => s.description)).toEqual(['5 Quillfeather Close, George Town, KY KY1-1102']);
    expect((await suggest('5 Quillfeather Close')).json()).toEqual([]);
  });

  it('does not page through the served streets by street text alone: the house number must be typed whole', async () => {
    expect((await suggest('quillfeather')).json()).toEqual([]);
    expect((await suggest('Quillfeather Lane')).json()).toEqual([]);
    // 1 is the start of 17, not 17 itself: a number prefix finds nothing.
    expect((await suggest('1 Quillfeather')).json()).toEqual([]);
  });

  it('needs 3 characters, and treats LIKE wildcards as text', async () => {
    expect((await suggest('Qu')).json()).toEqual([]);
    expect((await suggest('   ')).json()).toEqual([]);
    expect((await suggest('%%%')).json()).toEqual([]);
    expect((await suggest('___')).json()).toEqual([]);
  });

  it('refuses hostile input with a 4xx, never a 5xx', async () => {
    for (const input of ['x'.repeat(201), 'a\u0000bc']) expect((await suggest(input)).statusCode, input.slice(0, 10)).toBe(400);
    // A lone surrogate cannot travel in a URL: it arrives as U+FFFD, an ordinary (unmatched) character.
    expect((await suggest('\uD800abc')).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/demo/address/suggestions' })).statusCode).toBe(400);
  });
});

describe('GET /address/details', () => {
  it('answers an id it did not issue with 404, a missing one with 400', async () => {
    for (const placeId of ['ChIJd8BlQ2BZwokRAFUEcm_qrcA', 'a1.not-json', '1', 'a1.' + Buffer.from('[1,2,3,4,5]').toString('base64url')]) {
      const response = await details(placeId);
      expect(response.statusCode, placeId).toBe(404);
      expect(response.json()).toMatchObject({ error_code: 'PLACE_NOT_FOUND' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/demo/address/details' })).statusCode).toBe(400);
    expect((await details('a'.repeat(1001))).statusCode).toBe(400);
  });

  it('gives back the address a place id spells, whoever asks', async () => {
    const address = { street1: '1 Main St', city: 'Montpelier', state: 'VT', zipcode: '05602', country: 'US' };
    expect((await details(encodePlaceId(address), 'cleangas')).json()).toEqual(address);
  });
});

describe('throttling', () => {
  it('limits details per address: the 301st within the hour is 429', async () => {
    const id = encodePlaceId({ street1: '', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' });
    for (let i = 0; i < 300; i++) await details(id);
    const blocked = await details(id);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
