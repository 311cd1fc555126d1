import { describe, expect, it, vi } from 'vitest';
import { CallError } from '../../src/engine/api/call-error';
import { createApiClient, type ApiClientOptions } from '../../src/engine/api/create-api-client';

const ORIGIN = 'http://portal.test';

/** A fetch that records each request and answers with the given status and body (no global mocks). */
function fakeFetch(status = 200, answer?: { body: BodyInit; headers: Record<string, string> }) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    if (answer) return new Response(answer.body, { status, headers: answer.headers });
    const body = status === 204 ? null : JSON.stringify(status < 400 ? { ok: true } : { status, detail: 'No', error_code: 'NO' });
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

function client(options: Partial<ApiClientOptions> & { status?: number; answer?: Parameters<typeof fakeFetch>[1] } = {}) {
  const { fetch, requests } = fakeFetch(options.status, options.answer);
  const onSuccess = vi.fn();
  const onUnauthorized = vi.fn();
  const api = createApiClient({ origin: ORIGIN, tenant: 'demo', fetch, onSuccess, onUnauthorized, ...options });
  return { api, requests, onSuccess, onUnauthorized };
}

describe('createApiClient: calls by operationId', () => {
  it('puts tenant operations under /api/<tenant>, with the method and path of the document', async () => {
    const { api, requests } = client({ tenant: 'cleangas' });
    await api.call('getUserPermissions');
    await api.call('deleteUser', { path: { id: 'ann@example.com' } });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET ${ORIGIN}/api/cleangas/users/permissions`,
      `DELETE ${ORIGIN}/api/cleangas/users/ann%40example.com`,
    ]);
  });

  it('encodes the tenant as one path segment', async () => {
    const { api, requests } = client({ tenant: 'a/b' });
    await api.call('logout');
    expect(requests[0].url).toBe(`${ORIGIN}/api/a%2Fb/logout`);
  });

  it('puts tenant-less operations (settings) under /api', async () => {
    const { api, requests } = client();
    await api.call('getSettings', { query: { host: 'demo.localhost' } });
    expect(requests[0].url).toBe(`${ORIGIN}/api/settings?host=demo.localhost`);
  });

  it('sends path, query and body where the document puts them', async () => {
    const { api, requests } = client();
    await api.call('getAccountUsage', { path: { account_id: 'A 1' }, query: { months: 12 } });
    await api.call('login', { body: { user_id: 'ann@example.com', password: 'secret-pass' } });
    expect(requests[0].url).toBe(`${ORIGIN}/api/demo/accounts/A%201/usage?months=12`);
    expect(requests[1].method).toBe('POST');
    expect(await requests[1].json()).toEqual({ user_id: 'ann@example.com', password: 'secret-pass' });
  });

  it('answers the data, or throws the refusal worded as the spec words that operation', async () => {
    expect(await client().api.data('getUserPermissions')).toEqual({ ok: true });
    await expect(client({ status: 409 }).api.data('getUserPermissions')).rejects.toThrow('(409) No');
    // Spec 2 §8: user create appends its own sentence; self-register shows the error_code.
    await expect(client({ status: 409 }).api.data('createUser', { body: { email: 'a@b.co', role: 'Admin' } as never })).rejects.toThrow(
      '(409) No User may already exist. Please verify the data',
    );
    await expect(client({ status: 422 }).api.data('requestSelfRegister', { body: {} as never })).rejects.toThrow(/^NO$/);
    await expect(client({ status: 500 }).api.data('getUserPermissions')).rejects.toBeInstanceOf(CallError);
  });
});

describe('createApiClient: operations a layout names', () => {
  it('picks each parameter by name, sends it where the document declares it, and drops the rest', async () => {
    const { api, requests } = client();
    await api.callNamed('listAccountTransactions', { account_id: '1001', page: 2, size: 20, sort: 'amount', order: 'desc', roles: 'Admin', searchText: '' });
    const url = new URL(requests[0].url);
    expect(url.pathname).toBe('/api/demo/accounts/1001/transactions');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', size: '20', sort: 'amount', order: 'desc' });
  });

  it('sends the body to an operation that takes one', async () => {
    const { api, requests } = client();
    await api.callNamed('updateAccount', { account_id: '1001' }, { account_status: 'closed' });
    expect(requests[0].method).toBe('POST');
    expect(await requests[0].json()).toEqual({ account_status: 'closed' });
  });

  it('refuses an unknown operation and a missing path parameter before any request', async () => {
    const { api, requests } = client();
    await expect(api.callNamed('dropTables', {})).rejects.toThrow('No operation dropTables in the API');
    await expect(api.callNamed('getAccount', { account_id: '' })).rejects.toThrow('Operation getAccount needs account_id');
    expect(requests).toHaveLength(0);
  });

  it('answers a file operation as a named file', async () => {
    const pdf = { body: '%PDF-1.7', headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="s.pdf"; filename*=UTF-8''Statement%20%C3%A9t%C3%A9.pdf` } };
    const { api } = client({ answer: pdf });
    const file = await api.fileNamed('getAccountDocument', { account_id: '1001', key: 'S-1' }, 'S-1.pdf');
    expect(file.filename).toBe('Statement été.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
    await expect(client({ status: 404 }).api.fileNamed('getAccountDocument', { account_id: '1001', key: 'S-9' }, 'S-9.pdf')).rejects.toThrow('(404) No');
  });
});

