import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AddressProviderError } from '../../src/server/address/address-provider';
import { geoapifyAddressProvider } from '../../src/server/address/geoapify-provider';
import { localAddressProvider } from '../../src/server/address/local-provider';
import { decodePlaceId, encodePlaceId } from '../../src/server/address/place-id';
import { addressProviderFrom } from '../../src/server/address/providers';
import type { Db } from '../../src/server/db/database';

/**
 * Geoapify's answer to "12 Elm St Burlington", in the shape its Address Autocomplete API
 * documents for `format=json` (a building, a street, a state). Written from the documented
 * response, not captured live: this repository holds no Geoapify key.
 */
const recorded = JSON.parse(readFileSync(new URL('./fixtures/geoapify-autocomplete-12-elm-st.json', import.meta.url), 'utf8')) as unknown;
const noDb = {} as Db;

function recordingFetch(answer: { status: number; body: unknown } | Error) {
  const calls: URL[] = [];
  const fetchFn = (async (input: URL) => {
    calls.push(new URL(String(input)));
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { fetchFn, calls };
}

describe('the Geoapify adapter', () => {
  it('asks the autocomplete endpoint with the text, a limit, the country filter and the key', async () => {
    const { fetchFn, calls } = recordingFetch({ status: 200, body: recorded });
    const provider = geoapifyAddressProvider({ apiKey: 'test-key', countryCodes: ['us', 'ca'], fetch: fetchFn });
    await provider.suggest('  12 Elm St Burlington ', { db: noDb });
    expect(calls).toHaveLength(1);
    expect(calls[0].origin + calls[0].pathname).toBe('https://api.geoapify.com/v1/geocode/autocomplete');
    expect(Object.fromEntries(calls[0].searchParams)).toEqual({ text: '12 Elm St Burlington', format: 'json', limit: '8', filter: 'countrycode:us,ca', apiKey: 'test-key' });
  });

  it('turns the recorded answer into suggestions, dropping a result too coarse to fill an address', async () => {
    const provider = geoapifyAddressProvider({ apiKey: 'k', fetch: recordingFetch({ status: 200, body: recorded }).fetchFn });
    const suggestions = await provider.suggest('12 Elm St Burlington', { db: noDb });
    expect(suggestions.map((s) => s.description)).toEqual([
      '12 Elm Street, Burlington, VT 05401, United States of America',
      'Elm Street, Montpelier, VT 05602, United States of America',
    ]);
    expect(await provider.details(suggestions[0].place_id, { db: noDb })).toEqual({ street1: '12 Elm Street', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' });
    expect(await provider.details(suggestions[1].place_id, { db: noDb })).toEqual({ street1: 'Elm Street', city: 'Montpelier', state: 'VT', zipcode: '05602', country: 'US' });
  });

  it('does not call out for input under 3 characters', async () => {
    const { fetchFn, calls } = recordingFetch({ status: 200, body: recorded });
    expect(await geoapifyAddressProvider({ apiKey: 'k', fetch: fetchFn }).suggest('12', { db: noDb })).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('reports a refusal or an outage as a provider error (the API answers 502)', async () => {
    const refused = geoapifyAddressProvider({ apiKey: 'bad', fetch: recordingFetch({ status: 401, body: { message: 'Invalid apiKey' } }).fetchFn });
    await expect(refused.suggest('12 Elm', { db: noDb })).rejects.toBeInstanceOf(AddressProviderError);
    const down = geoapifyAddressProvider({ apiKey: 'k', fetch: recordingFetch(new TypeError('fetch failed')).fetchFn });
    await expect(down.suggest('12 Elm', { db: noDb })).rejects.toBeInstanceOf(AddressProviderError);
  });

  it('reads an answer without results as none', async () => {
    const provider = geoapifyAddressProvider({ apiKey: 'k', fetch: recordingFetch({ status: 200, body: { query: {} } }).fetchFn });
    expect(await provider.suggest('zzzz', { db: noDb })).toEqual([]);
  });
});

describe('choosing the provider per deployment', () => {
  it('is the offline provider unless Geoapify is chosen and has a key', () => {
    expect(addressProviderFrom({}).name).toBe('local');
    expect(addressProviderFrom({ ADDRESS_PROVIDER: 'geoapify' }).name).toBe('local');
    expect(addressProviderFrom({ ADDRESS_PROVIDER: 'geoapify', GEOAPIFY_API_KEY: 'k' }).name).toBe('geoapify');
    expect(addressProviderFrom({ ADDRESS_PROVIDER: 'local', GEOAPIFY_API_KEY: 'k' })).toBe(localAddressProvider);
  });
});

describe('place ids', () => {
  const address = { street1: '12 Elm St', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' };

  it('carry the address and nothing else, opaquely', () => {
    const id = encodePlaceId(address);
    expect(id).toMatch(/^a1\.[A-Za-z0-9_-]+$/);
    expect(id).not.toContain('Elm');
    expect(decodePlaceId(id)).toEqual(address);
  });

  it('refuse what this server did not issue', () => {
    const bad = ['', 'a1.', 'a1.!!', 'ChIJd8BlQ2BZwokRAFUEcm_qrcA', 'a1.' + Buffer.from('{"a":1}').toString('base64url'), 'a1.' + Buffer.from('["x"]').toString('base64url'), 'a1.' + Buffer.from(JSON.stringify(['x'.repeat(201), '', '', '', ''])).toString('base64url'), 'a1.' + Buffer.from(JSON.stringify([1, 2, 3, 4, 5])).toString('base64url'), 'a1.' + 'A'.repeat(2000)];
    for (const id of bad) expect(decodePlaceId(id), id.slice(0, 30)).toBeUndefined();
  });
});
