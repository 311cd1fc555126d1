import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../src/server/http/error-handler';
import { registerSpa } from '../../src/server/http/spa';

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
  writeFileSync(join(clientDir, '.vite/manifest.json'), '{"index.html":{"file":"assets/app-1234.js","isEntry":true}}');
  registerErrorHandling(app);
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

  it('keeps unknown API paths and non-GET requests as problem JSON', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/demo/nothing' })).json().error_code).toBe('NOT_FOUND');
    expect((await app.inject({ method: 'POST', url: '/accounts' })).statusCode).toBe(404);
  });

  it("preloads the host's settings and its tenant's layout with every page, the first calls the app makes", async () => {
    const preload = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`;
    for (const url of ['/', '/login']) {
      const response = await app.inject({ method: 'GET', url, headers: { host: 'demo.example.com:8080' } });
      expect(response.headers.link, url).toBe(`${preload('/api/settings?host=demo.example.com')}, ${preload('/api/demo/layout')}`);
    }
    // A host that reaches no tenant: the app asks for its settings (and hears why), never a layout.
    const unknown = await app.inject({ method: 'GET', url: '/login', headers: { host: 'nobody.example.com' } });
    expect(unknown.headers.link).toBe(preload('/api/settings?host=nobody.example.com'));
    expect((await app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { host: 'demo.example.com' } })).headers.link).toBeUndefined();
  });
});
