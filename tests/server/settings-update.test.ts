import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { changeLog, configVersions } from '../../src/server/db/schema';
import { createTestApp, loginAs, type TestApp } from './support/test-app';

let t: TestApp;
let adminKey: string;
let staffKey: string;
let customerKey: string;
beforeAll(async () => {
  t = await createTestApp();
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  staffKey = (await loginAs(t.app, 'demo', 'staff@demo.test')).body.user_key;
  customerKey = (await loginAs(t.app, 'demo', 'customer@demo.test')).body.user_key;
});
afterAll(() => t.close());

type Settings = Record<string, unknown> & { tooltips?: Record<string, string>; payments?: Record<string, unknown>; fuel_order?: Record<string, unknown> };

const post = (body: unknown, key: string | null = adminKey, tenant = 'demo') =>
  t.app.inject({
    method: 'POST',
    url: `/api/${tenant}/settings`,
    headers: { 'content-type': 'application/json', ...(key ? { 'user-key': key } : {}) },
    payload: JSON.stringify(body),
  });
const publicSettings = async (host = 'demo.localhost') => (await t.app.inject({ method: 'GET', url: `/api/settings?host=${host}` })).json() as Settings;
const versions = () => t.database.withTenant('demo', (db) => db.select().from(configVersions).where(eq(configVersions.name, 'settings')).orderBy(desc(configVersions.version)));

describe('POST /settings', () => {
  it('merges a partial change over the current settings as a new version, served by the settings endpoint at once', async () => {
    const before = await versions();
    const shown = await publicSettings();
    const response = await post({ site_name: 'Demo Fuel Online', payments: { amount_message: 'Pay <b>before</b> the 10th.' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'App settings updated successfully!' });

    const after = await versions();
    expect(after[0].version).toBe(before[0].version + 1);
    expect(after[0].origin).toBe('publish');
    const now = await publicSettings();
    expect(now.site_name).toBe('Demo Fuel Online');
    // Objects merge key by key: the other payments settings stay as they were.
    expect(now.payments).toEqual({ ...shown.payments, amount_message: 'Pay <b>before</b> the 10th.' });
    expect(now.tooltips).toEqual(shown.tooltips);
    expect(now.service_area_states).toEqual(shown.service_area_states);
  });

  it('keeps earlier saves: the new override is the previous one with the change merged in', async () => {
    await post({ tooltips: { Products: 'Fuel <i>and</i> service' } });
    await post({ inquiry_types: ['Billing', 'Other'] });
    const now = await publicSettings();
    expect(now.site_name).toBe('Demo Fuel Online');
    expect(now.tooltips?.Products).toBe('Fuel <i>and</i> service');
    expect(now.tooltips?.Overview).toBe('Balances and deliveries of this account.');
    // Arrays replace.
    expect(now.inquiry_types).toEqual(['Billing', 'Other']);
    expect((await versions())[0].override).toMatchObject({ site_name: 'Demo Fuel Online', tooltips: { Products: 'Fuel <i>and</i> service' }, inquiry_types: ['Billing', 'Other'] });
  });

  it('refuses settings that fail the schema with 422 and the JSON path of each problem, changing nothing', async () => {
    const before = await versions();
    const shown = await publicSettings();
    const response = await post({ site_name: '', cc_convenience_fee_percent: 140, fuel_order: { minimum_order_size: -5 }, no_such_setting: true });
    expect(response.statusCode).toBe(422);
    const body = response.json() as { status: number; errors: { path: string; message: string }[] };
    expect(body.status).toBe(422);
    const paths = body.errors.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['/site_name', '/cc_convenience_fee_percent', '/fuel_order/minimum_order_size']));
    expect(JSON.stringify(body)).toContain('no_such_setting');
    expect(await versions()).toHaveLength(before.length);
    expect(await publicSettings()).toEqual(shown);
  });

  it('refuses a body that is no object of settings with 400', async () => {
    expect((await post([1, 2])).statusCode).toBe(400);
    expect((await post('site_name')).statusCode).toBe(400);
  });

  it('takes promotional images (their screen saves through here): the list replaces the one before', async () => {
    const first = { enabled: true, images: [{ name: 'winter.png', src: '/a/winter.png', link: 'https://www.demofuel.test/winter', caption: 'Winter fill-up' }, { name: 'b.png', src: '/a/b.png' }] };
    expect((await post({ promotional_images: first })).statusCode).toBe(200);
    expect((await publicSettings()).promotional_images).toMatchObject(first);
    expect((await post({ promotional_images: { images: [{ name: 'b.png', src: '/a/b.png', caption: 'Only one' }] } })).statusCode).toBe(200);
    expect((await publicSettings()).promotional_images).toMatchObject({ enabled: true, images: [{ name: 'b.png', src: '/a/b.png', caption: 'Only one' }] });
    expect((await post({ promotional_images: { images: [{ caption: 'no name or src' }] } })).statusCode).toBe(422);
  });

  it('refuses a promotion that links or loads where a page must not (javascript:, data:, another site by //), and sender texts with line breaks', async () => {
    const promotion = (image: object) => post({ promotional_images: { enabled: true, images: [{ name: 'p.png', src: '/api/demo/assets/images/p.png', ...image }] } });
    for (const image of [{ link: 'javascript:alert(1)' }, { link: '//evil.example/' }, { src: 'data:image/png;base64,AAAA' }, { src: 'http://tracker.example/p.png' }, { src: '//tracker.example/p.png' }, { caption: 'line\r\nbreak' }]) {
      const answer = await promotion(image);
      expect(answer.statusCode, JSON.stringify(image)).toBe(422);
      expect(answer.json().errors[0].path).toMatch(/^\/promotional_images\/images\/0\/(link|src|caption)$/);
    }
    expect((await promotion({ link: '', src: 'https://cdn.demofuel.test/p.png' })).statusCode).toBe(200);
    for (const sender of [{ site_name: 'Demo\r\nBcc: x@evil.example' }, { site_email_name: 'Demo\nFuel' }, { site_email_address: 'not an address' }]) {
      expect((await post(sender)).statusCode, JSON.stringify(sender)).toBe(422);
    }
  });

  it('ignores the tenant id (the server fills it)', async () => {
    expect((await post({ tenant: 'cleangas' })).statusCode).toBe(200);
    expect((await publicSettings()).tenant).toBe('demo');
    expect((await versions())[0].override).not.toHaveProperty('tenant');
  });

  it('is for settings:update holders only: a customer or staff without it gets 403, anonymous 401', async () => {
    expect((await post({ site_name: 'Hacked' }, customerKey)).statusCode).toBe(403);
    expect((await post({ site_name: 'Hacked' }, staffKey)).statusCode).toBe(403);
    expect((await post({ site_name: 'Hacked' }, null)).statusCode).toBe(401);
    // An admin of demo is nobody at cleangas.
    expect((await post({ site_name: 'Hacked' }, adminKey, 'cleangas')).statusCode).toBe(401);
    expect((await publicSettings()).site_name).not.toBe('Hacked');
    expect((await publicSettings('cleangas.localhost')).site_name).toBe('CleanGas Online');
  });

  it('records who changed what, before and after, in the change log', async () => {
    await post({ feedback_email: 'ideas@demofuel.test' });
    const [entry] = await t.database.withTenant('demo', (db) => db.select().from(changeLog).where(eq(changeLog.operationId, 'updateSettings')).orderBy(desc(changeLog.id)).limit(1));
    expect(entry).toMatchObject({ target: 'settings', onBehalfOfUserId: null });
    expect((entry.before as Settings).feedback_email).toBe('feedback@demofuel.test');
    expect((entry.after as Settings).feedback_email).toBe('ideas@demofuel.test');
  });
});

