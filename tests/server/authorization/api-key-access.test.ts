/**
 * Who a tenant API key reaches (issue 21: "accepted only on the integration operations"), checked
 * generically over the whole OpenAPI document so every operation another engineer adds is covered:
 * - the document's x-api-key-scope agrees with the hand-written API_KEY_SCOPES (golden-table.ts);
 * - an operation with a scope answers a key holding it, and refuses (403) a key holding every other scope;
 * - an operation without one refuses (401) a key holding every scope; so does every operation for
 *   another tenant's key.
 * Each call is the golden table's valid fixture, so a refusal is about the key, never the request.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import scopeSchema from '../../../schemas/entities/api-key-scope.schema.json';
import { fixtures } from './fixtures';
import { API_KEY_SCOPES, type ApiKeyScope } from './golden-table';
import { authorizationWorld, HOUR, operations, OTHER_TENANT, type Operation } from './world';
import { newApiKeySecret } from '../../../src/server/auth/api-keys';
import { apiKeys } from '../../../src/server/db/schema';

const SCOPES = scopeSchema.enum as ApiKeyScope[];
const scopeOf = (operation: Operation) => operation.spec['x-api-key-scope'];

describe('the document and the hand-written key scopes agree', () => {
  it('names the same operations and scopes', () => {
    const declared = Object.fromEntries(operations.filter((o) => scopeOf(o) !== undefined).map((o) => [o.id, scopeOf(o)]));
    expect(declared, 'x-api-key-scope in openapi/paths vs API_KEY_SCOPES in golden-table.ts').toEqual(API_KEY_SCOPES);
  });

  it('only operations an Admin may call with a session take keys', () => {
    for (const operation of operations.filter((o) => scopeOf(o) !== undefined)) {
      expect(SCOPES, operation.id).toContain(scopeOf(operation));
      expect(operation.spec['x-permission'], operation.id).toBe('integrations:manage');
    }
  });
});

describe('tenant API keys on every operation', () => {
  const world = authorizationWorld();
  const keys = {} as Record<'all' | ApiKeyScope | `all but ${ApiKeyScope}` | 'other tenant', string>;

  beforeAll(async () => {
    world.advance(2 * HOUR);
    const issue = async (tenant: string, scopes: ApiKeyScope[]) => {
      const { secret, hash, prefix } = newApiKeySecret();
      const createdBy = tenant === OTHER_TENANT ? 1 : world.admin.id;
      await world.t.database.withTenant(tenant, (db) => db.insert(apiKeys).values({ tenantId: tenant, name: scopes.join(' '), keyHash: hash, prefix, scopes, createdBy, createdAt: world.now() }));
      return secret;
    };
    keys.all = await issue('demo', SCOPES);
    keys['other tenant'] = await issue(OTHER_TENANT, SCOPES);
    for (const scope of SCOPES) {
      keys[scope] = await issue('demo', [scope]);
      keys[`all but ${scope}`] = await issue('demo', SCOPES.filter((s) => s !== scope));
    }
  });

  const call = async (operation: Operation, secret: string) => {
    const parts = await fixtures[operation.id](world.contextFor('admin'));
    const response = await world.send(operation, { ...parts, headers: { ...parts.headers, authorization: `Bearer ${secret}` } }, undefined);
    return { status: response.statusCode, what: `${operation.id}: ${response.statusCode} ${response.body.slice(0, 200)}`, body: response.body };
  };

  const withScope = operations.filter((o) => scopeOf(o) !== undefined);
  const withoutScope = operations.filter((o) => scopeOf(o) === undefined);

  it.each(withScope.map((o) => [o.id, o] as const))('%s answers a key holding its scope and refuses one without it', async (_, operation) => {
    const scope = scopeOf(operation) as ApiKeyScope;
    const allowed = await call(operation, keys[scope]);
    expect(allowed.status, allowed.what).toBeGreaterThanOrEqual(200);
    expect(allowed.status, allowed.what).toBeLessThan(300);
    const refused = await call(operation, keys[`all but ${scope}`]);
    expect(refused.status, refused.what).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ error_code: 'API_KEY_SCOPE' });
    const foreign = await call(operation, keys['other tenant']);
    expect(foreign.status, foreign.what).toBe(401);
  });

  it.each(withoutScope.map((o) => [o.id, o] as const))('%s refuses any key', async (_, operation) => {
    const refused = await call(operation, keys.all);
    expect(refused.status, refused.what).toBe(401);
    expect(JSON.parse(refused.body)).toMatchObject({ error_code: 'API_KEY_NOT_ACCEPTED' });
  });
});
