/**
 * The body of POST /imports: the file itself (application/x-ndjson or text/csv), streamed into
 * import_chunks as it arrives — never held whole — before the operation's transaction opens, as
 * assets/multipart.ts reads uploads. Both operations are file work (x-file-work): the slot is taken
 * before the first byte and the route runs in it (pipeline/file-slot.ts). The caller is checked
 * first by the pipeline's own stages, authenticate and authorize, in a short transaction of its
 * own (the route runs them again), so nobody else's bytes are ever stored. A file past
 * the size cap stops the upload at once: 413, and nothing of it kept. The stored job stays
 * `uploading` until the route accepts the request (createImport queues it in its transaction):
 * whatever the route refuses after the bytes are in — the key's rate limit (429), input it
 * validates — is answered with its error, and the file is dropped here once that answer is sent,
 * never run.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { SessionLifetimes } from '../auth/request-caller';
import type { Database } from '../db/database';
import { importJobs } from '../db/schema';
import { hostileInputProblem } from '../http/hostile-input';
import { HttpProblem } from '../http/problem';
import { withHook } from '../http/route-hooks';
import { keyOf, whoAsks } from '../openapi/pipeline/authenticate';
import { authorize } from '../openapi/pipeline/authorize';
import { takeFileSlot } from '../openapi/pipeline/file-slot';
import type { RoutePlan } from '../openapi/pipeline/route-plan';
import type { LoadedTenant, TenantRegistry } from '../tenants/load-tenants';
import type { FileWork } from '../throttle/file-work';
import { ChunkWriter, dropChunks } from './chunks';
import { readDocumentFile } from './document-upload';
import { isImportKind, kindOfFileName } from './kinds';
import { fillProblem, problemMessages } from '../../engine/messages/problems';

export const IMPORT_MEDIA_TYPES = { 'application/x-ndjson': 'ndjson', 'text/csv': 'csv' } as const;
export const DEFAULT_MAX_IMPORT_BYTES = 1024 * 1024 * 1024;
const UPLOAD_OPERATION = 'createImport';
const DOCUMENT_FILE_OPERATION = 'putImportDocumentFile';
export const DOCUMENT_MEDIA_TYPE = 'application/pdf';

declare module 'fastify' {
  interface FastifyRequest {
    /** The import job a POST /imports body was stored as (still uploading until the route queues it), when one was. */
    importUpload?: { jobId: number; tenantId: string };
    /** The PDF a PUT /imports/documents/{document_id}/file sent, read whole (at most its cap) once the caller was allowed. */
    documentFile?: Buffer;
  }
}

export interface UploadDeps {
  database: Database;
  tenants: TenantRegistry;
  now(): Date;
  lifetimes: SessionLifetimes;
  maxBytes: number;
  /** Cap of a document's PDF (PUT /imports/documents/{document_id}/file). */
  maxDocumentBytes: number;
  /** Called once the job is queued (committed): the worker starts on it. */
  queued(): void;
  /** The route plan of an operation (access rule, key scope, x-file-work), as the pipeline reads it. */
  routeOf(operationId: string): RoutePlan | undefined;
  /** The process's file-work slots, the routes' own. */
  fileWork: FileWork;
}

