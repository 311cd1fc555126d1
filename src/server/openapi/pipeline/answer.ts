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

export const isFileReply = (value: unknown): value is FileReply =>
  typeof value === 'object' && value !== null && (Buffer.isBuffer((value as FileReply).file) || typeof (value as FileReply).file === 'function');

function sendFile(request: FastifyRequest, reply: FastifyReply, { file, contentType, filename, disposition, cache }: FileReply & { file: Buffer }): void {
  // RFC 6266: a plain ASCII fallback plus the UTF-8 name.
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  reply.header('content-disposition', `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`);
  // Account files are private: never kept by a shared cache.
  if (!cache) {
    reply.type(contentType).header('cache-control', 'private, no-store').send(file);
    return;
  }
  // Kept, but asked about on every use: what a URL answers may change (a form's choices come from settings).
  reply.header('cache-control', 'public, no-cache').header('etag', cache.etag);
  if (matchesEtag(request.headers['if-none-match'], cache.etag)) reply.code(304).send();
  else reply.type(contentType).send(file);
}

const matchesEtag = (ifNoneMatch: string | undefined, etag: string) => (ifNoneMatch ?? '').split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
