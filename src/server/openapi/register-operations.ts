import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordImpersonatedWrite } from '../auth/audit';
import { requestCaller, type SessionLifetimes } from '../auth/request-caller';
import { enforceRateLimits } from '../throttle/enforce';
import type { RateLimitPolicy } from '../throttle/rate-limiter';
import type { Database, Db } from '../db/database';
import { hostileInputProblem } from '../http/hostile-input';
import { HttpProblem, problems } from '../http/problem';
import type { Caller } from '../auth/caller';
import type { Services } from '../services';
import type { LoadedTenant, TenantRegistry } from '../tenants/load-tenants';
import type { LayoutCatalog } from '../../engine/layout';
import { checkedForm } from '../config/form-answers';
import type { TenantConfigs } from '../config/tenant-configs';
import { assertAllowed, OWNERSHIP, type AccessRule, type Ownership } from './access-control';
import { HTTP_METHODS, type OpenApiDocument, type OperationObject, type ParameterObject } from './document';
import { fastifySchemaOf, fastifyUrl } from './fastify-schema';
import { rootCallerOf } from './root-caller';
import type { FileReply, OperationHandlers, OperationId } from './operation-types';
import { finishSteps, firstStep, sendSettled, type FirstStep, type Steps } from './run-outside-steps';
import { acceptKey, liveKeyOf, noteKeyRequest, policiesFor, presentedKey, refuseKeyOnRootOperation } from './api-key-access';
import { recordKeyUse } from '../auth/api-key-uses';
import { createFileWork, DEFAULT_FILE_WORK, type FileWork } from '../throttle/file-work';
import { hashKey } from '../auth/sessions';
import { bearerOf } from '../auth/api-keys';
import { assertHuman } from '../bot-check/assert-human';

export interface OperationDeps {
  document: OpenApiDocument;
  handlers: OperationHandlers;
  tenants: TenantRegistry;
  database: Database;
  services: Services;
  configs: TenantConfigs;
  catalog: LayoutCatalog;
  /** The process's slots for x-file-work operations (PDF renders, exports, uploads); the defaults without. */
  fileWork?: FileWork;
}

interface Operation {
  id: OperationId;
  method: (typeof HTTP_METHODS)[number];
  path: string;
  serverUrl: string;
  spec: OperationObject;
}

/**
 * An operation's parameters with those its path declares for every method: OpenAPI lets a path
 * item share parameters, and an operation's own parameter of the same name and place wins. Merged
 * here, once, so validation, the fuzz test and the authorization table all see the same list.
 */
function withPathParameters(spec: OperationObject, shared: ParameterObject[] = []): OperationObject {
  if (!shared.length) return spec;
  const own = spec.parameters ?? [];
  const key = (p: ParameterObject) => `${p.in}:${p.name}`;
  const overridden = new Set(own.map(key));
  return { ...spec, parameters: [...shared.filter((p) => !overridden.has(key(p))), ...own] };
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const defaultServer = document.servers[0].url;
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const declared = item[method];
      if (!declared) return [];
      const spec = withPathParameters(declared, item.parameters);
      return [{ id: spec.operationId as OperationId, method, path, serverUrl: spec.servers?.[0]?.url ?? defaultServer, spec }];
    }),
  );
}

/**
 * Registers one route per operation of the document (spec-first, keyed by operationId). Start-up
 * fails on an operation without a handler, a handler without an operation, or an operation
 * without x-permission. Permissions are enforced here, once, never inside handlers.
 */
