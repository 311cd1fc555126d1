import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from './support/test-app';
import { publishDocument } from './support/config-documents';

let t: TestApp;
let adminKey: string;
beforeAll(async () => {
  t = await createTestApp();
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
});
afterAll(() => t.close());

const moduleUrl = (name: string, version: number | string, tenant = 'demo') => `/api/${tenant}/config/documents/${name}/versions/${version}/validator.js`;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const latestVersion = async (name: string, tenant = 'demo') => ((await get(`/api/${tenant}/config/documents/${name}`)).json() as { version: number }).version;

/** The module as the browser imports it. */
async function importModule(code: string): Promise<{ default: Record<string, (data: unknown) => boolean>; rootKey: string; schema: { properties: Record<string, unknown> } }> {
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

describe('GET …/config/documents/{name}/versions/{version}/validator.js', () => {
  it('serves a form version as a JavaScript module anyone of the tenant may load, kept and revalidated by its ETag', async () => {
    const version = await latestVersion('form.login');
    const answer = await get(moduleUrl('form.login', version));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, no-cache');
    const etag = answer.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const module = await importModule(answer.body);
    const validate = module.default[module.rootKey];
    expect(validate({ user_id: 'someone@example.com', password: 'x' })).toBe(true);
    expect(validate({ user_id: 'someone@example.com' })).toBe(false);

    const again = await get(moduleUrl('form.login', version), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(moduleUrl('form.login', version), { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('sends the module compressed once, at brotli\'s best quality, or gzipped, as the request accepts (issue 25)', async () => {
    const url = moduleUrl('form.login', await latestVersion('form.login'));
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'accept-encoding']);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    // Quality 11, the build's: the compression plugin's per-request quality 4 gives other bytes.
    expect(br.rawPayload.equals(brotliCompressSync(plain.rawPayload, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))).toBe(true);
    const gzip = await get(url, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('answers immutable at the URL carrying the hash of its content the form document names, and revalidated at any other (issue 25)', async () => {
    const document = (await get('/api/demo/config/documents/form.login')).json() as { version: number; validator_hash?: string };
    expect(document.validator_hash).toMatch(/^[\w-]{32}$/);
    const hashed = await get(`${moduleUrl('form.login', document.version)}?v=${document.validator_hash}`, { 'accept-encoding': 'br' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Still sent precompressed, and the hash is the content's: the same as its ETag's.
    expect(hashed.headers['content-encoding']).toBe('br');
    const code = brotliDecompressSync(hashed.rawPayload);
    expect(document.validator_hash).toBe(createHash('sha256').update(code).digest('base64url').slice(0, 32));
    expect(hashed.headers.etag).toBe(`"${document.validator_hash}"`);

    // Another hash (a page older than a settings change) or none: the module, never kept without asking.
    const wrong = await get(`${moduleUrl('form.login', document.version)}?v=${'A'.repeat(32)}`);
    expect([wrong.statusCode, wrong.headers['cache-control']]).toEqual([200, 'public, no-cache']);
    expect((await get(moduleUrl('form.login', document.version))).headers['cache-control']).toBe('public, no-cache');
    // What is no hash is refused by the schema.
    expect((await get(`${moduleUrl('form.login', document.version)}?v=${encodeURIComponent('../x')}`)).statusCode).toBe(400);
  });

  it('names no validator hash on a document that is no form', async () => {
    const layout = (await get('/api/demo/config/documents/layout')).json() as Record<string, unknown>;
    expect(layout).toHaveProperty('version');
    expect(layout).not.toHaveProperty('validator_hash');
  });

  it('gives a published version of a form its own hash, which no other version answers immutable', async () => {
    const before = (await get('/api/demo/config/documents/form.apply-for-account')).json() as { version: number; validator_hash: string };
    await publishDocument(t.app, adminKey, 'form.apply-for-account', { extraFields: { callback_number: { type: 'string', title: 'Callback number', minLength: 7 } } });
    const after = (await get('/api/demo/config/documents/form.apply-for-account')).json() as { version: number; validator_hash: string };
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.validator_hash).not.toBe(before.validator_hash);
    const answer = await get(`${moduleUrl('form.apply-for-account', after.version)}?v=${after.validator_hash}`);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await importModule(answer.body)).schema.properties).toHaveProperty('callback_number');
    const older = await get(`${moduleUrl('form.apply-for-account', before.version)}?v=${after.validator_hash}`);
    expect([older.statusCode, older.headers['cache-control']]).toEqual([200, 'public, no-cache']);
    expect((await importModule(older.body)).schema.properties).not.toHaveProperty('callback_number');
  });

  it('compiles each published version of a form: an added field is in the new version only', async () => {
    const before = await latestVersion('form.request-access');
    const published = await publishDocument(t.app, adminKey, 'form.request-access', {
      extraFields: { referred_by: { type: 'string', title: 'Referred by', format: 'email' } },
      required: ['referred_by'],
    });
    const [old, current] = await Promise.all([get(moduleUrl('form.request-access', before)), get(moduleUrl('form.request-access', published))]);
    expect([old.statusCode, current.statusCode]).toEqual([200, 200]);
    expect((await importModule(old.body)).schema.properties).not.toHaveProperty('referred_by');
    const module = await importModule(current.body);
    expect(module.schema.properties).toHaveProperty('referred_by');
    expect(current.headers.etag).not.toBe(old.headers.etag);
  });

  it('answers per tenant: each compiles its own form', async () => {
    const demo = await get(moduleUrl('form.contact', await latestVersion('form.contact')));
    const other = await get(moduleUrl('form.contact', await latestVersion('form.contact', 'cleangas'), 'cleangas'));
    expect([demo.statusCode, other.statusCode]).toEqual([200, 200]);
    // The demo folder adds a field to the contact form; cleangas ships the built-in one.
    expect((await importModule(demo.body)).schema.properties).toHaveProperty('best_time');
    expect((await importModule(other.body)).schema.properties).not.toHaveProperty('best_time');
  });

  it('404 for what is no form version, 400 for what is no version number, never a 5xx', async () => {
    expect((await get(moduleUrl('form.no-such-form', 1))).statusCode).toBe(404);
    expect((await get(moduleUrl('layout', 1))).statusCode).toBe(404);
    expect((await get(moduleUrl('form.login', 2147483647))).statusCode).toBe(404);
    expect((await get(moduleUrl('form.login', 1, 'no-such-tenant'))).statusCode).toBe(404);
    for (const [name, version] of [
      ['form.login', 'one'],
      ['form.login', '0'],
      ['form.login', '99999999999999999999'],
      ['form.login', '-1'],
      ['form.%00', '1'],
      ['form.__proto__', '1'],
      ['form.constructor', '1'],
      ['..%2F..%2Fetc%2Fpasswd', '1'],
      [`form.${'x'.repeat(5000)}`, '1'],
      ['form.login%0d%0aSet-Cookie:%20a=b', '1'],
    ]) {
      const answer = await get(moduleUrl(name, version));
      expect(answer.statusCode, `${name} v${version}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, `${name} v${version}`).toBeLessThan(500);
    }
  });
});
