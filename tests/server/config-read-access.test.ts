import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from './support/test-app';

// What a security review found in the config documents' public reads and editor writes: the data
// documents (notification rules name staff addresses) were readable by anyone, and rich text saved
// through the editor was stored as typed.
let t: TestApp;
let adminKey: string;
beforeAll(async () => {
  t = await createTestApp();
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
});
afterAll(() => t.close());

const get = (url: string, key?: string) => t.app.inject({ method: 'GET', url: `/api/demo${url}`, headers: key ? { 'user-key': key } : {} });

describe('reading configuration documents', () => {
  it('keeps the data documents to who manages configurations: anyone else finds none (404)', async () => {
    const customerKey = (await loginAs(t.app, 'demo', 'customer@demo.test')).body.user_key;
    for (const name of ['notifications', 'workflow', 'departments', 'transaction_types']) {
      expect((await get(`/config/documents/${name}`)).statusCode, name).toBe(404);
      expect((await get(`/config/documents/${name}/versions/1`, customerKey)).statusCode, name).toBe(404);
      expect((await get(`/config/documents/${name}`, adminKey)).statusCode, name).toBe(200);
    }
    // The portal's public face stays public: the login and signup pages read it.
    expect((await get('/config/documents/layout')).statusCode).toBe(200);
    expect((await get('/config/documents/form.contact')).statusCode).toBe(200);
  });

  it("shows anyone the settings as the settings endpoint does, but an admin's override only to admins", async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/demo/settings', headers: { 'user-key': adminKey }, payload: { feedback_email: 'feedback@demofuel.test' } })).statusCode).toBe(200);
    const anonymous = (await get('/config/documents/settings')).json();
    expect(anonymous.override).toBeNull();
    expect(anonymous.document.site_name).toBeTruthy();
    expect((await get('/config/documents/settings', adminKey)).json().override).toMatchObject({ feedback_email: 'feedback@demofuel.test' });
  });
});

describe('rich text saved through the config editor', () => {
  it('is cleaned before it is stored, in the draft and in the published version', async () => {
    const hostile = '<p>Terms</p><img src=x onerror="alert(1)"><a href="javascript:alert(2)">x</a>';
    const draft = await t.app.inject({ method: 'PUT', url: '/api/demo/config/documents/settings/draft', headers: { 'user-key': adminKey }, payload: { document: { terms_of_use: hostile } } });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().document.terms_of_use).toBe('<p>Terms</p><a rel="noopener noreferrer nofollow" target="_blank">x</a>');
    expect((await get('/config/documents/settings/draft', adminKey)).json().document.terms_of_use).not.toMatch(/onerror|javascript/);

    expect((await t.app.inject({ method: 'POST', url: '/api/demo/config/documents/settings/publish', headers: { 'user-key': adminKey } })).statusCode).toBe(200);
    const published = (await get('/config/documents/settings', adminKey)).json();
    expect(JSON.stringify([published.override, published.document])).not.toMatch(/onerror|javascript/);
  });
});
