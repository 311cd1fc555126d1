/**
 * Logos and images over HTTP (issue 14 item 6): upload, list, fetch, delete, the duplicate notice,
 * every kind of bad upload of the list (4xx and nothing stored), tenancy and roles.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesystemStorage } from '../../src/server/assets/storage';
import { assets, changeLog } from '../../src/server/db/schema';
import { CLEAN_SVG, gif, jpeg, multipart, png, SVG_WITH_SCRIPT, webp, type FilePart } from './support/asset-images';
import { createTestApp, loginAs, type TestApp } from './support/test-app';

let t: TestApp;
let adminKey: string;
let customerKey: string;
let otherAdminKey: string;
beforeAll(async () => {
  t = await createTestApp();
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  customerKey = (await loginAs(t.app, 'demo', 'customer@demo.test')).body.user_key;
  otherAdminKey = (await loginAs(t.app, 'cleangas', 'admin@demo.test')).body.user_key;
});
afterAll(() => t.close());

const upload = (kind: 'logos' | 'images', files: FilePart[], key = adminKey, tenant = 'demo') => {
  const { payload, headers } = multipart(...files);
  return t.app.inject({ method: 'POST', url: `/api/${tenant}/assets/${kind}`, headers: { ...headers, 'user-key': key }, payload });
};
const stored = async (tenant = 'demo') => t.database.withTenant(tenant, (db) => db.select({ name: assets.name, kind: assets.kind, contentType: assets.contentType }).from(assets));
const trail = async () => t.database.withTenant('demo', (db) => db.select().from(changeLog).where(like(changeLog.target, 'asset:%')));

describe('uploading, listing, serving and deleting', () => {
  it('uploads a logo (spaces become underscores), lists it and serves its bytes with an ETag', async () => {
    const bytes = png(3, 2);
    const response = await upload('logos', [{ filename: 'Main logo.png', bytes }]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Main_logo.png', kind: 'logo', content_type: 'image/png', size: bytes.length, url: '/api/demo/assets/logos/Main_logo.png' });

    const list = await t.app.inject({ method: 'GET', url: '/api/demo/assets/logos', headers: { 'user-key': adminKey } });
    expect(list.json().map((a: { name: string }) => a.name)).toContain('Main_logo.png');
    const images = await t.app.inject({ method: 'GET', url: '/api/demo/assets/images', headers: { 'user-key': adminKey } });
    expect(images.json().map((a: { name: string }) => a.name)).not.toContain('Main_logo.png');

    // Public: the header and the login page show it to anyone.
    const blob = await t.app.inject({ method: 'GET', url: '/api/demo/assets/logos/Main_logo.png' });
    expect(blob.statusCode).toBe(200);
    expect(blob.headers['content-type']).toBe('image/png');
    expect(blob.rawPayload.equals(bytes)).toBe(true);
    expect(blob.headers['content-security-policy']).toContain("default-src 'none'");
    const etag = blob.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/demo/assets/logos/Main_logo.png', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // A logo is not an image: each URL serves its own kind.
    expect((await t.app.inject({ method: 'GET', url: '/api/demo/assets/images/Main_logo.png' })).statusCode).toBe(404);
    expect((await trail()).some((row) => row.operationId === 'uploadLogo' && row.target === 'asset:Main_logo.png')).toBe(true);
  });

  it('takes JPEG, GIF, WebP and a clean SVG as images', async () => {
    for (const [filename, bytes, type] of [['promo.jpg', jpeg(), 'image/jpeg'], ['promo.gif', gif(), 'image/gif'], ['promo.webp', webp(), 'image/webp'], ['promo.svg', CLEAN_SVG, 'image/svg+xml']] as const) {
      const response = await upload('images', [{ filename, bytes }]);
      expect(response.statusCode, `${filename}: ${response.body}`).toBe(201);
      expect(response.json().content_type).toBe(type);
      const blob = await t.app.inject({ method: 'GET', url: `/api/demo/assets/images/${filename}` });
      expect(blob.headers['content-type']).toBe(type);
    }
    const svg = await t.app.inject({ method: 'GET', url: '/api/demo/assets/images/promo.svg' });
    expect(svg.body).toContain('<rect');
    expect(svg.body).not.toContain('script');
  });

  it('gives the duplicate notice for a name already saved, as a logo or an image', async () => {
    expect((await upload('images', [{ filename: 'twice.png', bytes: png() }])).statusCode).toBe(201);
    const again = await upload('images', [{ filename: 'twice.png', bytes: png(2, 2) }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('An image named twice.png already exists.');
    expect((await upload('logos', [{ filename: 'twice.png', bytes: png() }])).statusCode).toBe(409);
  });

  it('deletes a logo or an image by name, once', async () => {
    expect((await upload('images', [{ filename: 'gone.png', bytes: png() }])).statusCode).toBe(201);
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/demo/assets/gone.png', headers: { 'user-key': adminKey } });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/demo/assets/images/gone.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/demo/assets/gone.png', headers: { 'user-key': adminKey } })).statusCode).toBe(404);
    expect((await trail()).some((row) => row.operationId === 'deleteAsset' && row.target === 'asset:gone.png' && row.after === null)).toBe(true);
  });
});

describe('an asset the portal shows', () => {
  it('is not deleted while the settings show it as a promotional image; it is once they no longer do', async () => {
    expect((await upload('images', [{ filename: 'shown.png', bytes: png() }])).statusCode).toBe(201);
    const src = '/api/demo/assets/images/shown.png';
    const show = (images: object[]) => t.app.inject({ method: 'POST', url: '/api/demo/settings', headers: { 'user-key': adminKey }, payload: { promotional_images: { enabled: true, images } } });
    expect((await show([{ name: 'shown.png', src, link: 'https://example.test', caption: 'Summer fill' }])).statusCode).toBe(200);

    const refused = await t.app.inject({ method: 'DELETE', url: '/api/demo/assets/shown.png', headers: { 'user-key': adminKey } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error_code: 'ASSET_IN_USE', detail: expect.stringContaining('a promotional image') });
    expect((await stored()).some((row) => row.name === 'shown.png')).toBe(true);

    expect((await show([])).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/demo/assets/shown.png', headers: { 'user-key': adminKey } })).statusCode).toBe(204);
  });
});

describe('bad uploads: 4xx and nothing stored', () => {
  const html = Buffer.from('<html><body><script>alert(1)</script></body></html>');
  const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(40), Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
  const gifJs = Buffer.concat([Buffer.from('GIF89a/*', 'latin1'), gif().subarray(10, gif().length - 1), Buffer.from('*/=1;alert(document.domain);', 'latin1'), Buffer.from([0x3b])]);
  const cases: [string, FilePart[], number][] = [
    ['a text file', [{ filename: 'notes.png', bytes: 'just some text' }], 415],
    ['an HTML page named .png', [{ filename: 'page.png', bytes: html }], 415],
    ['a GIF whose name says PNG', [{ filename: 'liar.png', bytes: gif() }], 422],
    ['a PNG whose name says JPEG', [{ filename: 'liar.jpg', bytes: png() }], 422],
    ['a PNG with an HTML page after its end', [{ filename: 'poly.png', bytes: Buffer.concat([png(), html]) }], 422],
    ['a PNG with a ZIP archive after its end', [{ filename: 'poly-zip.png', bytes: Buffer.concat([png(), zip]) }], 422],
    ['a JPEG with a script after its end', [{ filename: 'poly.jpg', bytes: Buffer.concat([jpeg(), Buffer.from('<script>alert(1)</script>')]) }], 422],
    ['a GIF/JavaScript polyglot', [{ filename: 'poly.gif', bytes: gifJs }], 422],
    ['a decompression bomb (100000×100000 declared)', [{ filename: 'bomb.png', bytes: png(1, 1, [0, 0, 0], { width: 100_000, height: 100_000 }) }], 422],
    ['an SVG with a script', [{ filename: 'evil.svg', bytes: SVG_WITH_SCRIPT }], 422],
    ['an SVG with an event handler', [{ filename: 'evil2.svg', bytes: '<svg xmlns="http://www.w3.org/2000/svg"><rect onclick="alert(1)"/></svg>' }], 422],
    ['an SVG with an external reference', [{ filename: 'evil3.svg', bytes: '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.test/t.png"/></svg>' }], 422],
    ['an SVG with entities (billion laughs)', [{ filename: 'lol.svg', bytes: '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>' }], 422],
    ['two files', [{ filename: 'one.png', bytes: png() }, { filename: 'two.png', bytes: png() }], 400],
    ['a file in another field', [{ filename: 'other.png', bytes: png(), field: 'file' }], 400],
    ['a name with a slash', [{ filename: 'a/b.png', bytes: png() }], 400],
    ['a name with a backslash', [{ filename: 'a\\b.png', bytes: png() }], 400],
    ['a name with ..', [{ filename: '..png', bytes: png() }], 400],
    ['a name climbing out', [{ filename: '../../etc/x.png', bytes: png() }], 400],
    ['a name with a NUL', [{ filename: 'nul\u0000.png', bytes: png() }], 400],
    ['a name with a control character', [{ filename: 'bell\u0007.png', bytes: png() }], 400],
    ['a name without an image extension', [{ filename: 'logo.exe', bytes: png() }], 400],
    ['an empty file', [{ filename: 'empty.png', bytes: Buffer.alloc(0) }], 400],
    ['no file at all', [], 400],
  ];
  it.each(cases)('refuses %s', async (_what, files, status) => {
    const before = await stored();
    const trailBefore = (await trail()).length;
    const response = await upload('images', files);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(await stored()).toEqual(before);
    expect(await trail()).toHaveLength(trailBefore);
  });

  it('refuses a 50 MB upload with 413 without storing it', async () => {
    const before = await stored();
    const huge = Buffer.concat([png(), Buffer.alloc(50 * 1024 * 1024)]);
    const response = await upload('logos', [{ filename: 'huge.png', bytes: huge }]);
    expect(response.statusCode).toBe(413);
    expect(await stored()).toEqual(before);
  });

  it('refuses a JSON body where a multipart upload is expected', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/demo/assets/images', headers: { 'user-key': adminKey }, payload: { files: 'x.png' } });
    expect(response.statusCode).toBe(400);
  });

  it('refuses multipart sent to an operation that takes JSON', async () => {
    const { payload, headers } = multipart({ filename: 'x.png', bytes: png() });
    const response = await t.app.inject({ method: 'POST', url: '/api/demo/login', headers, payload });
    expect(response.statusCode).toBe(415);
  });
});

