import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { problems } from './problem';

/**
 * Serves the built SPA (dist/client) and answers every other GET outside /api with index.html,
 * so the client router handles deep links. Unknown /api paths stay problem JSON.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string | undefined): Promise<void> {
  const hasClient = Boolean(clientDir && existsSync(`${clientDir}/index.html`));
  if (hasClient) {
    await app.register(fastifyStatic, { root: clientDir!, wildcard: false, index: false, cacheControl: false, setHeaders: immutableAssets });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/') || request.url === '/api' || !hasClient) {
      throw problems.notFound(request.url.startsWith('/api') ? 'Operation' : 'Page');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

function immutableAssets(reply: { header(name: string, value: string): unknown }, path: string): void {
  // Vite fingerprints everything under assets/, so it can be cached for good.
  reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
}
