import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hostName } from '../../engine/tenancy/resolve-tenant';
import { problems } from './problem';

/**
 * Serves the built SPA (dist/client) and answers every other page request outside /api with
 * index.html, so the client router handles deep links. Unknown /api paths and missing build
 * assets stay 404 problem JSON: an old tab asking for a chunk of a previous build must get a
 * clear failure, not HTML in place of JavaScript. Files are looked up per request (wildcard),
 * so a rebuild is served without a restart; the build's .br/.gz twins are sent when accepted.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string | undefined, tenantOf: TenantOfHost = () => undefined, pagePolicy: PagePolicy = async () => undefined): Promise<void> {
  const hasClient = Boolean(clientDir && existsSync(`${clientDir}/index.html`));
  if (hasClient) {
    // dotfiles: the build's .vite/manifest.json (source paths, for the size check) is not for browsers.
    await app.register(fastifyStatic, { root: clientDir!, index: false, cacheControl: false, preCompressed: true, dotfiles: 'ignore', setHeaders: immutableAssets });
  }
  // The static plugin refuses directory paths; `/` is a page like any other.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const policy = await pagePolicy(hostName(request.host));
    if (policy) reply.header('content-security-policy', policy);
    return reply.header('cache-control', 'no-cache').header('link', bootPreloads(request.host, tenantOf)).sendFile('index.html');
  };
  if (hasClient) app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    const page = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|assets)(\/|$|\?)/.test(request.url);
    if (!page || !hasClient) throw problems.notFound(request.url.startsWith('/api') ? 'Operation' : 'Page');
    return sendPage(request, reply);
  });
}

/** The CSP of a page of this host when its tenant's differs from every other answer's (a bot-check provider's script), else undefined. */
export type PagePolicy = (host: string) => Promise<string | undefined>;

/** The tenant a host name reaches (the same rule GET /api/settings?host= answers with). */
export type TenantOfHost = (host: string) => string | undefined;

/**
 * Preloads (a Link header of the page) of the two public calls the app makes before it can draw
 * anything of the tenant: its settings (GET /api/settings?host=, asked with this very host name
 * unless a tenant is stored in the browser) and its layout. The browser fetches them beside
 * the scripts instead of one after the other once the scripts have run: two round trips less.
 */
function bootPreloads(host: string, tenantOf: TenantOfHost): string {
  const name = hostName(host);
  const tenant = tenantOf(name);
  const urls = [`/api/settings?host=${encodeURIComponent(name)}`, ...(tenant ? [`/api/${encodeURIComponent(tenant)}/layout`] : [])];
  return urls.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`).join(', ');
}

function immutableAssets(reply: { header(name: string, value: string): unknown }, path: string): void {
  // Vite fingerprints everything under assets/, so it can be cached for good.
  reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
}