describe('createApiClient: headers (spec 2 §7: every call sends JSON, and user-key when signed in)', () => {
  it('sends a JSON content type on every call', async () => {
    const { api, requests } = client();
    await api.call('logout');
    await api.call('login', { body: { user_id: 'ann@example.com', password: 'secret-pass' } });
    await api.call('getSettings', { query: { host: 'demo' } });
    expect(requests.map((r) => r.headers.get('Content-Type'))).toEqual(['application/json', 'application/json', 'application/json']);
  });

  it('sends no user-key header without a session', async () => {
    const { api, requests } = client({ userKey: () => undefined });
    await api.call('getUserPermissions');
    const { api: noReader, requests: noReaderRequests } = client({ userKey: undefined });
    await noReader.call('getUserPermissions');
    const { api: empty, requests: emptyRequests } = client({ userKey: () => '' });
    await empty.call('getUserPermissions');
    expect([...requests, ...noReaderRequests, ...emptyRequests].map((r) => r.headers.has('user-key'))).toEqual([false, false, false]);
  });

  it('sends the current user-key, read on every call', async () => {
    let key: string | undefined = 'key-of-ann';
    const { api, requests } = client({ userKey: () => key });
    await api.call('getUserPermissions');
    await api.call('getSettings', { query: { host: 'demo' } });
    key = 'key-of-bob';
    await api.call('getUserPermissions');
    key = undefined;
    await api.call('getUserPermissions');
    expect(requests.map((r) => r.headers.get('user-key'))).toEqual(['key-of-ann', 'key-of-ann', 'key-of-bob', null]);
  });

  it("sends an emailed link's own key instead of the session's, and another session's key when asked", async () => {
    const { api, requests } = client({ userKey: () => 'session-key' });
    await api.call('verifyEmail', { header: { 'user-key': 'link-key' } });
    await api.callNamed('resetPassword', { 'user-key': 'reset-key' }, { new_password: 'x' });
    await api.call('logout', {}, { userKey: 'impersonation-key' });
    expect(requests.map((r) => r.headers.get('user-key'))).toEqual(['link-key', 'reset-key', 'impersonation-key']);
  });
});

describe('createApiClient: session hooks', () => {
  it.each([200, 204])('calls onSuccess after a %i answer', async (status) => {
    const { api, onSuccess, onUnauthorized } = client({ status, userKey: () => 'k' });
    await api.call('logout');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([400, 403, 404, 500])('does not call onSuccess or onUnauthorized after a %i answer', async (status) => {
    const { api, onSuccess, onUnauthorized } = client({ status, userKey: () => 'k' });
    await api.call('getUserPermissions');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('calls onUnauthorized when a call made with the session key answers 401', async () => {
    const { api, onSuccess, onUnauthorized } = client({ status: 401, userKey: () => 'expired-key' });
    await api.call('getUserPermissions');
    await api.call('getSettings', { query: { host: 'demo' } });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('does not call onUnauthorized for a 401 without a session key (a wrong password)', async () => {
    const { api, onUnauthorized } = client({ status: 401, userKey: () => undefined });
    const { error, response } = await api.call('login', { body: { user_id: 'ann@example.com', password: 'wrong-pass' } });
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("does not end the session when an emailed link's own key is refused", async () => {
    const { api, onUnauthorized } = client({ status: 401, userKey: () => 'good-session-key' });
    await api.call('verifyEmail', { header: { 'user-key': 'used-link-key' } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('works without any hooks', async () => {
    const { fetch, requests } = fakeFetch(401);
    const api = createApiClient({ origin: ORIGIN, tenant: 'demo', fetch, userKey: () => 'k' });
    const { response } = await api.call('getUserPermissions');
    expect(response.status).toBe(401);
    expect(requests).toHaveLength(1);
  });
});
