import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageDrawer, type DrawPage } from '../../src/server/http/page-render';
import { publishDocument } from './support/config-documents';
import { createTestApp, loginAs, type TestApp } from './support/test-app';

/**
 * The server's side of drawn pages (issue 25 item 1), with a stand-in for the built renderer
 * (the real one is built and drawn by tests/e2e/server-rendered-login.test.ts): which answers it
 * is handed, when a drawn page is kept and when it is drawn anew, and that nothing it does can
 * turn a page into an error.
 */
const FAKE_RENDERER = `
let renders = 0;
export async function renderPage({ url, answers }) {
  if (url.startsWith('/throw')) throw new Error('render failed');
  renders += 1;
  globalThis.pageRenders = renders;
  const form = answers['/api/demo/config/documents/form.login'];
  return { html: '<h1>drawn ' + url + '</h1><p>' + JSON.stringify(form?.document?.uiSchema?.user_id?.['ui:title'] ?? null) + '</p>', title: 'Login <title>', lang: 'en' };
}
`;
const TEMPLATE = '<!doctype html><html lang="en"><head><title>Customer Portal</title></head><body><div id="root"><div class="loading"></div></div></body></html>';

let t: TestApp;
let draw: DrawPage;
let adminKey: string;
const dirs: string[] = [];
const renders = () => (globalThis as { pageRenders?: number }).pageRenders ?? 0;

/** A page request as Fastify hands it to the not-found handler. */
const page = (url: string, host = 'demo.localhost', acceptLanguage = 'en-US,en;q=0.9') =>
  ({ url, host, headers: { 'accept-language': acceptLanguage }, log: t.app.log }) as unknown as FastifyRequest;

function builtDirs(withRenderer: boolean): { clientDir: string; ssrDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'portal-page-render-'));
  dirs.push(root);
  mkdirSync(join(root, 'client'));
  writeFileSync(join(root, 'client/index.html'), TEMPLATE);
  mkdirSync(join(root, 'ssr'));
  if (withRenderer) writeFileSync(join(root, 'ssr/server-render.js'), FAKE_RENDERER);
  return { clientDir: join(root, 'client'), ssrDir: join(root, 'ssr') };
}

beforeAll(async () => {
  t = await createTestApp();
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  const { clientDir, ssrDir } = builtDirs(true);
  draw = pageDrawer(t.app, clientDir, ssrDir);
  // Pages are index.html until the renderer has loaded (never held for it).
  await draw.ready();
});
afterAll(async () => {
  await t.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('pages the server draws', () => {
  it("draws /login from its own operations' answers, and writes them into the page", async () => {
    const html = (await draw(page('/login')))!;
    expect(html).toContain('<div id="root" data-ssr=""><h1>drawn /login</h1><p>"Username"</p></div>');
    expect(html).toContain('<title>Login &#60;title&#62;</title>');
    expect(html).toContain('<link id="tenant-theme" rel="stylesheet" href="/tenant-files/demo/theme.css">');
    const answers = JSON.parse(/id="boot-answers">([^<]*)<\/script>/.exec(html)![1]) as Record<string, unknown>;
    expect(Object.keys(answers)).toEqual(['/api/settings?host=demo.localhost', '/api/demo/layout', '/api/demo/config/documents/form.login']);
    expect(answers['/api/settings?host=demo.localhost']).toEqual((await t.app.inject({ method: 'GET', url: '/api/settings?host=demo.localhost' })).json());
  });

  it('keeps a drawn page until a published form changes its answers, or caches are cleared', async () => {
    await draw(page('/login'));
    const before = renders();
    await draw(page('/login'));
    expect(renders()).toBe(before);

    // A tenant admin's override of the login form's label (Manage Configs).
    await publishDocument(t.app, adminKey, 'form.login', { uiSchema: { user_id: { 'ui:title': 'Email or customer number' } } });
    expect(await draw(page('/login'))).toContain('<p>"Email or customer number"</p>');
    expect(renders()).toBe(before + 1);

    expect((await t.app.inject({ method: 'GET', url: '/api/clearCaches', headers: { 'user-key': adminKey } })).statusCode).toBe(200);
    await draw(page('/login'));
    expect(renders()).toBe(before + 2);
  });

  it('draws the tenant of the host: another host, another page', async () => {
    const html = (await draw(page('/login', 'cleangas.localhost')))!;
    expect(html).toContain('/tenant-files/cleangas/theme.css');
    expect(html).toContain('/api/settings?host=cleangas.localhost');
  });

  it('leaves signed-in routes, unknown hosts and other languages to index.html', async () => {
    expect(await draw(page('/accounts'))).toBeUndefined();
    expect(await draw(page('/no-such-page'))).toBeUndefined();
    expect(await draw(page('/login', 'nobody.example.com'))).toBeUndefined();
    expect(await draw(page('/login', 'demo.localhost', 'fr-CA,fr;q=0.9'))).toBeUndefined();
  });

  it('serves index.html, never an error, when the render throws or there is no renderer built', async () => {
    expect(await draw(page('/throw'))).toBeUndefined();
    const { clientDir, ssrDir } = builtDirs(false);
    expect(await pageDrawer(t.app, clientDir, ssrDir)(page('/login'))).toBeUndefined();
  });

  it('serves index.html while the renderer is still loading, never holding the page for it, and draws once it has', async () => {
    const built = builtDirs(true);
    const fresh = pageDrawer(t.app, built.clientDir, built.ssrDir);
    expect(await fresh(page('/login'))).toBeUndefined();
    await fresh.ready();
    expect(await fresh(page('/login'))).toContain('data-ssr');
  });
});
