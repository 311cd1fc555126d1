/**
 * Security review of the back office (issue 14): attacks the defences hold against. Each test is
 * an attack that failed; holes found by the same review are described in its report, not here.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, workflowItems } from '../../../src/server/db/schema';
import { CLEAN_SVG, gif, multipart, png, type FilePart } from '../support/asset-images';
import { createTestApp, loginAs, type TestApp } from '../support/test-app';

let t: TestApp;
let adminKey: string;
let staffKey: string;
let customerKey: string;
let cleangasAdminKey: string;
beforeAll(async () => {
  t = await createTestApp();
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  staffKey = (await loginAs(t.app, 'demo', 'staff@demo.test')).body.user_key;
  customerKey = (await loginAs(t.app, 'demo', 'customer@demo.test')).body.user_key;
  cleangasAdminKey = (await loginAs(t.app, 'cleangas', 'admin@demo.test')).body.user_key;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, key?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: key ? { 'user-key': key } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const upload = (kind: 'logos' | 'images', file: FilePart, key = adminKey, tenant = 'demo') => {
  const { payload, headers } = multipart(file);
  return t.app.inject({ method: 'POST', url: `/api/${tenant}/assets/${kind}`, headers: { ...headers, 'user-key': key }, payload });
};
const storedNames = async (tenant = 'demo') => (await t.database.withTenant(tenant, (db) => db.select({ name: assets.name }).from(assets))).map((a) => a.name);

async function newInquiry(): Promise<number> {
  const sent = await call('POST', '/api/demo/inquiry', customerKey, { inquiry_type: 'Service', subject: 'Probe', message: 'Probe' });
  expect(sent.statusCode).toBe(201);
  const [item] = await t.database.withTenant('demo', (db) => db.select({ id: workflowItems.id }).from(workflowItems).where(eq(workflowItems.type, 'inquiry')).orderBy(desc(workflowItems.id)).limit(1));
  return item.id;
}

describe('tenancy and roles', () => {
  it("keeps another tenant's workflow items, assets and sessions out of reach", async () => {
    const [foreign] = await t.database.withTenant('cleangas', (db) =>
      db.insert(workflowItems).values({ tenantId: 'cleangas', type: 'inquiry', status: 'new', itemContents: { message: 'theirs' } }).returning({ id: workflowItems.id }),
    );
    const move = { item_type: 'inquiry', request_id: foreign.id, from_status: 'new', to_status: 'closed' };
    expect((await call('POST', '/api/demo/workflow/advance', adminKey, move)).statusCode).toBe(404);
    // A demo session is no session at all under /api/cleangas.
    expect((await call('POST', '/api/cleangas/workflow/advance', adminKey, move)).statusCode).toBe(401);
    expect((await call('GET', `/api/demo/workflow/inquiry/${foreign.id}/history`, adminKey)).statusCode).toBe(404);

    expect((await upload('logos', { filename: 'theirs.png', bytes: png() }, cleangasAdminKey, 'cleangas')).statusCode).toBe(201);
    expect((await call('DELETE', '/api/demo/assets/theirs.png', adminKey)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/cleangas/assets/theirs.png', adminKey)).statusCode).toBe(401);
    expect((await call('GET', '/api/demo/assets/logos/theirs.png')).statusCode).toBe(404);
    expect(await storedNames('cleangas')).toContain('theirs.png');

    // Clear caches: the session decides the tenant.
    expect((await call('GET', '/api/clearCaches', cleangasAdminKey)).json().tenant).toBe('cleangas');
    expect((await call('GET', '/api/clearCaches', 'x'.repeat(43))).statusCode).toBe(401);
  });

  it('refuses every back-office operation to a customer (403), and admin-only ones to staff', async () => {
    const forCustomer: [string, string, unknown?][] = [
      ['GET', '/api/demo/workflow/config'],
      ['GET', '/api/demo/workflow/inquiry'],
      ['GET', '/api/demo/workflow/inquiry/1/history'],
      ['POST', '/api/demo/workflow/advance', { item_type: 'inquiry', request_id: 1, from_status: 'new', to_status: 'closed' }],
      ['POST', '/api/demo/settings', { site_name: 'Mine' }],
      ['GET', '/api/demo/change-log'],
      ['GET', '/api/demo/text-outbox'],
      ['GET', '/api/demo/notifications-config'],
      ['POST', '/api/demo/notifications/town', { code: 'TOWN_WIDE_EMAIL', subject: 's', message: 'm' }],
      ['GET', '/api/demo/assets/logos'],
      ['DELETE', '/api/demo/assets/x.png'],
      ['GET', '/api/demo/config/documents/settings/schema'],
      ['POST', '/api/demo/config/documents/settings/preview', { document: {} }],
      ['GET', '/api/clearCaches'],
    ];
    for (const [method, url, body] of forCustomer) expect((await call(method as 'GET', url, customerKey, body)).statusCode, `${method} ${url}`).toBe(403);
    expect((await upload('logos', { filename: 'mine.png', bytes: png() }, customerKey)).statusCode).toBe(403);
    for (const [method, url, body] of [['POST', '/api/demo/settings', { site_name: 'Staff' }], ['GET', '/api/demo/change-log'], ['GET', '/api/clearCaches']] as const) {
      expect((await call(method, url, staffKey, body)).statusCode, `staff ${method} ${url}`).toBe(403);
    }
  });
});

describe('workflow moves', () => {
  it('answers a forged from_status with 409 and the real status, and one of two racing moves with 409', async () => {
    const id = await newInquiry();
    const forged = await call('POST', '/api/demo/workflow/advance', staffKey, { item_type: 'inquiry', request_id: id, from_status: 'in_progress', to_status: 'closed' });
    expect(forged.statusCode).toBe(409);
    expect(forged.json().details).toMatchObject({ current_status: 'new' });
    const race = await Promise.all(
      ['in_progress', 'closed'].map((to) => call('POST', '/api/demo/workflow/advance', staffKey, { item_type: 'inquiry', request_id: id, from_status: 'new', to_status: to })),
    );
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const wrongType = await call('POST', '/api/demo/workflow/advance', staffKey, { item_type: 'fuel_order', request_id: id, from_status: 'new', to_status: 'closed' });
    expect(wrongType.statusCode).toBe(404);
  });

  it('refuses ids and filters that are no ids (400), never reaching SQL', async () => {
    expect((await call('GET', "/api/demo/workflow/inquiry/1'or'1/history", staffKey)).statusCode).toBe(400);
    expect((await call('GET', '/api/demo/workflow/inquiry/0/history', staffKey)).statusCode).toBe(400);
    expect((await call('GET', '/api/demo/workflow/inquiry?sort=password', staffKey)).statusCode).toBe(400);
    expect((await call('POST', '/api/demo/workflow/advance', staffKey, { item_type: 'inquiry', request_id: 2 ** 40, from_status: 'new', to_status: 'closed' })).statusCode).toBe(400);
    expect((await call('POST', '/api/demo/workflow/advance', staffKey, { item_type: 'inquiry', request_id: 1, from_status: '__proto__', to_status: 'closed' })).statusCode).toBe(400);
  });
});

describe('rich text through POST /settings', () => {
  const served = async () => (await call('GET', '/api/settings?host=demo.localhost')).json() as { terms_of_use: string; tooltips?: { Overview?: string } };

  it.each([
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<a href="//evil.example">x</a>',
    '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<b><img src=x onerror=alert(1)></b>',
    '<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<scr<script>ipt>alert(1)</script>',
    '<form><button formaction="javascript:alert(1)">x</button></form>',
    '<style><img src=x onerror=alert(1)></style>',
  ])('stores and serves %s without anything that runs', async (html) => {
    expect((await call('POST', '/api/demo/settings', adminKey, { terms_of_use: html, tooltips: { Overview: html } })).statusCode).toBe(200);
    for (const text of [(await served()).terms_of_use, (await served()).tooltips?.Overview ?? '']) {
      expect(text).not.toMatch(/<(img|svg|math|script|style|iframe|form|button|noscript)\b|\son\w+=|style=|javascript:|data:|href="\/\//i);
    }
  });
});

describe('uploads', () => {
  it.each([
    ['script in CDATA', '<svg xmlns="http://www.w3.org/2000/svg"><script><![CDATA[alert(1)]]></script></svg>'],
    ['use with a data: URL', '<svg xmlns="http://www.w3.org/2000/svg"><use href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=#x"/></svg>'],
    ['image from http', '<svg xmlns="http://www.w3.org/2000/svg"><image href="http://evil.example/x.png"/></svg>'],
    ['entity expansion', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>'],
    ['foreignObject', '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe src="javascript:alert(1)"/></foreignObject></svg>'],
    ['animate href to javascript:', '<svg xmlns="http://www.w3.org/2000/svg"><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>'],
    ['set href to javascript:', '<svg xmlns="http://www.w3.org/2000/svg"><a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>'],
    ['xlink:href javascript:', '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
    ['onload', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
  ])('refuses an SVG with %s (422), storing nothing', async (label, svg) => {
    const name = `hostile-${label.replace(/\W+/g, '-')}.svg`;
    expect((await upload('images', { filename: name, bytes: svg })).statusCode).toBe(422);
    expect(await storedNames()).not.toContain(name);
  });

  it('drops an xml-stylesheet processing instruction', async () => {
    const svg = '<?xml version="1.0"?><?xml-stylesheet href="http://evil.example/x.xsl" type="text/xsl"?><svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>';
    expect((await upload('images', { filename: 'pi.svg', bytes: svg })).statusCode).toBe(201);
    expect((await call('GET', '/api/demo/assets/images/pi.svg')).body).not.toContain('stylesheet');
  });

  it.each([
    ['PNG with HTML after its end', 'trailing.png', () => Buffer.concat([png(), Buffer.from('<html><script>alert(1)</script>')]), 422],
    ['GIF89a header with JS after its end', 'js.gif', () => Buffer.concat([gif(), Buffer.from('*/=alert(1)//')]), 422],
    ['GIF header followed by script', 'header.gif', () => Buffer.from(`GIF89a=1;alert(1)//${'\0'.repeat(40)}`), 422],
    ['GIF named .png', 'lies.png', () => gif(), 422],
    ['SVG named .png', 'svg.png', () => Buffer.from(CLEAN_SVG), 422],
    ['HTML named .png', 'page.png', () => Buffer.from('<html><body>hi</body></html>'), 415],
    ['100000 px a side', 'bomb.png', () => png(1, 1, [0, 0, 0], { width: 100000, height: 100000 }), 422],
    ['zero bytes', 'empty.png', () => Buffer.alloc(0), 400],
  ])('refuses %s, storing nothing', async (_label, name, bytes, status) => {
    expect((await upload('images', { filename: name, bytes: bytes() })).statusCode).toBe(status);
    expect(await storedNames()).not.toContain(name);
  });

  it.each(['..%2fx.png', '..\u2215x.png', 'a/../b.png', 'x.png%00.html', 'x.png\u0000.svg', '\u202ex.png', 'x.png.', '.hidden.png'])('refuses the name %j (400)', async (name) => {
    expect((await upload('images', { filename: name, bytes: png() })).statusCode).toBe(400);
  });

  it('refuses more than one file and floods of fields with 4xx', async () => {
    const three = multipart(...[0, 1, 2].map((i) => ({ filename: `m${i}.png`, bytes: png() })));
    expect((await t.app.inject({ method: 'POST', url: '/api/demo/assets/images', headers: { ...three.headers, 'user-key': adminKey }, payload: three.payload })).statusCode).toBe(400);
    const boundary = 'XBOUND';
    const fields = Buffer.from(`${Array.from({ length: 2000 }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join('')}--${boundary}--\r\n`);
    const flood = await t.app.inject({ method: 'POST', url: '/api/demo/assets/images', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'user-key': adminKey }, payload: fields });
    expect(flood.statusCode).toBeGreaterThanOrEqual(400);
    expect(flood.statusCode).toBeLessThan(500);
  });

  it('serves an SVG so that nothing in it can run or load: its type, nosniff and a sandboxing CSP', async () => {
    expect((await upload('logos', { filename: 'served.svg', bytes: CLEAN_SVG })).statusCode).toBe(201);
    const blob = await call('GET', '/api/demo/assets/logos/served.svg');
    expect(blob.headers['content-type']).toBe('image/svg+xml');
    expect(blob.headers['x-content-type-options']).toBe('nosniff');
    expect(blob.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
  });
});

