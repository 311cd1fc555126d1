import type { FastifyInstance } from 'fastify';
import { recordKeyUse } from '../auth/api-key-uses';
import { createFileWork, DEFAULT_FILE_WORK } from '../throttle/file-work';
import { checkOperations } from './check-operations';
import { fastifySchemaOf, fastifyUrl } from './fastify-schema';
import { operationsOf } from './operations';
import { inFileSlot } from './pipeline/file-slot';
import { routePlanOf, type OperationDeps, type PipelineDeps } from './pipeline/route-plan';
import { runRequest } from './pipeline/run-request';

/**
 * Registers one route per operation of the document (spec-first, keyed by operationId), once the
 * document and the handlers agree (check-operations.ts). Each route runs the request pipeline
 * (pipeline/: validate, authenticate, authorize, tenant scope, idempotency, handler, outside
 * steps, answer); permissions are enforced there, once, never inside handlers.
 */
export function registerOperations(app: FastifyInstance, deps: OperationDeps): void {
  const operations = operationsOf(deps.document);
  checkOperations(operations, deps.handlers, deps.catalog);
  const fileSlots = deps.fileWork ?? createFileWork(DEFAULT_FILE_WORK);
  const pipeline: PipelineDeps = { ...deps, lifetimes: { idleMs: deps.services.sessionTtlMs, absoluteMs: deps.services.sessionAbsoluteMs } };
  for (const operation of operations) {
    const route = routePlanOf(operation, deps.handlers);
    app.route({
      method: operation.method.toUpperCase() as 'GET',
      url: fastifyUrl(operation.serverUrl, operation.path),
      schema: { ...fastifySchemaOf(deps.document, operation.spec, route.tenantScoped), operationId: operation.id } as object,
      // Validation errors wait until access is decided (pipeline/validate.ts): an anonymous caller gets 401, not the input rules.
      attachValidation: true,
      // A request made with an API key is audited once its answer (and status) is known.
      onSend: async (request, reply, payload) => {
        await recordKeyUse(deps.database, request, reply, deps.services.now());
        return payload;
      },
      handler: async (request, reply) => {
        await inFileSlot(route, fileSlots, request, async () => {
          await runRequest(route, pipeline, request, reply);
          // Until the answer has gone (a reply is thenable): a file slot is held while its file is sent.
          await reply;
        });
        return reply;
      },
    });
  }
}
