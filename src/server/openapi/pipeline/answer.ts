import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileReply } from '../operation-types';

/*
 * Stage "answer": what the handler returned goes out — JSON (serialised by the operation's response
 * schema), a file, or an answer the idempotency stage settled. Problems are thrown by any stage and
 * answered by the app's error handler (http/problem.ts) as problem JSON. These send and return
 * nothing: the route awaits the reply itself (register-operations.ts), so a file slot is given
 * back as soon as the answer has gone.
 */

/** A handler's result: a file is built now (after the transaction ended, so drawing holds no connection), else sent as JSON. */
export async function answer(request: FastifyRequest, reply: FastifyReply, result: unknown): Promise<void> {
  if (!isFileReply(result)) reply.send(result);
  else sendFile(request, reply, { ...result, file: typeof result.file === 'function' ? await result.file() : result.file });
}

/** Sends an answer the first step settled; a replayed one says so, as payment APIs do. */
export function sendSettled(request: FastifyRequest, reply: FastifyReply, settled: { status: number; body: unknown; replayed: boolean }): void {
  if (settled.replayed) reply.header('idempotent-replayed', 'true');
  reply.code(settled.status);
  if (settled.status >= 400) reply.type('application/problem+json').send({ ...(settled.body as object), request_id: request.id });
  else reply.send(settled.body);
}

/** A year, never revalidated: the answer of a URL that carries a hash of its content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const isFileReply = (value: unknown): value is FileReply =>
  typeof value === 'object' && value !== null && (Buffer.isBuffer((value as FileReply).file) || typeof (value as FileReply).file === 'function');

function sendFile(request: FastifyRequest, reply: FastifyReply, { file, contentType, filename, disposition, cache, encoded }: FileReply & { file: Buffer }): void {
  // RFC 6266: a plain ASCII fallback plus the UTF-8 name.
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  reply.header('content-disposition', `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`);
  // Account files are private: never kept by a shared cache.
  if (!cache) {
    reply.type(contentType).header('cache-control', 'private, no-store').send(file);
    return;
  }
  // Kept, but asked about on every use: what a URL answers may change (a form's choices come from
  // settings) — unless the URL names the bytes by their hash, as the build's assets do.
  reply.header('cache-control', cache.immutable ? IMMUTABLE : 'public, no-cache').header('etag', cache.etag);
  if (matchesEtag(request.headers['if-none-match'], cache.etag)) {
    reply.code(304).send();
    return;
  }
  // Compressed once by the handler's cache: the compression plugin leaves an encoded answer alone.
  const encoding = encoded && acceptedEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('vary', 'accept-encoding').header('content-encoding', encoding).type(contentType).send(encoded[encoding]);
  else reply.type(contentType).send(file);
}

/** Brotli when the request accepts it, else gzip, else none (a `;q=0` refuses a coding). */
function acceptedEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(param)))
      .map(([coding]) => coding.trim()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

const matchesEtag = (ifNoneMatch: string | undefined, etag: string) => (ifNoneMatch ?? '').split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