describe('who may', () => {
  it('refuses a customer (403) and an anonymous caller (401), storing nothing', async () => {
    const before = await stored();
    expect((await upload('logos', [{ filename: 'cust.png', bytes: png() }], customerKey)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/demo/assets/images', headers: { 'user-key': customerKey } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/demo/assets/Main_logo.png', headers: { 'user-key': customerKey } })).statusCode).toBe(403);
    const anonymous = multipart({ filename: 'anon.png', bytes: png() });
    expect((await t.app.inject({ method: 'POST', url: '/api/demo/assets/logos', headers: anonymous.headers, payload: anonymous.payload })).statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it("keeps one tenant's assets from another's admin", async () => {
    expect((await upload('images', [{ filename: 'demo-only.png', bytes: png() }])).statusCode).toBe(201);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/cleangas/assets/images', headers: { 'user-key': otherAdminKey } });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/cleangas/assets/images/demo-only.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/cleangas/assets/demo-only.png', headers: { 'user-key': otherAdminKey } })).statusCode).toBe(404);
    // Their key means nothing in this tenant.
    expect((await t.app.inject({ method: 'DELETE', url: '/api/demo/assets/demo-only.png', headers: { 'user-key': otherAdminKey } })).statusCode).toBe(401);
    expect((await stored()).map((a) => a.name)).toContain('demo-only.png');
    // The same name is free in the other tenant.
    expect((await upload('images', [{ filename: 'demo-only.png', bytes: png() }], otherAdminKey, 'cleangas')).statusCode).toBe(201);
  });
});

