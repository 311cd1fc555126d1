/** Handler types derived from the generated `operations`, so a handler cannot drift from the document. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../../openapi/generated/tenant-api';
import type { Db } from '../db/database';
import type { LoadedTenant, TenantRegistry } from '../tenants/load-tenants';
import type { Caller } from '../auth/caller';
import type { ApiKeyCaller } from '../auth/api-keys';
import type { Services } from '../services';
import type { LayoutCatalog } from '../../engine/layout';
import type { SubmittedForm } from '../config/form-answers';
import type { TenantConfigs } from '../config/tenant-configs';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];
type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Responses<K extends OperationId> = Op<K>['responses'];

export type RequestBody<K extends OperationId> = JsonContent<NonNullable<Op<K>['requestBody']>>;
export type QueryOf<K extends OperationId> = NonNullable<Op<K>['parameters']['query']>;
export type PathOf<K extends OperationId> = NonNullable<Op<K>['parameters']['path']>;
/** A file answer (PDF, CSV, XLSX): sent as is with its type and a download name. */
export interface FileReply {
  /**
   * The bytes, or how to make them from data the handler already read: a function runs after the
   * request's transaction has ended, so drawing a PDF or a spreadsheet never holds a database
   * connection (on PGlite, the one every other request waits for).
   */
  file: Buffer | (() => Promise<Buffer>);
  contentType: string;
  /** Offered as the download name (Content-Disposition); inline files open in the browser. */
  filename: string;
  disposition: 'inline' | 'attachment';
  /**
   * A public file anyone of the tenant may keep (a form's validators): cached and revalidated by
   * its ETag; `immutable` when the URL asked names these very bytes (a hash of them), so it is kept
   * a year and never asked about again. Without it the file is private and never stored (account files).
   */
  cache?: { etag: string; immutable?: boolean };
  /**
   * The same bytes compressed once, at brotli's best quality and gzip's, for a public file sent
   * again and again (a form's validators): sent as the request accepts, not compressed afresh
   * (at a lower quality) on every request.
   */
  encoded?: { br: Buffer; gzip: Buffer };
}
/** The body a response declares: its JSON schema's type, or a FileReply for any other media type. */
type BodyOf<R> = R extends { content: infer C } ? ('application/json' extends keyof C ? JsonContent<R> : FileReply) : void;
export type SuccessBody<K extends OperationId> = 200 extends keyof Responses<K>
  ? BodyOf<Responses<K>[200]>
  : 201 extends keyof Responses<K>
    ? BodyOf<Responses<K>[201]>
    : 202 extends keyof Responses<K>
      ? BodyOf<Responses<K>[202]>
      : void;

interface BaseContext<K extends OperationId> {
  body: RequestBody<K>;
  query: QueryOf<K>;
  params: PathOf<K>;
  request: FastifyRequest;
  reply: FastifyReply;
  services: Services;
}

/** Context of an operation under /api/{tenant}: a tenant-scoped transaction and the caller. */
export interface TenantContext<K extends OperationId> extends BaseContext<K> {
  /** The tenant as it runs: tenant.json with its published settings and layout. */
  tenant: LoadedTenant;
  db: Db;
  /**
   * Present for every operation whose x-permission is not `public` (enforced before the handler),
   * unless an API key made the request: then `apiKey` is set and `caller` is undefined (only on an
   * operation with x-api-key-scope). `actorOf` (auth/actor.ts) names who acted, either way.
   */
  caller: Caller | undefined;
  /** The tenant API key that made the request, accepted for the operation's x-api-key-scope. */
  apiKey: ApiKeyCaller | undefined;
  /** For an operation with x-form: the published form the body was checked against (its extra answers included). */
  form: SubmittedForm | undefined;
  /** The tenants' published configuration, for the configuration operations. */
  configs: TenantConfigs;
  /** What a layout may name (operations, forms): layouts are checked against it when saved. */
  catalog: LayoutCatalog;
}

