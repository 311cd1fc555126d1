import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { handlers } from '../../src/server/modules/handlers.generated';
import { dereference, loadOpenApiDocument } from '../../src/server/openapi/document';
import type { OperationHandlers } from '../../src/server/openapi/operation-types';
import { operationsOf } from '../../src/server/openapi/operations';
import { registerOperations } from '../../src/server/openapi/register-operations';
import { defaultServices } from '../../src/server/services';
import type { Database } from '../../src/server/db/database';
import { TenantConfigs } from '../../src/server/config/tenant-configs';
import { layoutCatalog } from '../../src/server/tenants/load-tenants';
import { loadRepoTenants } from './support/test-app';

const document = loadOpenApiDocument();
const tenants = loadRepoTenants();
const noDatabase = {} as Database;
const config = { configs: new TenantConfigs(0), catalog: layoutCatalog() };

function register(handlerMap: OperationHandlers, doc = document) {
  registerOperations(Fastify(), { document: doc, handlers: handlerMap, tenants, database: noDatabase, services: defaultServices(noDatabase), ...config });
}

describe('routes from the OpenAPI document', () => {
  it('refuses an operation without a handler', () => {
    const { findAccounts: _dropped, ...rest } = handlers;
    expect(() => register(rest as OperationHandlers)).toThrow('Operations without a handler: findAccounts');
  });

  it('refuses a handler without an operation', () => {
    expect(() => register({ ...handlers, shadowOperation: handlers.login } as OperationHandlers)).toThrow('Handlers without an operation: shadowOperation');
  });

  it('refuses an operation without x-permission', () => {
    const doc = structuredClone(document);
    delete doc.paths['/logout'].get?.['x-permission'];
    expect(() => register(handlers, doc)).toThrow('Operations without x-permission: logout');
  });

  it('serialises answers through the response schema, dropping fields it does not name', async () => {
    const app = Fastify();
    const leaky = {
      ...handlers,
      getSettings: {
        scope: 'root',
        handle: async () => ({ site_name: 'Leaky', tenant: 'demo', password_hash: '$argon2id$secret' }),
      },
    } as unknown as OperationHandlers;
    registerOperations(app, { document, handlers: leaky, tenants, database: noDatabase, services: defaultServices(noDatabase), ...config });
    const response = await app.inject({ method: 'GET', url: '/api/settings?host=demo.localhost' });
    expect(response.json()).toMatchObject({ site_name: 'Leaky' });
    expect(response.body).not.toContain('argon2');
  });

  it('declares x-permission on every operation', () => {
    const undeclared = operationsOf(document).filter((op) => !op.spec['x-permission']);
    expect(undeclared).toEqual([]);
  });

  it("validates the parameters a path shares with its operations, an operation's own of the same name winning", async () => {
    const doc = structuredClone(document);
    const probe = (type: string) => ({ name: 'probe', in: 'query' as const, schema: { type } });
    doc.paths['/settings'].parameters = [probe('integer'), { name: 'other', in: 'query', schema: { type: 'integer' } }];
    const logout = doc.paths['/logout'];
    doc.paths['/logout'] = { ...logout, parameters: [probe('integer')], get: { ...logout.get!, parameters: [probe('string')] } };
    const logoutParameters = operationsOf(doc).find((op) => op.id === 'logout')?.spec.parameters;
    expect(logoutParameters?.map((p) => `${p.name}:${(p.schema as { type: string }).type}`)).toEqual(['probe:string']);

    const app = Fastify();
    registerOperations(app, { document: doc, handlers, tenants, database: noDatabase, services: defaultServices(noDatabase), ...config });
    const refused = await app.inject({ method: 'GET', url: '/api/settings?host=demo.localhost&probe=abc' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('probe');
  });

  it('declares the Idempotency-Key header on every x-idempotent operation (the typed client can send only what is declared)', () => {
    const undeclared = operationsOf(document)
      .filter((op) => op.spec['x-idempotent'] && !dereference(document, op.spec.parameters ?? []).some((p) => p.in === 'header' && p.name === 'Idempotency-Key'))
      .map((op) => op.id);
    expect(undeclared).toEqual([]);
  });
});
