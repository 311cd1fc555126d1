import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { problems } from './problem';

/**
 * Serves the built SPA (dist/client) and answers every other page request outside /api with
 * index.html, so the client router handles deep links. Unknown /api paths and missing build
 * assets stay 404 problem JSON: an old tab asking for a chunk of a previous build must get a
 * clear failure, not HTML in place of JavaScript. Files are looked up per request (wildcard),
 * so a rebuild is served without a restart; the build's .br/.gz twins are sent when accepted.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string | undefined): Promise<void> {
  const hasClient = Boolean(clientDir && existsSync(`${clientDir}/index.html`));
  if (hasClient) {
    await app.register(fastifyStatic, { root: clientDir!, index: false, cacheControl: false, preCompressed: true, setHeaders: immutableAssets });
  }
  // The static plugin refuses directory paths; `/` is a page like any other.
  if (hasClient) app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  app.setNotFoundHandler((request, reply) => {
    const page = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|assets)(\/|$|\?)/.test(request.url);
    if (!page || !hasClient) throw problems.notFound(request.url.startsWith('/api') ? 'Operation' : 'Page');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

function immutableAssets(reply: { header(name: string, value: string): unknown }, path: string): void {
  // Vite fingerprints everything under assets/, so it can be cached for good.
  reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
}