describe('the filesystem storage adapter', () => {
  let fsApp: TestApp;
  let dir: string;
  let key: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'assets-'));
    fsApp = await createTestApp({ assetStorage: filesystemStorage(dir) });
    key = (await loginAs(fsApp.app, 'demo', 'admin@demo.test')).body.user_key;
  });
  afterAll(async () => {
    await fsApp.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the bytes in a file under the tenant, the metadata in the database, and removes the file on delete', async () => {
    const bytes = png(4, 4);
    const { payload, headers } = multipart({ filename: 'on disk.png', bytes });
    expect((await fsApp.app.inject({ method: 'POST', url: '/api/demo/assets/images', headers: { ...headers, 'user-key': key }, payload })).statusCode).toBe(201);
    const [row] = await fsApp.database.withTenant('demo', (db) => db.select().from(assets).where(eq(assets.name, 'on_disk.png')));
    expect(row).toMatchObject({ storage: 'fs', bytes: null });
    expect(row.key).toMatch(/^demo\/[0-9a-f-]{36}$/);
    expect(readdirSync(join(dir, 'demo'))).toHaveLength(1);
    const blob = await fsApp.app.inject({ method: 'GET', url: '/api/demo/assets/images/on_disk.png' });
    expect(blob.rawPayload.equals(bytes)).toBe(true);
    expect((await fsApp.app.inject({ method: 'DELETE', url: '/api/demo/assets/on_disk.png', headers: { 'user-key': key } })).statusCode).toBe(204);
    expect(readdirSync(join(dir, 'demo'))).toHaveLength(0);
  });
});

describe('SVG with an XML declaration', () => {
  it('is read as SVG and stored sanitised', async () => {
    const response = await upload('images', [{ filename: 'declared.svg', bytes: `<?xml version="1.0" encoding="UTF-8"?>\n${CLEAN_SVG}` }]);
    expect(response.statusCode, response.body).toBe(201);
    const blob = await t.app.inject({ method: 'GET', url: '/api/demo/assets/images/declared.svg' });
    expect(blob.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });
});
