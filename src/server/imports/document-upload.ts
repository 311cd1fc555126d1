/**
 * The body of PUT /imports/documents/{document_id}/file: the supplier's PDF, read before the
 * operation's transaction opens (a slow upload holds no connection), and only once the caller is
 * one the route will allow — nobody else's bytes are read into memory. Past the cap the upload
 * stops at once with 413.
 */
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { HttpProblem } from '../http/problem';
import { fillProblem, problemMessages } from '../../engine/messages/problems';

/** `allowed` answers whether the route will let the caller in (upload.ts uploaderOf). */
export async function readDocumentFile(request: FastifyRequest, body: Readable, maxBytes: number, allowed: () => Promise<boolean>): Promise<void> {
  // The route answers an unknown tenant, 401 and 403 itself; a refused caller's body is never read.
  if (!(await allowed())) return;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const piece of body) {
      const data = piece as Buffer;
      size += data.length;
      if (size > maxBytes) throw new HttpProblem(413, 'FILE_TOO_LARGE', fillProblem('fileTooLarge', { mb: Math.floor(maxBytes / 1024 / 1024) }));
      chunks.push(data);
    }
  } catch (error) {
    body.destroy();
    if (error instanceof HttpProblem) throw error;
    throw new HttpProblem(400, 'UPLOAD_FAILED', problemMessages.uploadCutOff);
  }
  request.documentFile = Buffer.concat(chunks);
}
