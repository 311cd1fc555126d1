/** What the pipeline's stage tests share: a request as a stage reads it, a route plan, a caller. */
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../../src/server/auth/caller';
import type { OperationHandlers, OperationId } from '../../../src/server/openapi/operation-types';
import type { RoutePlan } from '../../../src/server/openapi/pipeline/route-plan';

interface RequestParts {
  headers?: Record<string, string>;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  validationError?: Error & { validationContext?: string; validation?: { instancePath: string }[] };
  ip?: string;
}

/** The few request fields the stages read; the stages never see Fastify's internals. */
export function fakeRequest(parts: RequestParts = {}): FastifyRequest {
  const request = { headers: {}, params: {}, query: {}, body: undefined, ip: '203.0.113.7', method: 'POST', url: '/api/t/x', id: 'req-1', ...parts };
  return request as unknown as FastifyRequest;
}

export function routePlan(overrides: Partial<RoutePlan> = {}): RoutePlan {
  return {
    id: 'getSettings' as OperationId,
    kind: 'read',
    tenantScoped: true,
    rule: { permission: 'authenticated', owner: 'self' },
    rateLimits: [],
    keyScope: undefined,
    formId: undefined,
    fileWork: false,
    botChecked: false,
    successStatus: 200,
    definition: { scope: 'tenant', handle: async () => ({}) } as OperationHandlers[OperationId],
    ...overrides,
  };
}

export function caller(overrides: Partial<Caller> = {}): Caller {
  return {
    userId: 7,
    email: 'ann@example.com',
    role: 'User',
    level: 1,
    permissions: ['accounts:read'],
    displayName: 'Ann',
    locale: 'en',
    keyHash: 'hash',
    impersonatorId: null,
    ...overrides,
  };
}
