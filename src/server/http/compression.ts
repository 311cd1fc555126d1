import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text worth compressing: JSON (problem JSON too), JavaScript, CSS, HTML, CSV and other text, SVG.
 * Not the plugin's default list, which also takes application/octet-stream; PDFs, spreadsheets
 * (zip files) and raster images are compressed already and only cost CPU. No event streams: a
 * compressor holds back what it has not flushed.
 */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|javascript|xml)(?:;|$)|image\/svg\+xml(?:;|$))/;

/**
 * The smallest answer worth compressing, by measurement (issue 25): compressing adds
 * `Content-Encoding` and `Vary` (45 bytes of headers), and at the plugin's brotli quality 4 a
 * 122-byte answer (a 404 problem) shrinks by 13 bytes — a loss — while form.forgotPassword's 346 bytes
 * shrink by 147 and form.login's 458 by 199 (it went uncompressed under the old 1 KB threshold,
 * as every form document under 1 KB did). The break-even is near 200 bytes.
 */
export const COMPRESS_FROM_BYTES = 256;

/**
 * Answers compressed as the client accepts (brotli before gzip): the settings and layout the app
 * loads first are 15–880 KB of JSON. Answers under COMPRESS_FROM_BYTES go as they are. An answer that already has a Content-Encoding — the build's .br/.gz twins @fastify/static
 * sends — is left alone. Compression adds `Vary: Accept-Encoding` and leaves ETags as they are, so
 * If-None-Match still answers 304 (a 304 has no body to compress). Request bodies are not
 * decompressed: no client of this API sends them compressed, and a compressed upload would be a
 * way round the body limits' intent. Registered before any route: the plugin hooks each route as
 * it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM_BYTES,
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });
}
