import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { configAudit, configDrafts, configVersions } from '../../src/server/db/schema';
import { formIds } from '../../src/engine/forms/builtin-forms';
import { dataDocuments } from '../../src/server/config/data-documents';
import type { LoadedTenant, TenantRegistry } from '../../src/server/tenants/load-tenants';
import { createTestApp, loginAs, type TestApp } from './support/test-app';
import { publishDocument, rollBack } from './support/config-documents';
import { mailedLinkKey } from './support/outbox';

let t: TestApp;
let adminKey: string;
let staffKey: string;
beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl: (tenant) => `https://${tenant.id}.portal.test` });
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  staffKey = (await loginAs(t.app, 'demo', 'staff@demo.test')).body.user_key;
});
afterAll(() => t.close());

const base = '/api/demo/config/documents';
const get = (url: string, key?: string) => t.app.inject({ method: 'GET', url, headers: key ? { 'user-key': key } : {} });
const putDraft = (name: string, document: unknown, key = adminKey) =>
  t.app.inject({ method: 'PUT', url: `${base}/${name}/draft`, headers: { 'user-key': key }, payload: { document } as object });
const versionsOf = async (name: string) => (await get(`${base}/${name}/versions`, adminKey)).json() as { version: number; origin: string; created_by: string | null }[];
const layoutTitle = async (screen: string) => ((await get('/api/demo/layout')).json() as { screens: Record<string, { title?: string }> }).screens[screen]?.title;
const draftRows = () => t.database.withTenant('demo', (db) => db.select().from(configDrafts));

describe('the documents a tenant has', () => {
  it('lists layout, settings, every form and the data documents, each published as version 1 from what the code and folder ship', async () => {
    const response = await get(base, adminKey);
    expect(response.statusCode).toBe(200);
    const list = response.json() as { name: string; kind: string; version: number; origin: string; has_draft: boolean }[];
    expect(list.map((d) => d.name)).toEqual(['layout', 'settings', ...formIds().map((id) => `form.${id}`), ...dataDocuments.map((d) => d.name)]);
    expect(list.find((d) => d.name === 'workflow')).toMatchObject({ kind: 'data', version: 1 });
    expect(list.every((d) => d.version >= 1 && typeof d.has_draft === 'boolean')).toBe(true);
    expect(list.find((d) => d.name === 'form.contact')).toMatchObject({ kind: 'form', origin: 'folder' });
  });

  it('lets anyone of the tenant read the layout, the forms and the public settings', async () => {
    const layout = await get(`${base}/layout`);
    expect(layout.statusCode).toBe(200);
    expect(layout.json()).toMatchObject({ name: 'layout', version: expect.any(Number), document: { screens: { login: { route: '/login' } } } });
    const contact = (await get(`${base}/form.contact`)).json();
    // The demo folder adds "Best time to reach you" to the built-in contact form.
    expect(contact.document.extraFields.best_time).toMatchObject({ title: 'Best time to reach you' });
    expect(contact.document.fields).toContain('best_time');
    const settings = (await get(`${base}/settings`)).json();
    expect(settings.document).toMatchObject({ tenant: 'demo', site_name: expect.any(String) });
    // Secrets live apart from settings (tenant.json `secrets`) and never reach this document.
    expect(JSON.stringify(settings.document)).not.toContain('"recaptcha_key"');
  });

  it('keeps drafts, versions and the list to config:manage (staff get 403)', async () => {
    expect((await get(base, staffKey)).statusCode).toBe(403);
    expect((await putDraft('layout', {}, staffKey)).statusCode).toBe(403);
    expect((await get(`${base}/layout/versions`, staffKey)).statusCode).toBe(403);
  });

  it('answers 404 for a document no tenant has, and 400 for a name that is no document name', async () => {
    expect((await get(`${base}/form.nope`)).statusCode).toBe(404);
    expect((await get(`${base}/..%2Fsettings`)).statusCode).toBe(400);
    expect((await get(`${base}/layout/versions/999`)).statusCode).toBe(404);
    expect((await get(`${base}/layout/versions/99999999999`)).statusCode).toBe(400);
  });
});