export function registerOperations(app: FastifyInstance, deps: OperationDeps): void {
  const operations = operationsOf(deps.document);
  const declared = new Set(operations.map((o) => o.id));
  const missing = operations.filter((o) => !deps.handlers[o.id]).map((o) => o.id);
  const extra = Object.keys(deps.handlers).filter((id) => !declared.has(id as OperationId));
  const undeclared = operations.filter((o) => !o.spec['x-permission']).map((o) => o.id);
  const unowned = operations
    .filter((o) => o.spec['x-permission'] !== 'public' && !OWNERSHIP.includes(o.spec['x-owner'] as Ownership))
    .map((o) => o.id);
  if (missing.length) throw new Error(`Operations without a handler: ${missing.join(', ')}`);
  if (extra.length) throw new Error(`Handlers without an operation: ${extra.join(', ')}`);
  if (undeclared.length) throw new Error(`Operations without x-permission: ${undeclared.join(', ')}`);
  if (unowned.length) throw new Error(`Operations without x-owner (${OWNERSHIP.join(', ')}): ${unowned.join(', ')}`);
  const idempotent = (o: Operation) => o.spec['x-idempotent'] === true;
  const stepsWithoutKey = operations.filter((o) => 'steps' in deps.handlers[o.id] !== idempotent(o)).map((o) => o.id);
  if (stepsWithoutKey.length) throw new Error(`x-idempotent and an outside-steps handler go together: ${stepsWithoutKey.join(', ')}`);
  const formless = operations.filter((o) => o.spec['x-form'] !== undefined && !deps.catalog.forms.has(o.spec['x-form'])).map((o) => o.id);
  if (formless.length) throw new Error(`Operations whose x-form names no form: ${formless.join(', ')}`);
  const misplacedStaffPermission = operations.filter((o) => o.spec['x-staff-permission'] !== undefined && o.spec['x-owner'] !== 'account').map((o) => o.id);
  if (misplacedStaffPermission.length) throw new Error(`x-staff-permission is only for x-owner account: ${misplacedStaffPermission.join(', ')}`);

  const fileSlots = deps.fileWork ?? createFileWork(DEFAULT_FILE_WORK);
  const lifetimes: SessionLifetimes = { idleMs: deps.services.sessionTtlMs, absoluteMs: deps.services.sessionAbsoluteMs };
  for (const operation of operations) {
    const tenantScoped = operation.serverUrl.includes('{tenant}');
    const definition = deps.handlers[operation.id];
    if ((definition.scope === 'tenant') !== tenantScoped) {
      throw new Error(`Handler ${operation.id} is ${definition.scope}-scoped but the document serves it at ${operation.serverUrl}`);
    }
    const rule: AccessRule = {
      permission: operation.spec['x-permission'] as string,
      owner: operation.spec['x-owner'] as Ownership | undefined,
      staffPermission: operation.spec['x-staff-permission'],
    };
    const rateLimits = (operation.spec['x-rate-limit'] ?? []) as RateLimitPolicy[];
    const keyScope = operation.spec['x-api-key-scope'];
    const formId = operation.spec['x-form'];
    const fileWork = operation.spec['x-file-work'] === true;
    const botChecked = operation.spec['x-bot-check'] === true;
    const successStatus = Number(Object.keys(operation.spec.responses).find((status) => status.startsWith('2')) ?? 200);
    app.route({
      method: operation.method.toUpperCase() as 'GET',
      url: fastifyUrl(operation.serverUrl, operation.path),
      schema: { ...fastifySchemaOf(deps.document, operation.spec, tenantScoped), operationId: operation.id } as object,
      // Validation errors wait until access is decided: an anonymous caller gets 401, not the input rules.
      attachValidation: true,
      // A request made with an API key is audited once its answer (and status) is known.
      onSend: async (request, reply, payload) => {
        await recordKeyUse(deps.database, request, reply, deps.services.now());
        return payload;
      },
      handler: async (request, reply) => {
        // File work waits for a slot before it opens a transaction: waiting holds no connection.
        const release = fileWork ? await fileSlots.acquire(fileCallerOf(request)) : undefined;
        try {
          return await handle(request, reply);
        } finally {
          // The file is built by now (sendFile awaits it): the slot goes to the next in line.
          release?.();
        }
      },
    });
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
        // A request made with a key is audited whatever answers it, hostile input refused below included.
        if (tenantScoped) noteKeyRequest(request, deps.tenants.get((request.params as { tenant: string }).tenant)?.id, operation.id);
        // Values no schema bounds (NUL characters, free-form depth and width) are refused before anything else.
        const hostile = hostileInputProblem(request);
        if (hostile) throw hostile;
        const base = { body: request.body, query: request.query, params: request.params, request, reply, services: deps.services } as never;
        reply.code(successStatus);
        if (definition.scope === 'root') {
          refuseKeyOnRootOperation(request);
          // No tenant in the path: a non-public operation's session decides the tenant, then access is decided as for any other.
          const session = rule.permission === 'public' ? undefined : await rootCallerOf(request, { tenants: deps.tenants, database: deps.database, now: deps.services.now }, lifetimes);
          if (rule.permission !== 'public') assertAllowed(rule, session === null ? null : session?.caller, false);
          if (request.validationError) throw request.validationError;
          const tenantAsRunning = (tenant: Parameters<TenantConfigs['tenantFor']>[1]) => deps.database.withTenant(tenant.id, (db) => deps.configs.tenantFor(db, tenant));
          return reply.send(await definition.handle({ ...(base as object), tenants: deps.tenants, tenantAsRunning, session: session ?? undefined, configs: deps.configs } as never));
        }
        const tenant = deps.tenants.get((request.params as { tenant: string }).tenant);
        if (!tenant) throw problems.unknownTenant();
        // A key decides alone (user-key is then ignored), and only where the operation takes keys.
        const key = presentedKey(request, keyScope);
        // A public operation has no access to decide first: bad input is refused before it is counted.
        if (request.validationError && rule.permission === 'public') throw request.validationError;
        const policies = policiesFor(rateLimits, key, deps.services.apiKeyRateLimit);
        const forgivable = policies.length ? await enforceRateLimits(deps.services.rateLimiter, tenant.id, operation.id, policies, request, deps.services.now()) : [];
        // After the limits (a bot's attempts count), before the request's transaction (the provider's answer holds no connection).
        if (botChecked) await assertHuman(deps.services.botCheck, await deps.database.withTenant(tenant.id, (db) => deps.configs.tenantFor(db, tenant)), request);
        const kind = operation.method === 'get' ? 'read' : 'write';
        const open = async (db: Db, local: boolean) => {
          const opened = await requestCaller(db, tenant, lifetimes, {
            key: key === undefined ? userKeyOf(request) : undefined,
            now: deps.services.now(),
            // Only a well-formed id reaches the database; a malformed one is refused after access is decided.
            accountId: accountIdOf(request),
            transactionLocal: local,
          });
          // requestCaller scoped the connection to the tenant: the key is looked up under its RLS.
          return { ...opened, apiKey: key === undefined ? undefined : await liveKeyOf(db, key, deps.services.now()) };
        };
        let scoped: Db | undefined;
        let impersonatedCaller: Caller | undefined;
        const result = await deps.database.withRequest(tenant.id, kind, open, async (db, { caller, ownsAccount, apiKey }) => {
          scoped = db;
          const acceptedKey = key !== undefined && keyScope !== undefined ? acceptKey(request, apiKey ?? null, keyScope) : undefined;
          if (!acceptedKey) assertAllowed(rule, caller, ownsAccount);
          if (request.validationError) throw request.validationError;
          const running = await deps.configs.tenantFor(db, tenant);
          const form = formId ? await checkedForm(db, tenant.id, formId, (request.body as { extra?: unknown } | undefined)?.extra) : undefined;
          const context = { ...(base as object), tenant: running, db, caller: caller ?? undefined, apiKey: acceptedKey, form, configs: deps.configs, catalog: deps.catalog };
          const answer =
            'steps' in definition
              ? { first: await firstStep(definition.steps as unknown as Steps, context as never, operation.id, successStatus), tenant: running }
              : await definition.handle(context as never);
          if (caller?.impersonatorId && operation.method !== 'get') {
            // A step operation that goes on to its outside call is answered later (a decline is a 402): audited then, with that status.
            const first = 'steps' in definition ? (answer as { first: FirstStep }).first : undefined;
            if (first && !('answer' in first)) impersonatedCaller = caller;
            else await recordImpersonatedWrite(db, tenant.id, caller, { operationId: operation.id, method: request.method, path: request.url, status: first && 'answer' in first ? first.answer.status : reply.statusCode });
          }
          return answer;
        });
        // Committed: mail the request queued goes now, not at the worker's next tick.
        if (scoped) deps.services.mailer.committed(scoped);
        // It succeeded: a failures-only limit (a user's own logins) gives its hit back.
        for (const hit of forgivable) await deps.services.rateLimiter.forgive(tenant.id, hit.key, hit.windowMs, deps.services.now());
        if ('steps' in definition) {
          const { first, tenant: running } = result as { first: FirstStep; tenant: LoadedTenant };
          if ('answer' in first) return sendSettled(request, reply, first.answer);
          let status = 500;
          let finished: { status: number; body: unknown };
          try {
            finished = await finishSteps(definition.steps as unknown as Steps, { ...deps, tenant: running, body: request.body }, operation.id, first.plan, first.ref, successStatus);
            status = finished.status;
          } catch (error) {
            if (error instanceof HttpProblem) status = error.status;
            throw error;
          } finally {
            const actor = impersonatedCaller;
            // Committed before the answer goes out: whoever reads the audit log after the answer finds the line.
            if (actor) await deps.database.withTenant(tenant.id, (db) => recordImpersonatedWrite(db, tenant.id, actor, { operationId: operation.id, method: request.method, path: request.url, status }));
          }
          return sendSettled(request, reply, { ...finished, replayed: false });
        }
        if (!isFileReply(result)) return reply.send(result);
        return sendFile(request, reply, { ...result, file: typeof result.file === 'function' ? await result.file() : result.file });
    };
  }
}

