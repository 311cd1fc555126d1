import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../../src/engine/api/create-api-client';

const ORIGIN = 'http://portal.test';

/** A fetch that records each request and answers with the given status (no global mocks). */
function fakeFetch(status = 200) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    const body = status === 204 ? null : JSON.stringify(status < 400 ? { ok: true } : { status, detail: 'No' });
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

function client(options: Partial<ApiClientOptions> & { status?: number } = {}) {
  const { fetch, requests } = fakeFetch(options.status);
  const onSuccess = vi.fn();
  const onUnauthorized = vi.fn();
  const clients = createApiClient({ origin: ORIGIN, tenant: 'demo', fetch, onSuccess, onUnauthorized, ...options });
  return { ...clients, requests, onSuccess, onUnauthorized };
}

describe('createApiClient: addresses', () => {
  it('puts tenant operations under /api/<tenant>', async () => {
    const { api, requests } = client({ tenant: 'cleangas' });
    await api.GET('/users/permissions');
    expect(requests[0].url).toBe(`${ORIGIN}/api/cleangas/users/permissions`);
  });

  it('encodes the tenant as one path segment', async () => {
    const { api, requests } = client({ tenant: 'a/b' });
    await api.GET('/logout');
    expect(requests[0].url).toBe(`${ORIGIN}/api/a%2Fb/logout`);
  });

  it('puts tenant-less operations (settings) under /api', async () => {
    const { rootClient, requests } = client();
    await rootClient.GET('/settings', { params: { query: { host: 'demo.localhost' } } });
    expect(requests[0].url).toBe(`${ORIGIN}/api/settings?host=demo.localhost`);
  });

  it('sends the login body as JSON', async () => {
    const { api, requests } = client();
    await api.POST('/login', { body: { user_id: 'ann@example.com', password: 'secret-pass' } });
    expect(requests[0].method).toBe('POST');
    expect(await requests[0].json()).toEqual({ user_id: 'ann@example.com', password: 'secret-pass' });
  });
});

describe('createApiClient: headers (spec 2 §7: every call sends JSON, and user-key when signed in)', () => {
  it('sends a JSON content type on every call', async () => {
    const { api, rootClient, requests } = client();
    await api.GET('/logout');
    await api.POST('/login', { body: { user_id: 'ann@example.com', password: 'secret-pass' } });
    await rootClient.GET('/settings', { params: { query: { host: 'demo' } } });
    expect(requests.map((r) => r.headers.get('Content-Type'))).toEqual(['application/json', 'application/json', 'application/json']);
  });

  it('sends no user-key header without a session', async () => {
    const { api, requests } = client({ userKey: () => undefined });
    await api.GET('/users/permissions');
    const { api: noReader, requests: noReaderRequests } = client({ userKey: undefined });
    await noReader.GET('/users/permissions');
    const { api: empty, requests: emptyRequests } = client({ userKey: () => '' });
    await empty.GET('/users/permissions');
    expect([...requests, ...noReaderRequests, ...emptyRequests].map((r) => r.headers.has('user-key'))).toEqual([false, false, false]);
  });

  it('sends the current user-key, read on every call', async () => {
    let key: string | undefined = 'key-of-ann';
    const { api, rootClient, requests } = client({ userKey: () => key });
    await api.GET('/users/permissions');
    await rootClient.GET('/settings', { params: { query: { host: 'demo' } } });
    key = 'key-of-bob';
    await api.GET('/users/permissions');
    key = undefined;
    await api.GET('/users/permissions');
    expect(requests.map((r) => r.headers.get('user-key'))).toEqual(['key-of-ann', 'key-of-ann', 'key-of-bob', null]);
  });
});

describe('createApiClient: session hooks', () => {
  it.each([200, 204])('calls onSuccess after a %i answer', async (status) => {
    const { api, onSuccess, onUnauthorized } = client({ status, userKey: () => 'k' });
    await api.GET('/logout');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([400, 403, 404, 500])('does not call onSuccess or onUnauthorized after a %i answer', async (status) => {
    const { api, onSuccess, onUnauthorized } = client({ status, userKey: () => 'k' });
    await api.GET('/users/permissions');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('calls onUnauthorized when a signed-in call answers 401', async () => {
    const { api, onSuccess, onUnauthorized } = client({ status: 401, userKey: () => 'expired-key' });
    await api.GET('/users/permissions');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('does not call onUnauthorized for a 401 without a session key (a wrong password)', async () => {
    const { api, onUnauthorized } = client({ status: 401, userKey: () => undefined });
    const { error, response } = await api.POST('/login', { body: { user_id: 'ann@example.com', password: 'wrong-pass' } });
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('treats a signed-in call to the tenant-less prefix like any other', async () => {
    const { rootClient, onUnauthorized } = client({ status: 401, userKey: () => 'expired-key' });
    await rootClient.GET('/settings', { params: { query: { host: 'demo' } } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('works without any hooks', async () => {
    const { fetch, requests } = fakeFetch(401);
    const { api } = createApiClient({ origin: ORIGIN, tenant: 'demo', fetch, userKey: () => 'k' });
    const { response } = await api.GET('/users/permissions');
    expect(response.status).toBe(401);
    expect(requests).toHaveLength(1);
  });
});