describe('draft, publish, roll back', () => {
  it('saves a checked draft that changes nothing until it is published, then goes live as a new version', async () => {
    const before = await versionsOf('layout');
    const draft = { screens: { accounts: { title: 'All My Accounts' } } };
    const saved = await putDraft('layout', draft);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'layout', document: draft, updated_by: 'admin@demo.test' });
    expect((await get(`${base}/layout/draft`, adminKey)).json()).toMatchObject({ document: draft });
    expect(((await get(base, adminKey)).json() as { name: string; has_draft: boolean }[]).find((d) => d.name === 'layout')?.has_draft).toBe(true);
    expect(await layoutTitle('accounts')).toBe('Your Accounts');

    const published = await t.app.inject({ method: 'POST', url: `${base}/layout/publish`, headers: { 'user-key': adminKey } });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ name: 'layout', version: before[0].version + 1 });
    // Clients see it on their next load, without a restart.
    expect(await layoutTitle('accounts')).toBe('All My Accounts');
    expect((await get(`${base}/layout`)).json().version).toBe(before[0].version + 1);
    // Publishing used the draft up: "no draft" is an answer (200, null), not a 404 every editor load would log.
    const none = await get(`${base}/layout/draft`, adminKey);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    expect((await versionsOf('layout'))[0]).toMatchObject({ version: before[0].version + 1, origin: 'publish', created_by: 'admin@demo.test' });

    // Roll back: version 1 (what the folder ships) published again as a new version.
    const rolled = await rollBack(t.app, adminKey, 'layout', before[0].version);
    expect(rolled).toBe(before[0].version + 2);
    expect(await layoutTitle('accounts')).toBe('Your Accounts');
    expect((await versionsOf('layout')).map((v) => v.origin).slice(0, 3)).toEqual(['rollback', 'publish', before[0].origin]);
    const old = (await get(`${base}/layout/versions/${before[0].version + 1}`)).json();
    expect(old.document.screens.accounts.title).toBe('All My Accounts');
  });

  it('audits every write with who, when, and the document before and after', async () => {
    const version = await publishDocument(t.app, adminKey, 'form.login', { submitLabel: 'Sign In' });
    const entries = await t.database.withTenant('demo', (db) => db.select().from(configAudit).where(eq(configAudit.name, 'form.login')).orderBy(desc(configAudit.id)));
    expect(entries.map((e) => e.action)).toEqual(['publish', 'draft']);
    expect(entries[0]).toMatchObject({ version, before: null, after: { submitLabel: 'Sign In' }, actorUserId: expect.any(Number), at: expect.any(Date) });
    expect(entries[1]).toMatchObject({ before: null, after: { submitLabel: 'Sign In' } });
    await rollBack(t.app, adminKey, 'form.login', version - 1);
  });

  it('discards a draft, and refuses to publish when there is none', async () => {
    expect((await putDraft('form.profile', { submitLabel: 'Save' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/form.profile/draft`, headers: { 'user-key': adminKey } })).statusCode).toBe(204);
    const none = await get(`${base}/form.profile/draft`, adminKey);
    expect([none.statusCode, none.headers['content-type'], none.body]).toEqual([200, expect.stringContaining('application/json'), 'null']);
    // A name that is no configuration document is still not found.
    expect((await get(`${base}/form.no-such-form/draft`, adminKey)).statusCode).toBe(404);
    const publish = await t.app.inject({ method: 'POST', url: `${base}/form.profile/publish`, headers: { 'user-key': adminKey } });
    expect(publish.statusCode).toBe(404);
    expect(publish.json()).toMatchObject({ detail: 'Draft not found' });
  });

  it('gives two admins publishing at once two versions, never one twice', async () => {
    const name = 'form.forgot-password';
    const start = (await versionsOf(name))[0].version;
    const results = await Promise.all(
      ['Send Link', 'Email Me'].map(async (label) => {
        const key = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
        await putDraft(name, { submitLabel: label }, key);
        return t.app.inject({ method: 'POST', url: `${base}/${name}/publish`, headers: { 'user-key': key } });
      }),
    );
    const published = results.filter((r) => r.statusCode === 200).map((r) => r.json().version as number);
    // The two drafts share one slot: the second publish may find it already published (404).
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 404)).toBe(true);
    expect(new Set(published).size).toBe(published.length);
    expect(published.every((v) => v > start)).toBe(true);
    await rollBack(t.app, adminKey, name, start);
  });

  it('publishes settings that browsers read on their next load (GET /api/settings)', async () => {
    const version = await publishDocument(t.app, adminKey, 'settings', { site_name: 'Demo Fuel & Heating', fuel_order: { minimum_order_size: 150 } });
    const settings = (await get('/api/settings?host=demo.localhost')).json();
    expect(settings).toMatchObject({ site_name: 'Demo Fuel & Heating', fuel_order: { minimum_order_size: 150 } });
    // A partial settings object merges over the current one: the rest is kept.
    expect(settings.inquiry_types).toEqual(['Billing', 'Delivery', 'Service', 'Other']);
    await rollBack(t.app, adminKey, 'settings', version - 1);
    expect((await get('/api/settings?host=demo.localhost')).json().site_name).not.toBe('Demo Fuel & Heating');
  });

  it('builds mailed links from the published layout: a moved reset screen moves the link', async () => {
    const version = await publishDocument(t.app, adminKey, 'layout', { screens: { passwordReset: { route: '/reset-my-password' } } });
    try {
      expect((await t.app.inject({ method: 'POST', url: '/api/demo/forgot-password', payload: { email: 'customer@demo.test' } })).statusCode).toBe(200);
      expect(await mailedLinkKey(t, 'customer@demo.test', 'reset-my-password')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    } finally {
      await rollBack(t.app, adminKey, 'layout', version - 1);
    }
  });

  it("keeps one tenant's documents from another", async () => {
    const version = await publishDocument(t.app, adminKey, 'layout', { screens: { accounts: { title: 'Demo only' } } });
    const cleangas = (await get('/api/cleangas/layout')).json();
    expect(cleangas.screens.accounts.title).toBe('My CleanGas Accounts');
    const cleangasAdmin = (await loginAs(t.app, 'cleangas', 'admin@demo.test')).body.user_key;
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/cleangas/config/documents/layout/versions', headers: { 'user-key': cleangasAdmin } })).json();
    expect(theirs.every((v: { origin: string }) => v.origin === 'folder')).toBe(true);
    await rollBack(t.app, adminKey, 'layout', version - 1);
  });
});

describe('a bad document is refused with 4xx and the JSON path of each problem; nothing is stored, nothing published', () => {
  const refused = async (name: string, document: unknown, status = 422) => {
    const versions = await versionsOf(name);
    const drafts = await draftRows();
    const response = await putDraft(name, document);
    expect(response.statusCode, response.body).toBe(status);
    expect(await versionsOf(name)).toEqual(versions);
    expect(await draftRows()).toEqual(drafts);
    return response.json() as { error_code: string; errors?: { path: string; message: string }[] };
  };
  const paths = async (name: string, document: unknown) => (await refused(name, document)).errors?.map((e) => e.path);

  it('a layout naming what does not exist', async () => {
    expect(await paths('layout', { screens: { faq: { route: '/faq', kind: 'faqPage', access: 'public' } } })).toEqual(['/screens/faq/kind']);
    expect(await paths('layout', { screens: { adminAccounts: { load: 'findAcounts' } } })).toEqual(['/screens/adminAccounts/load']);
    expect(await paths('layout', { screens: { users: { columns: [{ field: 'pasword_hash', header: 'Hash' }] } } })).toEqual(['/screens/users/columns/0/field']);
    expect(await paths('layout', { screens: { contact: { route: '/accounts' } } })).toEqual(['/screens/contact/route']);
    expect(await paths('layout', { screens: { users: { permission: 'god:mode' } } })).toEqual(['/screens/users/permission']);
  });

  it('a layout with unknown keys or wrong types', async () => {
    expect(await paths('layout', { screens: { accounts: { colour: 'red' } } })).toEqual(['/screens/accounts']);
    expect(await paths('layout', { screens: { accounts: { paged: 'yes' } } })).toEqual(['/screens/accounts/paged']);
    expect((await refused('layout', { menus: 'none' })).error_code).toBe('INVALID_DOCUMENT');
  });

  it('a form override that removes a required field or takes a built-in field’s name', async () => {
    expect((await refused('form.contact', { fields: ['inquiry_type', 'subject', 'best_time'] })).errors).toEqual([
      { path: '/fields', message: '"message" is required by the server and cannot be removed' },
    ]);
    expect(await paths('form.contact', { extraFields: { message: { type: 'string', title: 'Again' } } })).toEqual(['/extraFields/message']);
    expect(await paths('form.login', { extraFields: { remember: { type: 'boolean', title: 'Remember me' } } })).toEqual(['/extraFields/remember']);
  });

  it('settings of the wrong type, or settings that do not exist', async () => {
    expect(await paths('settings', { site_name: 5 })).toEqual(['/site_name']);
    expect(await paths('settings', { fuel_order: { minimum_order_size: 'lots' } })).toEqual(['/fuel_order/minimum_order_size']);
    expect((await refused('settings', { unheard_of: true })).errors?.[0].message).toContain('unheard_of');
  });

  it('hostile documents: 1,000 levels deep, prototype keys, 10 MB', async () => {
    const deep = (levels: number) => {
      let document: Record<string, unknown> = { title: 'x' };
      for (let i = 0; i < levels; i++) document = { screens: document };
      return document;
    };
    // Deeper than any request may be: malformed input (400) before the document is looked at.
    expect((await refused('layout', deep(1000), 400)).errors).toEqual([{ path: expect.stringMatching(/^body\/document(\/screens)+$/), message: 'must not be nested more than 64 levels deep' }]);
    // Deeper than a document may be: the document's own check names where.
    expect(await paths('layout', deep(40))).toEqual([expect.stringMatching(/^(\/screens){32}$/)]);
    // Prototype keys: one rule for every request body, a document's included (400, by name).
    const prototypeKey = async (name: string, document: unknown) => (await refused(name, document, 400)).errors;
    expect(await prototypeKey('layout', JSON.parse('{ "screens": { "__proto__": { "title": "polluted" } } }'))).toEqual([{ path: 'body/document/screens/__proto__', message: '"__proto__" is not allowed as a key' }]);
    expect(({} as Record<string, unknown>).title).toBeUndefined();
    expect(await prototypeKey('form.contact', JSON.parse('{ "uiSchema": { "constructor": { "ui:title": "x" } } }'))).toEqual([{ path: 'body/document/uiSchema/constructor', message: '"constructor" is not allowed as a key' }]);
    const huge = { screens: { accounts: { title: 'x'.repeat(10 * 1024 * 1024) } } };
    expect((await refused('layout', huge, 413)).error_code).toBeTypeOf('string');
  });

  it('strings no database stores, or too long, and lists too long', async () => {
    // A NUL or half a surrogate pair is malformed input on every operation: 400 before any check of the document.
    const nul = async (name: string, document: unknown) => (await refused(name, document, 400)).errors?.map((e) => e.path);
    expect(await nul('settings', { site_name: 'a\u0000b' })).toEqual(['body/document/site_name']);
    expect(await nul('settings', { site_name: 'a\ud800b' })).toEqual(['body/document/site_name']);
    expect(await nul('layout', { screens: { contact: { title: 'x\u0000' } } })).toEqual(['body/document/screens/contact/title']);
    expect(await paths('form.contact', { extraFields: { x: { type: 'string', title: 'x'.repeat(10_001) } } })).toEqual(['/extraFields/x/title']);
    expect(await paths('settings', { inquiry_types: Array.from({ length: 1001 }, (_, i) => `Type ${i}`) })).toEqual(['/inquiry_types']);
  });

  it('settings that would break screens or mail: no inquiry types, a logo that is no URL, an endless site name', async () => {
    expect(await paths('settings', { inquiry_types: [] })).toEqual(['/inquiry_types']);
    expect(await paths('settings', { inquiry_types: [''] })).toEqual(['/inquiry_types/0']);
    expect(await paths('settings', { logo: 'http://[' })).toEqual(['/logo']);
    expect(await paths('settings', { logo: 'javascript:alert(1)' })).toEqual(['/logo']);
    expect(await paths('settings', { site_name: 'x'.repeat(121) })).toEqual(['/site_name']);
  });

  it('layouts that would lock everyone out: no login, a login of another kind, a redirect loop, a hijacked route', async () => {
    expect(await paths('layout', { screens: { login: { enabled: false } } })).toEqual(['/screens/login/enabled']);
    expect(await paths('layout', { screens: { login: { kind: 'notFound' } } })).toEqual(['/screens/login/kind']);
    expect(await paths('layout', { screens: { notFound: { enabled: false } } })).toEqual(['/screens/notFound/enabled']);
    expect(await paths('layout', { redirects: [{ from: '/login', to: '/accounts' }] })).toEqual(['/redirects/1/from']);
    expect(await paths('layout', { redirects: [{ from: '/a', to: '/b' }, { from: '/b', to: '/a' }] })).toEqual(['/redirects/1/to', '/redirects/2/to']);
    expect(await paths('layout', { screens: { x: { route: '/LOGIN', kind: 'notFound', access: 'public', title: 'Hijacked' } } })).toEqual(['/screens/x/route']);
    expect(await paths('layout', { screens: { outbox: { access: 'public' } } })).toEqual(['/screens/outbox/access']);
    expect(await paths('layout', { screens: { editUser: { permission: '' } } })).toEqual(['/screens/editUser/permission']);
    expect(new Set(await paths('layout', { screens: { '': { route: '/x', kind: 'notFound', access: 'public' } } }))).toEqual(new Set(['/screens']));
  });

  it('form overrides that would break a form: a widget that cannot hold the field, a hidden field required, an unanswerable field', async () => {
    expect(await paths('form.login', { uiSchema: { user_id: { 'ui:widget': 'checkbox' } } })).toEqual(['/uiSchema/user_id/ui:widget']);
    expect(await paths('form.contact', { uiSchema: { subject: { 'ui:widget': 'updown' } } })).toEqual(['/uiSchema/subject/ui:widget']);
    expect(await paths('form.contact', { fields: ['inquiry_type', 'message', 'best_time'], required: ['subject'] })).toEqual(['/required/0']);
    expect(await paths('form.contact', { extraFields: { n: { type: 'integer', title: 'N', enum: [1.5] } }, required: ['n'] })).toEqual(['/extraFields/n/enum/0']);
  });

  it('a document that is not an object, or no document at all', async () => {
    expect((await t.app.inject({ method: 'PUT', url: `${base}/layout/draft`, headers: { 'user-key': adminKey }, payload: { document: [] } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: `${base}/layout/draft`, headers: { 'user-key': adminKey }, payload: {} })).statusCode).toBe(400);
  });

  it('a rollback to a version the document never had', async () => {
    expect((await t.app.inject({ method: 'POST', url: `${base}/form.contact/rollback`, headers: { 'user-key': adminKey }, payload: { version: 999 } })).statusCode).toBe(404);
  });
});

describe('editing what is published', () => {
  it('reads the published override beside the merged document, so an editor can save it back changed', async () => {
    const version = await publishDocument(t.app, adminKey, 'form.contact', { uiSchema: { subject: { 'ui:title': 'Topic' } } });
    try {
      const published = (await get(`${base}/form.contact`)).json();
      expect(published.override).toEqual({ uiSchema: { subject: { 'ui:title': 'Topic' } } });
      expect(published.document.uiSchema.subject['ui:title']).toBe('Topic');
      const edited = { ...published.override, uiSchema: { subject: { 'ui:title': 'Topic', 'ui:help': 'A few words' } } };
      expect((await putDraft('form.contact', edited)).statusCode).toBe(200);
      // The tenant folder's added field can be redefined too: it is no built-in field.
      const relabelled = { extraFields: { best_time: { type: 'string', title: 'When shall we call?', enum: ['Morning', 'Evening'] } } };
      expect((await putDraft('form.contact', relabelled)).statusCode).toBe(200);
      await t.app.inject({ method: 'DELETE', url: `${base}/form.contact/draft`, headers: { 'user-key': adminKey } });
    } finally {
      await rollBack(t.app, adminKey, 'form.contact', version - 1);
    }
    expect((await get(`${base}/form.contact`)).json().override).toBeNull();
  });
});

/** The repository's tenants with the demo folder as a deploy changed it. */
const deployed = (tenants: TenantRegistry, demo: LoadedTenant): TenantRegistry => ({
  ...tenants,
  get: (id) => (id === 'demo' ? demo : tenants.get(id)),
  all: () => tenants.all().map((tenant) => (tenant.id === 'demo' ? demo : tenant)),
});

describe('what the code and the tenant folder ship', () => {
  it('becomes a new version when it changes (a deploy), keeping a published override that still fits', async () => {
    const version = await publishDocument(t.app, adminKey, 'form.register', { submitLabel: 'Register me' });
    const registry = t.tenants;
    const demo = registry.get('demo')!;
    const changed = { ...demo, shipped: { ...demo.shipped, forms: { ...demo.shipped.forms, register: { uiSchema: { email: { 'ui:help': 'The email on your bill' } } } } } };
    const redeployed = await buildApp({ database: t.database, tenants: deployed(registry, changed) });
    try {
      const rows = await t.database.withTenant('demo', (db) => db.select().from(configVersions).where(eq(configVersions.name, 'form.register')).orderBy(desc(configVersions.version)));
      expect(rows[0]).toMatchObject({ version: version + 1, origin: 'folder', override: { submitLabel: 'Register me' } });
      expect(rows[0].document).toMatchObject({ submitLabel: 'Register me', uiSchema: { email: { 'ui:help': 'The email on your bill' } } });
      // A second start with the same folder adds nothing.
      await (await buildApp({ database: t.database, tenants: deployed(registry, changed) })).close();
      const again = await t.database.withTenant('demo', (db) => db.select().from(configVersions).where(eq(configVersions.name, 'form.register')));
      expect(again).toHaveLength(rows.length);
    } finally {
      await redeployed.close();
    }
  });

  it('sets aside an override a deploy no longer fits, and refuses to roll back to it', async () => {
    // The published override relabels the field the demo folder adds; the next deploy drops that field.
    const fitted = await publishDocument(t.app, adminKey, 'form.contact', { uiSchema: { best_time: { 'ui:help': 'Any weekday' } } });
    const registry = t.tenants;
    const demo = registry.get('demo')!;
    const { contact: _dropped, ...otherForms } = demo.shipped.forms;
    const changed = { ...demo, shipped: { ...demo.shipped, forms: otherForms } };
    const redeployed = await buildApp({ database: t.database, tenants: deployed(registry, changed) });
    try {
      const [latest] = await t.database.withTenant('demo', (db) => db.select().from(configVersions).where(eq(configVersions.name, 'form.contact')).orderBy(desc(configVersions.version)).limit(1));
      expect(latest).toMatchObject({ version: fitted + 1, origin: 'folder', override: null });
      // The redeployed portal refuses the old override: it labels a field its form no longer has.
      const rollback = await redeployed.inject({ method: 'POST', url: `${base}/form.contact/rollback`, headers: { 'user-key': adminKey }, payload: { version: fitted } });
      expect(rollback.statusCode).toBe(422);
      expect(rollback.json().errors).toEqual([{ path: '/uiSchema/best_time', message: '"best_time" is not a field of this form' }]);
      const [after] = await t.database.withTenant('demo', (db) => db.select().from(configVersions).where(eq(configVersions.name, 'form.contact')).orderBy(desc(configVersions.version)).limit(1));
      expect(after.version).toBe(fitted + 1);
    } finally {
      await redeployed.close();
      // Back to the folder as it ships, the field restored.
      await (await buildApp({ database: t.database, tenants: registry })).close();
    }
  });
});