/**
 * Who asks for file work, before access is decided (the slot is taken before the transaction): the
 * key or session key presented, by its hash, else the client address. A made-up key only queues
 * behind its own requests, and the process-wide queue bounds them all.
 */
function fileCallerOf(request: FastifyRequest): string {
  const key = bearerOf(request) ?? userKeyOf(request);
  return key ? `key:${hashKey(key)}` : `ip:${request.ip}`;
}

const isFileReply = (value: unknown): value is FileReply =>
  typeof value === 'object' && value !== null && (Buffer.isBuffer((value as FileReply).file) || typeof (value as FileReply).file === 'function');

function sendFile(request: FastifyRequest, reply: FastifyReply, { file, contentType, filename, disposition, cache }: FileReply & { file: Buffer }) {
  // RFC 6266: a plain ASCII fallback plus the UTF-8 name.
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  reply.header('content-disposition', `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`);
  // Account files are private: never kept by a shared cache.
  if (!cache) return reply.type(contentType).header('cache-control', 'private, no-store').send(file);
  // Kept, but asked about on every use: what a URL answers may change (a form's choices come from settings).
  reply.header('cache-control', 'public, no-cache').header('etag', cache.etag);
  if (matchesEtag(request.headers['if-none-match'], cache.etag)) return reply.code(304).send();
  return reply.type(contentType).send(file);
}

const matchesEtag = (ifNoneMatch: string | undefined, etag: string) => (ifNoneMatch ?? '').split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

function userKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['user-key'];
  return typeof key === 'string' && key ? key : undefined;
}

/**
 * The path's account_id when it passed its schema (only a well-formed id reaches the database; a
 * malformed one is refused once access is decided). Fastify checks params first, with every error.
 */
function accountIdOf(request: FastifyRequest): string | undefined {
  const id = (request.params as { account_id?: unknown }).account_id;
  const failed = request.validationError as { validationContext?: string; validation?: { instancePath?: string }[] } | undefined;
  const malformed = failed?.validationContext === 'params' && failed.validation?.some((e) => e.instancePath === '/account_id');
  return typeof id === 'string' && !malformed ? id : undefined;
}
