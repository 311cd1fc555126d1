import { describe, expect, it, vi } from 'vitest';
import type { TenantConfigs } from '../../../src/server/config/tenant-configs';
import type { Db } from '../../../src/server/db/database';
import type { Services } from '../../../src/server/services';
import type { LoadedTenant } from '../../../src/server/tenants/load-tenants';
import type { OperationHandlers, OperationId } from '../../../src/server/openapi/operation-types';
import { runHandler, runRootHandler } from '../../../src/server/openapi/pipeline/handler';
import { firstStep } from '../../../src/server/openapi/pipeline/idempotency';
import { impersonatedWriter } from '../../../src/server/openapi/pipeline/impersonation';
import type { PipelineDeps } from '../../../src/server/openapi/pipeline/route-plan';
import { finishSteps, type Steps } from '../../../src/server/openapi/pipeline/run-outside-steps';
import type { TenantScope } from '../../../src/server/openapi/pipeline/tenant-scope';
import { caller, fakeRequest, routePlan } from './stage-fakes';

const tenant = { id: 't1' } as LoadedTenant;
const running = { id: 't1', config: { running: true } } as unknown as LoadedTenant;
const db = {} as Db;
const deps = {
  services: { now: () => new Date(0) } as Services,
  configs: { tenantFor: async () => running } as unknown as TenantConfigs,
  catalog: { forms: new Map() },
} as unknown as PipelineDeps;
const reply = { statusCode: 200 } as never;

describe('pipeline stage: handler', () => {
  it('hands the handler the tenant as it runs, the transaction, the caller and the body', async () => {
    const handle = vi.fn(async () => ({ ok: true }));
    const route = routePlan({ definition: { scope: 'tenant', handle } as OperationHandlers[OperationId] });
    const who = caller();
    const handled = await runHandler(route, deps, fakeRequest({ body: { a: 1 } }), reply, { db, tenant, caller: who, apiKey: undefined });
    expect(handled).toEqual({ kind: 'result', result: { ok: true } });
    expect(handle).toHaveBeenCalledWith(expect.objectContaining({ tenant: running, db, caller: who, body: { a: 1 }, form: undefined }));
  });

  it('starts an outside-steps operation with its idempotency claim: no key, no preparing', async () => {
    const prepare = vi.fn();
    const route = routePlan({ kind: 'write', definition: { scope: 'tenant', steps: { prepare } } as unknown as OperationHandlers[OperationId] });
    await expect(runHandler(route, deps, fakeRequest(), reply, { db, tenant, caller: caller(), apiKey: undefined })).rejects.toMatchObject({
      status: 400,
      errorCode: 'IDEMPOTENCY_KEY_REQUIRED',
    });
    expect(prepare).not.toHaveBeenCalled();
  });

  it('gives a tenant-less handler its session and a way to read a tenant as it runs', async () => {
    const handle = vi.fn(async (ctx: { tenantAsRunning(t: LoadedTenant): Promise<LoadedTenant> }) => ctx.tenantAsRunning(tenant));
    const route = routePlan({ tenantScoped: false, definition: { scope: 'root', handle } as unknown as OperationHandlers[OperationId] });
    const scopeOf = () => ({ running: async () => running }) as TenantScope;
    await expect(runRootHandler(route, deps, fakeRequest(), reply, undefined, scopeOf)).resolves.toBe(running);
  });

  it('audits writes made while impersonating, never reads', () => {
    const actingAs = caller({ impersonatorId: 2 });
    expect(impersonatedWriter(routePlan({ kind: 'write' }), actingAs)).toBe(actingAs);
    expect(impersonatedWriter(routePlan({ kind: 'read' }), actingAs)).toBeUndefined();
    expect(impersonatedWriter(routePlan({ kind: 'write' }), caller())).toBeUndefined();
  });
});

describe('pipeline stages: idempotency and outside steps', () => {
  it('refuses a malformed Idempotency-Key before touching the database', async () => {
    const ctx = { request: fakeRequest({ headers: { 'idempotency-key': 'short' } }), tenant, db, services: deps.services } as never;
    await expect(firstStep({} as Steps, ctx, 'makePayment' as OperationId, 201)).rejects.toMatchObject({ status: 400 });
  });

  it('releases the key in a transaction of its own when the outside call fails, and answers 503', async () => {
    const transaction = vi.fn(async () => undefined);
    const steps = { call: vi.fn(async () => Promise.reject(new Error('gateway down'))) } as unknown as Steps;
    const ref = { tenantId: 't1', scope: 'user:7', key: 'key-12345678' };
    await expect(finishSteps(steps, { scope: { transaction } as never, services: deps.services, tenant: running, body: {} }, 'makePayment', {}, ref, 201)).rejects.toMatchObject({
      status: 503,
      errorCode: 'GATEWAY_UNAVAILABLE',
    });
    // The gateway was given a key stable for the Idempotency-Key: a retry sends the same.
    expect(steps.call).toHaveBeenCalledWith(expect.objectContaining({ outsideKey: 'makePayment:user:7:key-12345678' }), {});
    expect(transaction).toHaveBeenCalledTimes(1);
  });
});
