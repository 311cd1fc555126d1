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