const mediaTypeOf = (request: FastifyRequest) => (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
const isStream = (body: unknown): body is Readable => typeof body === 'object' && body !== null && typeof (body as Readable).pipe === 'function';

/**
 * Who may send the file, decided by the pipeline's stages as the route will decide it (the
 * operation's x-permission, x-owner and x-api-key-scope: a Bearer key decides alone). Null for
 * anybody the route refuses: it answers them itself, and their body is never read.
 */
async function uploaderOf(request: FastifyRequest, tenant: LoadedTenant, route: RoutePlan, deps: UploadDeps): Promise<{ userId: number | null; apiKeyId: number | null } | null> {
  try {
    const key = keyOf(route, request);
    const asker = await deps.database.withTenant(tenant.id, (db) => whoAsks(request, tenant, key, { lifetimes: deps.lifetimes, services: { now: deps.now } })(db, true));
    const apiKey = authorize(route, request, key, asker);
    if (apiKey) return { userId: null, apiKeyId: apiKey.id };
    return asker.caller ? { userId: asker.caller.userId, apiKeyId: null } : null;
  } catch (error) {
    if (error instanceof HttpProblem) return null;
    throw error;
  }
}

async function storeUpload(request: FastifyRequest, body: Readable, route: RoutePlan, deps: UploadDeps): Promise<void> {
  const tenant = deps.tenants.get((request.params as { tenant?: string }).tenant ?? '');
  if (!tenant) return;
  // Values no column holds (a NUL in file_name) are the route's 400: never written here first.
  if (hostileInputProblem(request)) return;
  const by = await uploaderOf(request, tenant, route, deps);
  // The route answers 401 or 403 itself; the body of a caller it refuses is never read.
  if (!by) return;
  const query = request.query as { format?: string; kind?: string; file_name?: string };
  // A query the route refuses (400) is answered before any byte is stored.
  if ((query.format !== undefined && query.format !== 'ndjson' && query.format !== 'csv') || (query.kind !== undefined && !isImportKind(query.kind))) return;
  const format = IMPORT_MEDIA_TYPES[mediaTypeOf(request) as keyof typeof IMPORT_MEDIA_TYPES];
  if (query.format !== undefined && query.format !== format) {
    throw new HttpProblem(415, 'UNSUPPORTED_MEDIA_TYPE', fillProblem('importFormatBody', { format: query.format, mediaType: query.format === 'csv' ? 'text/csv' : 'application/x-ndjson' }));
  }
  const fileName = typeof query.file_name === 'string' ? query.file_name.slice(0, 200) : '';
  const kind = isImportKind(query.kind) ? query.kind : format === 'csv' ? (kindOfFileName(fileName) ?? null) : null;
  const [job] = await deps.database.withTenant(tenant.id, (db) =>
    db.insert(importJobs).values({ tenantId: tenant.id, source: 'api', format, kind, fileName, status: 'uploading', ...by }).returning({ id: importJobs.id }),
  );
  const writer = new ChunkWriter(deps.database, tenant.id, job.id);
  const hash = createHash('sha256');
  let size = 0;
  try {
    for await (const piece of body) {
      const data = piece as Buffer;
      size += data.length;
      if (size > deps.maxBytes) throw new HttpProblem(413, 'FILE_TOO_LARGE', fillProblem('fileTooLarge', { mb: Math.floor(deps.maxBytes / 1024 / 1024) }));
      hash.update(data);
      await writer.write(data);
    }
    await writer.flush();
  } catch (error) {
    body.destroy();
    await dropChunks(deps.database, tenant.id, job.id);
    const reason = error instanceof HttpProblem ? error.detail : 'The upload was cut off.';
    await deps.database.withTenant(tenant.id, (db) => db.update(importJobs).set({ status: 'failed', error: reason, size, finishedAt: deps.now() }).where(eq(importJobs.id, job.id)));
    if (error instanceof HttpProblem) throw error;
    throw new HttpProblem(400, 'UPLOAD_FAILED', reason);
  }
  // Still `uploading`: createImport queues it, in the transaction that answers 202.
  await deps.database.withTenant(tenant.id, (db) => db.update(importJobs).set({ size, sha256: hash.digest('hex') }).where(eq(importJobs.id, job.id)));
  request.importUpload = { jobId: job.id, tenantId: tenant.id };
}

/**
 * Once the answer is sent: an accepted upload (2xx, its job queued and committed) wakes the worker;
 * a refused one (429, 400, 401…) leaves no job to run and no bytes — its job fails, its chunks go.
 */
async function settleUpload(request: FastifyRequest, statusCode: number, deps: UploadDeps): Promise<void> {
  const upload = request.importUpload;
  if (!upload) return;
  if (statusCode >= 200 && statusCode < 300) {
    deps.queued();
    return;
  }
  try {
    await dropChunks(deps.database, upload.tenantId, upload.jobId);
    await deps.database.withTenant(upload.tenantId, (db) =>
      db
        .update(importJobs)
        .set({ status: 'failed', error: `The upload was refused (${statusCode}).`, finishedAt: deps.now() })
        .where(and(eq(importJobs.id, upload.jobId), eq(importJobs.status, 'uploading'))),
    );
  } catch (error) {
    request.log.error({ err: error, jobId: upload.jobId }, 'could not drop a refused import upload');
  }
}

/** Registers the file parsers and, on every operation route, the hook that stores (or refuses) such a body. Call before the operations are registered. */
export function registerImportUploads(app: FastifyInstance, deps: UploadDeps): void {
  // The body stays a stream: the hook below reads it, chunk by chunk.
  app.addContentTypeParser([...Object.keys(IMPORT_MEDIA_TYPES), DOCUMENT_MEDIA_TYPE], (_request, payload, done) => done(null, payload));
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    if (!operationId) return;
    const hook = async (request: FastifyRequest) => {
      const body = request.body;
      if (!isStream(body)) return;
      // No other check ever sees the stream: the route gets the stored job, or no body.
      request.body = undefined;
      const mediaType = mediaTypeOf(request);
      const plan = deps.routeOf(operationId);
      const upload = operationId === UPLOAD_OPERATION && mediaType in IMPORT_MEDIA_TYPES;
      const documentFile = operationId === DOCUMENT_FILE_OPERATION && mediaType === DOCUMENT_MEDIA_TYPE;
      if (!plan || !(upload || documentFile)) throw new HttpProblem(415, 'UNSUPPORTED_MEDIA_TYPE', problemMessages.noSuchBody);
      // File work from the first byte: the slot (or its 429 / 503) before anything is read.
      await takeFileSlot(plan, deps.fileWork, request);
      try {
        if (upload) return await storeUpload(request, body, plan, deps);
        const tenant = deps.tenants.get((request.params as { tenant?: string }).tenant ?? '');
        return await readDocumentFile(request, body, deps.maxDocumentBytes, async () => Boolean(tenant && (await uploaderOf(request, tenant, plan, deps))));
      } catch (error) {
        // A body cut off (or refused) mid-read: the route will not run, and a client that has gone
        // gets no onResponse either, so the slot goes back here (giving it back twice is harmless).
        request.fileSlot?.();
        throw error;
      }
    };
    route.preValidation = withHook(route.preValidation, hook);
    if (operationId !== UPLOAD_OPERATION && operationId !== DOCUMENT_FILE_OPERATION) return;
    // A slot the hook took is given back once the answer has gone, or the client, should the route not have run.
    const giveBack = async (request: FastifyRequest) => request.fileSlot?.();
    route.onResponse = withHook(route.onResponse, giveBack);
    route.onRequestAbort = withHook(route.onRequestAbort, giveBack);
    if (operationId === UPLOAD_OPERATION) route.onResponse = withHook(route.onResponse, async (request: FastifyRequest, reply: { statusCode: number }) => settleUpload(request, reply.statusCode, deps));
  });
}
