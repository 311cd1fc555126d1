import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from './support/test-app';

let t: TestApp;
let adminKey: string;
beforeAll(async () => {
  t = await createTestApp();
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
});
afterAll(() => t.close());

const base = '/api/demo/config/documents';
const schemaOf = (name: string) => t.app.inject({ method: 'GET', url: `${base}/${name}/schema`, headers: { 'user-key': adminKey } });
const preview = (name: string, document: unknown) =>
  t.app.inject({ method: 'POST', url: `${base}/${name}/preview`, headers: { 'user-key': adminKey }, payload: { document } as object });

/** Every `$ref` of a schema, to prove the bundle resolves locally only. */
const refsOf = (node: unknown): string[] =>
  Array.isArray(node) ? node.flatMap(refsOf) : node && typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => (k === '$ref' ? [String(v)] : refsOf(v))) : [];

/** Follows a local JSON pointer ("#/definitions/x/properties/y") inside a bundle. */
const follow = (root: unknown, ref: string) => ref.slice(2).split('/').filter(Boolean).reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);

describe("the editor's schema of a document", () => {
  it('gives the form override schema for a form, self-contained', async () => {
    const response = await schemaOf('form.contact');
    expect(response.statusCode).toBe(200);
    const { kind, schema } = response.json();
    expect(kind).toBe('form');
    expect(schema.properties.extraFields).toBeDefined();
    for (const ref of refsOf(schema)) expect(follow(schema, ref), ref).toBeDefined();
  });

  it('bundles what the settings schema references, and lets an override be partial', async () => {
    const { schema } = (await schemaOf('settings')).json();
    expect(schema.required).toBeUndefined();
    const refs = refsOf(schema);
    expect(refs.some((ref) => ref.startsWith('#/definitions/entities_payments-settings.schema.json'))).toBe(true);
    for (const ref of refs) expect(follow(schema, ref), ref).toBeDefined();
  });

  it('gives the layout schema for the layout, and 404 for no document', async () => {
    expect((await schemaOf('layout')).json().schema.properties.screens).toBeDefined();
    expect((await schemaOf('form.nope')).statusCode).toBe(404);
  });
});

describe('previewing an override', () => {
  it('answers the form the tenant would run, with an added field, and stores nothing', async () => {
    const response = await preview('form.new-customer', { extraFields: { referral: { type: 'string', title: 'How did you hear of us?' } } });
    expect(response.statusCode).toBe(200);
    const { document } = response.json();
    expect(document.fields).toContain('referral');
    expect(document.extraFields.referral.title).toBe('How did you hear of us?');
    const draft = await t.app.inject({ method: 'GET', url: `${base}/form.new-customer/draft`, headers: { 'user-key': adminKey } });
    // No draft was stored: answered 200 with null (issue 22 item 14), not a 404.
    expect([draft.statusCode, draft.json()]).toEqual([200, null]);
  });

  it('refuses a broken override with 422 and the JSON pointer of each problem', async () => {
    const response = await preview('layout', { screens: { accounts: { title: 42 } } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].path).toBe('/screens/accounts/title');
  });
});
