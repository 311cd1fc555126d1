import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../src/server/http/error-handler';
import { echoRequestIds } from '../../src/server/http/request-ids';
import { registerSecurityHeaders } from '../../src/server/http/security-headers';
import { registerSpa } from '../../src/server/http/spa';

/** The tenant's stylesheet, which the shell links as soon as it runs. */
const THEME = '</tenant-files/demo/theme.css>; rel=preload; as=style';

const clientDir = mkdtempSync(join(tmpdir(), 'portal-client-'));
const script = 'console.log("portal");'.repeat(100);
const app = Fastify();
/** The tenants of these tests' hosts, as the server's registry would resolve them. */
const tenantOf = (host: string) => (host === 'demo.example.com' ? 'demo' : undefined);

beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(clientDir, 'assets/app-1234.js'), script);
  writeFileSync(join(clientDir, 'assets/app-1234.js.gz'), gzipSync(script));
  mkdirSync(join(clientDir, '.vite'));
  // The entry, and the login screen's chunk importing a chunk of its own and the entry's (route-chunks.ts merges them so).
  const manifest = {
    'index.html': { file: 'assets/app-1234.js', isEntry: true, imports: ['_runtime-1.js'], css: ['assets/app-1.css'] },
    '_runtime-1.js': { file: 'assets/runtime-1.js' },
    'src/renderers/screens/session/login/LoginScreen.tsx': { file: 'assets/login-5678.js', isDynamicEntry: true, imports: ['_runtime-1.js', 'index.html', '_forms-9.js'] },
    '_forms-9.js': { file: 'assets/forms-9.js', imports: ['index.html'] },
    // The entity schemas, a chunk each (renderers schema-form/form-entities.ts): the login form's, and one it does not use.
    '_login-request.schema-3.js': { file: 'assets/login-request.schema-3.js', name: 'login-request.schema', imports: ['_runtime-1.js'] },
    '_address.schema-4.js': { file: 'assets/address.schema-4.js', name: 'address.schema', imports: ['_runtime-1.js'] },
    // The list screen (the account list's), sharing the light table's chunk with other screens.
    'src/renderers/table/ListScreen.tsx': { file: 'assets/ListScreen-42.js', isDynamicEntry: true, imports: ['index.html', '_table-7.js'] },
    '_table-7.js': { file: 'assets/table-7.js', imports: ['index.html'], css: ['assets/table-7.css'] },
  };
  writeFileSync(join(clientDir, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(clientDir, 'assets/logo-1234.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  registerErrorHandling(app);
  // As the server registers them (app.ts): the request's id and the headers every answer gets, then the SPA.
  echoRequestIds(app);
  await registerSecurityHeaders(app);
  // A form's validator module, as its operation answers it (a script the login page loads).
  app.get('/api/demo/config/documents/form.login/versions/1/validator.js', (_request, reply) => reply.type('text/javascript').header('etag', '"v1"').send('export const validate = () => true;'));
  await registerSpa(app, clientDir, tenantOf);
});

describe('single-page app serving', () => {
  it('answers / and deep links with index.html, for GET and HEAD', async () => {
    for (const [method, url] of [['GET', '/'], ['HEAD', '/'], ['GET', '/admin/accounts?x=1'], ['HEAD', '/login']] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves fingerprinted assets compressed and cached for good', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length / 5);
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-old.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('serves a file added after start-up (a rebuild without a restart)', async () => {
    writeFileSync(join(clientDir, 'assets/late-9999.js'), 'export {}');
    expect((await app.inject({ method: 'GET', url: '/assets/late-9999.js' })).statusCode).toBe(200);
  });

  it('keeps the build manifest to itself', async () => {
    const response = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(response.body).not.toContain('isEntry');
  });

  it('sends a form submitted before the scripts ran back to its page, its answers unread (issue 25)', async () => {
    const response = await app.inject({ method: 'POST', url: '/login?next=1', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'root_user_id=a&root_password=secret' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?next=1');
    expect(response.body).not.toContain('secret');
  });

  it('keeps unknown API paths and non-GET requests as problem JSON', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/demo/nothing' })).json().error_code).toBe('NOT_FOUND');
    expect((await app.inject({ method: 'POST', url: '/accounts' })).statusCode).toBe(404);
  });

  it("preloads the host's settings and its tenant's layout and theme with every page, the first things the app asks for", async () => {
    const preload = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`;
    for (const url of ['/', '/admin/accounts']) {
      const response = await app.inject({ method: 'GET', url, headers: { host: 'demo.example.com:8080' } });
      expect(response.headers.link, url).toBe(`${preload('/api/settings?host=demo.example.com')}, ${preload('/api/demo/layout')}, ${THEME}`);
    }
    // A host that reaches no tenant: the app asks for its settings (and hears why), never a layout.
    const unknown = await app.inject({ method: 'GET', url: '/login', headers: { host: 'nobody.example.com' } });
    expect(unknown.headers.link).toBe(`${preload('/api/settings?host=nobody.example.com')}, </assets/login-5678.js>; rel=modulepreload, </assets/forms-9.js>; rel=modulepreload, </assets/login-request.schema-3.js>; rel=modulepreload`);
    expect((await app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { host: 'demo.example.com' } })).headers.link).toBeUndefined();
  });

  it("preloads the login page's chunks, form document and its entity's chunk with it: the chain is HTML → its chunks, not HTML → shell → layout → screen → form → entity", async () => {
    const preload = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`;
    for (const url of ['/login', '/login/', '/login?next=%2Faccounts']) {
      const response = await app.inject({ method: 'GET', url, headers: { host: 'demo.example.com' } });
      // The entry's chunks are left out: the page's own script tags name them.
      expect(response.headers.link, url).toBe(
        [preload('/api/settings?host=demo.example.com'), preload('/api/demo/layout'), preload('/api/demo/config/documents/form.login'), THEME, '</assets/login-5678.js>; rel=modulepreload', '</assets/forms-9.js>; rel=modulepreload', '</assets/login-request.schema-3.js>; rel=modulepreload'].join(', '),
      );
    }
  });

  it("preloads the account list's chunks and their stylesheet (not the shell's) with it (issue 25): the table's code comes beside the shell, not after the layout", async () => {
    const preload = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`;
    for (const url of ['/accounts', '/accounts?sort=amount_due']) {
      const response = await app.inject({ method: 'GET', url, headers: { host: 'demo.example.com' } });
      // No form document: the table draws none.
      expect(response.headers.link, url).toBe(
        [preload('/api/settings?host=demo.example.com'), preload('/api/demo/layout'), THEME, '</assets/table-7.css>; rel=preload; as=style', '</assets/ListScreen-42.js>; rel=modulepreload', '</assets/table-7.js>; rel=modulepreload'].join(', '),
      );
    }
  });

  it('sends the build\'s scripts without the headers only documents read, and keeps those a script is read with', async () => {
    const script = await app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(script.statusCode).toBe(200);
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection', 'x-dns-prefetch-control']) expect(script.headers[name], name).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['referrer-policy']).toBe('no-referrer');
    // Cached for good: nothing to revalidate it with; the same for everyone: no request id to quote.
    for (const name of ['etag', 'last-modified', 'accept-ranges', 'x-request-id']) expect(script.headers[name], name).toBeUndefined();
    // A form's validator module is a script too; it is revalidated (its ETag stays).
    const validator = await app.inject({ method: 'GET', url: '/api/demo/config/documents/form.login/versions/1/validator.js' });
    expect(validator.headers['content-security-policy']).toBeUndefined();
    expect(validator.headers['x-frame-options']).toBeUndefined();
    expect(validator.headers['x-request-id']).toBeUndefined();
    expect(validator.headers['x-content-type-options']).toBe('nosniff');
    expect(validator.headers.etag).toBe('"v1"');
    // A page, and an SVG (a document when opened in a tab), keep the whole policy.
    for (const url of ['/login', '/assets/logo-1234.svg']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });
});
