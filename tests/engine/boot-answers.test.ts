import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootAnswerKey, layoutRequest, peekBootAnswer, provideBootAnswers, settingsRequest, takeBootAnswer } from '../../src/engine/api/boot-answers';
import { operationUrl } from '../../src/engine/api/operation-url';
import { createApiClient } from '../../src/engine/api/create-api-client';

/** A fetch that records what reached the network and answers 200 with a marker. */
function network() {
  const asked: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    asked.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
    return new Response(JSON.stringify({ from: 'network' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, asked };
}

afterEach(() => provideBootAnswers(undefined));

describe('boot answers (issue 25: the GETs a server-drawn page came with)', () => {
  it('keys a GET by its path and given query, in one way for server and browser', () => {
    expect(bootAnswerKey('/api/settings', { host: 'demo.localhost' })).toBe('/api/settings?host=demo.localhost');
    expect(bootAnswerKey('/api/demo/layout')).toBe('/api/demo/layout');
    expect(bootAnswerKey('/api/demo/layout', { page: undefined, sort: null })).toBe('/api/demo/layout');
    expect(bootAnswerKey('/api/x', { q: 'a b&c' })).toBe('/api/x?q=a+b%26c');
    // The boot GETs' keys are the operation layer's own.
    expect(settingsRequest('demo.localhost')).toBe(bootAnswerKey(operationUrl('getSettings', '', {}), { host: 'demo.localhost' }));
    expect(layoutRequest('a/b')).toBe(operationUrl('getLayout', 'a/b', {}));
  });

  it('answers each one once: the second take asks again', () => {
    provideBootAnswers({ '/api/demo/layout': { screens: {} } });
    expect(peekBootAnswer('/api/demo/layout')).toEqual({ data: { screens: {} } });
    expect(takeBootAnswer('/api/demo/layout')).toEqual({ data: { screens: {} } });
    expect(takeBootAnswer('/api/demo/layout')).toBeUndefined();
  });

  it('answers a GET of the operation layer from the page, once, and fetches the next one', async () => {
    const { fetch, asked } = network();
    provideBootAnswers({ '/api/demo/layout': { from: 'page' }, '/api/settings?host=demo.localhost': { tenant: 'demo' } });
    const api = createApiClient({ origin: 'http://portal.test', tenant: 'demo', fetch });
    expect((await api.call('getLayout')).data).toEqual({ from: 'page' });
    expect((await api.call('getSettings', { query: { host: 'demo.localhost' } })).data).toEqual({ tenant: 'demo' });
    expect(asked).toEqual([]);
    expect((await api.call('getLayout')).data).toEqual({ from: 'network' });
    expect(asked).toEqual(['GET /api/demo/layout']);
  });

  it('answers only exact matches: another query, another tenant or a write reach the server', async () => {
    const { fetch, asked } = network();
    provideBootAnswers({ '/api/settings?host=demo.localhost': { tenant: 'demo' }, '/api/demo/layout': { from: 'page' }, '/api/demo/login': { from: 'page' } });
    await createApiClient({ origin: 'http://portal.test', tenant: 'demo', fetch }).call('getSettings', { query: { host: 'cleangas.localhost' } });
    await createApiClient({ origin: 'http://portal.test', tenant: 'cleangas', fetch }).call('getLayout');
    await createApiClient({ origin: 'http://portal.test', tenant: 'demo', fetch }).call('login', { body: { user_id: 'a', password: 'b', app_id: '', app_url: '' } });
    expect(asked).toEqual(['GET /api/settings?host=cleangas.localhost', 'GET /api/cleangas/layout', 'POST /api/demo/login']);
  });

  it("tells the server's render of a GET it lacks, and fetches nothing", async () => {
    const { fetch, asked } = network();
    const missed: string[] = [];
    provideBootAnswers({}, (key) => missed.push(key));
    const result = await createApiClient({ origin: 'http://portal.test', tenant: 'demo', fetch }).call('getLayout');
    expect(result.data).toBeUndefined();
    expect(missed).toEqual(['/api/demo/layout']);
    expect(asked).toEqual([]);
  });
});