describe('rich text is sanitised on the server before it is stored', () => {
  const stored = async () => (await versions())[0].document as Settings;

  it.each([
    ['a script', '<p>Hi</p><script>window.__xss=2</script>', '<p>Hi</p>'],
    ['an iframe', '<iframe src="https://evil.test"></iframe><b>ok</b>', '<b>ok</b>'],
    ['an event handler', '<img src=x onerror="window.__xss=1"><p onclick="x()">t</p>', '<p>t</p>'],
    ['a javascript: link', '<a href="javascript:window.__xss=3">x</a>', '<a rel="noopener noreferrer nofollow" target="_blank">x</a>'],
    ['a mixed-case javascript: link', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow" target="_blank">x</a>'],
    ['styles and CSS expressions', '<p style="width:expression(alert(1))">s</p><style>p{}</style>', '<p>s</p>'],
    ['a link target and rel of its own', '<a href="https://ok.test" target="_self" rel="opener">ok</a>', '<a href="https://ok.test" rel="noopener noreferrer nofollow" target="_blank">ok</a>'],
  ])('drops %s', async (_what, html, kept) => {
    expect((await post({ tooltips: { Overview: html }, terms_of_use: html, fuel_order: { message: html } })).statusCode).toBe(200);
    const document = await stored();
    expect(document.tooltips?.Overview).toBe(kept);
    expect(document.terms_of_use).toBe(kept);
    expect(document.fuel_order?.message).toBe(kept);
    expect((await publicSettings()).terms_of_use).toBe(kept);
  });

  it('keeps the allowed tags and mailto links, and leaves plain settings alone', async () => {
    const html = '<h3>Terms</h3><p>Read <strong>all</strong>, <em>then</em> <u>sign</u>.</p><ul><li>one</li></ul><ol><li>two</li></ol><h4>x</h4><br /><a href="mailto:care@demofuel.test">mail</a>';
    expect((await post({ copyright_notice: html, site_email_name: 'Demo <Care>' })).statusCode).toBe(200);
    const document = await stored();
    expect(document.copyright_notice).toBe(html.replace('<a href="mailto:care@demofuel.test">', '<a href="mailto:care@demofuel.test" rel="noopener noreferrer nofollow" target="_blank">'));
    expect(document.site_email_name).toBe('Demo <Care>');
  });
});