describe('hostile bodies and texts', () => {
  const writes: ['POST' | 'PUT', string][] = [
    ['POST', '/api/demo/workflow/advance'],
    ['POST', '/api/demo/settings'],
    ['POST', '/api/demo/notifications-config'],
    ['POST', '/api/demo/notifications/town'],
    ['PUT', '/api/demo/config/documents/settings/draft'],
    ['POST', '/api/demo/config/documents/settings/preview'],
  ];
  const bodies: [string, string][] = [
    ['20000 levels deep', `${'{"a":'.repeat(20000)}1${'}'.repeat(20000)}`],
    ['50000 keys wide', JSON.stringify(Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, i])))],
    ['NUL characters', JSON.stringify({ site_name: 'a\u0000b', subject: 'a\u0000', document: { site_name: 'a\u0000' } })],
    ['3 MB', JSON.stringify({ x: 'a'.repeat(3_000_000) })],
    ['a lone surrogate', '{"site_name":"\\ud800","document":{"site_name":"\\ud800"}}'],
    ['truncated JSON', '{"a":'],
  ];
  it.each(writes)('%s %s answers 4xx, never 5xx, to hostile JSON', async (method, url) => {
    for (const [label, payload] of bodies) {
      const answer = await t.app.inject({ method, url, headers: { 'user-key': adminKey, 'content-type': 'application/json' }, payload });
      expect(answer.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, label).toBeLessThan(500);
    }
  });

  it('refuses a town notification subject with CRLF, U+2028 or C1 controls (422)', async () => {
    for (const subject of ['Hi\r\nBcc: x@evil.example', 'Hi\u2028x', 'Hi\u0085x']) {
      expect((await call('POST', '/api/demo/notifications/town', adminKey, { code: 'TOWN_WIDE_EMAIL', subject, message: 'm' })).statusCode).toBe(422);
    }
  });

  it('refuses notification rules naming a role or user the portal does not have (422)', async () => {
    const rule = (recipient: object) => ({ events: { 'town.TOWN_WIDE_EMAIL': [{ ...recipient, methods: ['email'] }] } });
    expect((await call('POST', '/api/demo/notifications-config', adminKey, rule({ to: 'role', role: 'Nope' }))).statusCode).toBe(422);
    expect((await call('POST', '/api/demo/notifications-config', adminKey, rule({ to: 'user', email: 'nobody@x.y' }))).statusCode).toBe(422);
  });

  it('takes change-log filters as data, not SQL', async () => {
    for (const query of ["actor=a'%20or%201=1--", 'target=%25', 'target=_']) {
      const answer = await call('GET', `/api/demo/change-log?${query}`, adminKey);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().content).toEqual([]);
    }
    expect((await call('GET', "/api/demo/change-log?operation=x'", adminKey)).statusCode).toBe(400);
  });
});