/** Context of a tenant-less operation (its own `servers: /api`). */
export interface RootContext<K extends OperationId> extends BaseContext<K> {
  tenants: TenantRegistry;
  /** A tenant as it runs (with its published settings and layout), read in a transaction of its own. */
  tenantAsRunning(tenant: LoadedTenant): Promise<LoadedTenant>;
  /**
   * For an operation whose x-permission is not `public`: the caller's session and the tenant it
   * belongs to (the session decides the tenant; access already checked before the handler).
   */
  session: { tenant: LoadedTenant; caller: Caller } | undefined;
  /** The tenants' published configuration of this process. */
  configs: TenantConfigs;
}

/** What the second transaction of an operation with an outside call knows: no request, no caller — only its plan. */
export interface CompletionContext {
  tenant: LoadedTenant;
  db: Db;
  services: Services;
}

/** What the outside call gets: the tenant, the services and a key to pass to the outside world. */
export interface OutsideContext {
  tenant: LoadedTenant;
  services: Services;
  /** Stable for the Idempotency-Key: every retry sends the gateway the same key. */
  outsideKey: string;
}

/**
 * An operation that reaches the outside world (a payment gateway) exactly once per
 * Idempotency-Key (x-idempotent), in three steps the pipeline runs apart: `prepare` in the
 * request's transaction decides everything and returns a plan (plain JSON, stored with the key);
 * `call` runs outside any transaction, so a slow gateway holds no connection; `complete` records
 * its outcome in a transaction of its own and answers. A retry after a crash between the steps
 * resumes from the stored plan, so `call` and `complete` must be safe to run again.
 */
export interface OutsideSteps<K extends OperationId, Plan, Outcome> {
  prepare(ctx: TenantContext<K>): Promise<{ plan: Plan } | { answer: SuccessBody<K> }>;
  /**
   * `body` is this request's (the same as the first's: the key's hash says so). It carries what must
   * never be stored, a card number, so the plan need not: a retry after a crash brings it again.
   */
  call(ctx: OutsideContext & { body: RequestBody<K> }, plan: Plan): Promise<Outcome>;
  /** Throwing an HttpProblem (a decline) answers it, and every retry of the key replays it. */
  complete(ctx: CompletionContext, plan: Plan, outcome: Outcome): Promise<SuccessBody<K>>;
  /**
   * When `complete` threw its problem (a decline): runs in the transaction that stores that answer,
   * once per key (retries replay the answer), so a "payment failed" notice queued here goes once.
   */
  failed?(ctx: CompletionContext, plan: Plan, outcome: Outcome): Promise<void>;
}

export type HandlerDefinition<K extends OperationId> =
  | { scope: 'tenant'; handle: (ctx: TenantContext<K>) => Promise<SuccessBody<K>> }
  | { scope: 'tenant'; steps: OutsideSteps<K, unknown, unknown> }
  | { scope: 'root'; handle: (ctx: RootContext<K>) => Promise<SuccessBody<K>> };

/** One handler per operationId; the compiler refuses a missing one, start-up refuses an extra one. */
export type OperationHandlers = { [K in OperationId]: HandlerDefinition<K> };

export const tenantHandler = <K extends OperationId>(handle: (ctx: TenantContext<K>) => Promise<SuccessBody<K>>): HandlerDefinition<K> => ({
  scope: 'tenant',
  handle,
});
export const rootHandler = <K extends OperationId>(handle: (ctx: RootContext<K>) => Promise<SuccessBody<K>>): HandlerDefinition<K> => ({
  scope: 'root',
  handle,
});

/**
 * The plan and outcome types are the steps' own business: the pipeline only carries a plan from
 * `prepare` to `call` and an outcome from `call` to `complete`, so it holds them as unknown
 * (the steps' methods take back what they gave).
 */
export const outsideStepsHandler = <K extends OperationId, Plan, Outcome>(steps: OutsideSteps<K, Plan, Outcome>): HandlerDefinition<K> => ({
  scope: 'tenant',
  steps,
});
