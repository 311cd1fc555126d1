/**
 * Multipart uploads (POST /assets/logos, /assets/images: field `files`). The OpenAPI document
 * declares their bodies as multipart/form-data, which ajv never sees (fastify-schema.ts takes
 * JSON bodies only): this hook reads and checks them instead, before the operation's transaction
 * opens, so a slow upload holds no database connection. At most IMAGE_LIMITS.maxBytes are
 * buffered: a larger file stops the parser and answers 413 without reading the rest into memory.
 * Any other operation sent multipart is refused with 415, as before the plugin was registered.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HTTP_METHODS, type OpenApiDocument } from '../openapi/document';
import { HttpProblem } from '../http/problem';
import { withHook } from '../http/route-hooks';
import { IMAGE_LIMITS } from './checks/check-image';
import { fillProblem, problemMessages } from '../../engine/messages/problems';

export interface Upload {
  /** The file name the client sent (not yet checked). */
  filename: string;
  bytes: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The one file of a multipart operation, read by the hook below; undefined when none was sent. */
    upload?: Upload;
  }
}

export const UPLOAD_FIELD = 'files';

/** operationIds whose request body is multipart/form-data. */
function multipartOperations(document: OpenApiDocument): Set<string> {
  const ids = new Set<string>();
  for (const item of Object.values(document.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (op?.requestBody?.content['multipart/form-data']) ids.add(op.operationId);
    }
  }
  return ids;
}

const oneFile = () => new HttpProblem(400, 'ONE_FILE_ONLY', problemMessages.oneFileOnly);

async function readUpload(request: FastifyRequest): Promise<void> {
  // Without a session key the operation answers 401 before its handler: an anonymous upload is not read at all.
  if (!request.isMultipart() || !request.headers['user-key']) return;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD) throw new HttpProblem(400, 'VALIDATION_FAILED', fillProblem('notAnUploadField', { field: part.fieldname, upload: UPLOAD_FIELD }));
      if (request.upload) throw oneFile();
      request.upload = { filename: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw oneFile();
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpProblem(413, 'FILE_TOO_LARGE', fillProblem('fileTooLarge', { mb: IMAGE_LIMITS.maxBytes / 1024 / 1024 }));
    if (error instanceof HttpProblem) throw error;
    // Malformed multipart (a missing boundary, a truncated body): the client's fault.
    throw new HttpProblem((error as { statusCode?: number }).statusCode && (error as { statusCode: number }).statusCode < 500 ? (error as { statusCode: number }).statusCode : 400, 'BAD_MULTIPART', problemMessages.badMultipart);
  }
}

/** Registers the multipart parser and, on every operation route, the matching hook. Call before the operations are registered. */
export async function registerUploads(app: FastifyInstance, document: OpenApiDocument): Promise<void> {
  const uploads = multipartOperations(document);
  await app.register(fastifyMultipart, {
    // One file, a few small fields: anything more is refused before it is buffered.
    limits: { fileSize: IMAGE_LIMITS.maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 100 },
    throwFileSizeLimit: true,
    // The name as sent: busboy would otherwise cut "../../x.png" to "x.png" and hide the attempt.
    preservePath: true,
  });
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    if (!operationId) return;
    const hook = uploads.has(operationId)
      ? readUpload
      : async (request: FastifyRequest) => {
          if (request.isMultipart()) throw new HttpProblem(415, 'UNSUPPORTED_MEDIA_TYPE', problemMessages.noMultipartBody);
        };
    route.preValidation = withHook(route.preValidation, hook);
  });
}
