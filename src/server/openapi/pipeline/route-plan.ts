import type { SessionLifetimes } from '../../auth/request-caller';
import type { Database, RequestKind } from '../../db/database';
import type { Services } from '../../services';
import type { TenantConfigs } from '../../config/tenant-configs';
import type { TenantRegistry } from '../../tenants/load-tenants';
import type { LayoutCatalog } from '../../../engine/layout';
import type { RateLimitPolicy } from '../../throttle/rate-limiter';
import type { FileWork } from '../../throttle/file-work';
import type { AccessRule, Ownership } from '../access-control';
import type { OpenApiDocument } from '../document';
import type { OperationHandlers, OperationId } from '../operation-types';
import type { Operation } from '../operations';

/** What the routes are built from (app.ts passes it to registerOperations). */
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

/** What every stage may use: the operation deps and the session lifetimes, read once from the services. */
export interface PipelineDeps extends OperationDeps {
  lifetimes: SessionLifetimes;
}

/** What one route knows from the document, read once at start-up so no stage reads the declaration again. */
export interface RoutePlan {
  id: OperationId;
  /** A GET is a read (on PostgreSQL it runs without a transaction); anything else a write. */
  kind: RequestKind;
  /** Served under /api/{tenant}, or tenant-less (its own `servers: /api`). */
  tenantScoped: boolean;
  /** x-permission, x-owner and x-staff-permission. */
  rule: AccessRule;
  rateLimits: RateLimitPolicy[];
  /** x-api-key-scope: the only operations a tenant API key may call. */
  keyScope: string | undefined;
  /** x-form: the form whose `extra` answers the body carries. */
  formId: string | undefined;
  /** x-file-work: waits for one of the process's file slots before anything else. */
  fileWork: boolean;
  /** x-bot-check: a person's token where the tenant set a site key. */
  botChecked: boolean;
  /** The first 2xx the operation declares: the status of its answer. */
  successStatus: number;
  definition: OperationHandlers[OperationId];
}

export function routePlanOf(operation: Operation, handlers: OperationHandlers): RoutePlan {
  const { spec } = operation;
  return {
    id: operation.id,
    kind: operation.method === 'get' ? 'read' : 'write',
    tenantScoped: operation.serverUrl.includes('{tenant}'),
    rule: { permission: spec['x-permission'] as string, owner: spec['x-owner'] as Ownership | undefined, staffPermission: spec['x-staff-permission'] },
    rateLimits: (spec['x-rate-limit'] ?? []) as RateLimitPolicy[],
    keyScope: spec['x-api-key-scope'],
    formId: spec['x-form'],
    fileWork: spec['x-file-work'] === true,
    botChecked: spec['x-bot-check'] === true,
    successStatus: Number(Object.keys(spec.responses).find((status) => status.startsWith('2')) ?? 200),
    definition: handlers[operation.id],
  };
}
