import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer. Scripts come only from this origin (the built SPA
 * has no inline script). Still open, and why:
 * - script-src 'unsafe-eval': the form validators (RJSF's ajv) are compiled in the browser with
 *   `new Function`; serving precompiled validators will close it.
 * - style-src 'unsafe-inline': PrimeReact positions overlays and the charts size their canvas
 *   with inline styles; no script can run from a style.
 * Images may come from https: (a tenant's logo or promotional images may live on its own site);
 * documents open from blob: URLs in a frame of this origin.
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Served over plain http in development and behind TLS-terminating proxies in production: the
  // proxy, not this header, decides the scheme.
  upgradeInsecureRequests: null,
};

/** Answers that may be kept by a browser or shared cache: nothing personal is in them. */
const CACHEABLE_API = /^\/api\/(openapi\.json|docs(\/|$))/;

/**
 * Security headers on every answer (helmet): CSP, frame-ancestors 'none' and X-Frame-Options,
 * nosniff, Referrer-Policy no-referrer (emailed links carry one-time keys in their query), no
 * cross-origin embedding. HSTS only on requests that arrived over TLS (directly or per a trusted
 * proxy's X-Forwarded-Proto): announcing it over plain http would be ignored or, on localhost,
 * would break development. API answers carry personal data and are never stored by a cache.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (request.url.startsWith('/api/') && !CACHEABLE_API.test(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
