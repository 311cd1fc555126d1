import type { FastifyInstance } from 'fastify';

/**
 * The build's scripts, stylesheets and fonts: fingerprinted files (dist/client/assets/) that a
 * page loads as subresources and no browser shows as a page — a script opened in a tab is shown
 * as text (nosniff). Not SVG: an SVG opened in a tab is a document and runs its scripts.
 */
const BUILD_FILE = /^\/assets\/[^?#]+\.(?:js|css|woff2?|ttf)(?:[?#]|$)/;
/**
 * Scripts too, not fingerprinted: a form's compiled validator module (GET …/config/documents/
 * {name}/versions/{version}/validator.js) and the drawn pages' loader (page-assembly.ts).
 */
const OTHER_SCRIPT = /^(?:\/api\/[^/?#]+\/config\/documents\/[^/?#]+\/versions\/[^/?#]+\/validator\.js|\/scripts-after-paint\.js)(?:[?#]|$)/;

/**
 * Headers a browser reads on documents (and workers) only: on a script or stylesheet they are
 * bytes without effect. The policy itself (CSP, framing, COOP) is untouched where it applies;
 * a subresource keeps nosniff, Cross-Origin-Resource-Policy and Referrer-Policy, which browsers
 * do read on it (a stylesheet's url() fetches follow its referrer policy).
 */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * What a fingerprinted build file needs no more than a browser reads it: it is cached for good
 * (immutable), so never revalidated (ETag, Last-Modified) nor fetched by ranges; and the same
 * bytes for every visitor, so no one quotes its request's id (X-Request-Id: 53 bytes of each of
 * /login's scripts; the server's log line still carries it).
 */
const REVALIDATION = ['etag', 'last-modified', 'accept-ranges', 'x-request-id'];

/**
 * Drops the document-only headers from the build's subresources (issue 25: a page's JavaScript
 * is counted as the browser receives it, headers included; they were ~0.45 KB of each script's
 * ~1 KB of headers, five scripts on /login). Registered after the security headers' hooks.
 */
export function trimSubresourceHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const buildFile = BUILD_FILE.test(request.url);
    if (!buildFile && !OTHER_SCRIPT.test(request.url)) return payload;
    // Helmet writes its headers on the raw response, the others on the reply: both places.
    // The other scripts are revalidated (their ETag stays), but are the same bytes for everyone too.
    for (const name of buildFile ? [...DOCUMENT_ONLY, ...REVALIDATION] : [...DOCUMENT_ONLY, 'x-request-id']) {
      reply.removeHeader(name);
      reply.raw.removeHeader(name);
    }
    return payload;
  });
}
