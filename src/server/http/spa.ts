import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hostName } from '../../engine/tenancy/resolve-tenant';
import { trimSubresourceHeaders } from './asset-headers';
import { pagePreloads, type TenantOfHost } from './page-preloads';
import { problems } from './problem';
import { pageDrawer } from './page-render';

export type { TenantOfHost };

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
    trimSubresourceHeaders(app);
  }
  // A visitor's public entry pages come drawn by the server (page-render.ts), the rest as index.html.
  const drawPage = hasClient ? pageDrawer(app, clientDir!) : undefined;
  // The static plugin refuses directory paths; `/` is a page like any other.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const policy = await pagePolicy(hostName(request.host));
    if (policy) reply.header('content-security-policy', policy);
    const drawn = await drawPage?.(request);
    // A drawn page carries its answers, and loads its scripts after its first paint: no preloads.
    if (drawn) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(drawn);
    return reply.header('cache-control', 'no-cache').header('link', pagePreloads(request.host, request.url, tenantOf, clientDir)).sendFile('index.html');
  };
  if (hasClient) app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    const pagePath = !/^\/(api|assets)(\/|$|\?)/.test(request.url);
    // A drawn form submitted natively before its scripts ran (method="post", LightForm): back to the page, the answers unread.
    const nativeSubmit = request.method === 'POST' && request.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
    if (hasClient && pagePath && nativeSubmit) return reply.redirect(request.url, 303);
    const page = (request.method === 'GET' || request.method === 'HEAD') && pagePath;
    if (!page || !hasClient) throw problems.notFound(request.url.startsWith('/api') ? 'Operation' : 'Page');
    return sendPage(request, reply);
  });
}

/** The CSP of a page of this host when its tenant's differs from every other answer's (a bot-check provider's script), else undefined. */
export type PagePolicy = (host: string) => Promise<string | undefined>;

function immutableAssets(reply: { header(name: string, value: string): unknown }, path: string): void {
  // Vite fingerprints everything under assets/, so it can be cached for good.
  reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
}
