import { describe, expect, it } from 'vitest';
import type { ApiKeyCaller } from '../../../src/server/auth/api-keys';
import { keyOf, rootSessionOf, userKeyOf } from '../../../src/server/openapi/pipeline/authenticate';
import { authorize, authorizeRoot } from '../../../src/server/openapi/pipeline/authorize';
import type { PipelineDeps } from '../../../src/server/openapi/pipeline/route-plan';
import { caller, fakeRequest, routePlan } from './stage-fakes';

const key: ApiKeyCaller = { id: 3, name: 'erp', scopes: ['import:write'], createdBy: 1 };
const bearer = { authorization: 'Bearer fpk_0123456789012345678901234567890123456789' };
const asker = (over: Partial<Parameters<typeof authorize>[3]> = {}) => ({ caller: undefined, ownsAccount: false, apiKey: undefined, ...over });

describe('pipeline stage: authenticate', () => {
  it('reads the session key from user-key, ignoring an empty one', () => {
    expect(userKeyOf(fakeRequest({ headers: { 'user-key': 'k1' } }))).toBe('k1');
    expect(userKeyOf(fakeRequest({ headers: { 'user-key': '' } }))).toBeUndefined();
  });

  it('refuses a key on an operation that takes none, and passes one where it is taken', () => {
    expect(() => keyOf(routePlan(), fakeRequest({ headers: bearer }))).toThrow(expect.objectContaining({ status: 401, errorCode: 'API_KEY_NOT_ACCEPTED' }));
    expect(keyOf(routePlan({ keyScope: 'import:write' }), fakeRequest({ headers: bearer }))).toBe(bearer.authorization.slice(7));
    expect(keyOf(routePlan(), fakeRequest())).toBeUndefined();
  });

  it('a tenant-less operation never takes a key, and a public one asks for no session', async () => {
    const deps = {} as PipelineDeps;
    await expect(rootSessionOf(routePlan({ tenantScoped: false }), fakeRequest({ headers: bearer }), deps)).rejects.toMatchObject({ status: 401 });
    await expect(rootSessionOf(routePlan({ tenantScoped: false, rule: { permission: 'public' } }), fakeRequest({ headers: { 'user-key': 'k' } }), deps)).resolves.toBeUndefined();
  });
});

describe('pipeline stage: authorize', () => {
  it('decides by the session rule when no key was presented', () => {
    expect(() => authorize(routePlan(), fakeRequest(), undefined, asker())).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => authorize(routePlan(), fakeRequest(), undefined, asker({ caller: null }))).toThrow(expect.objectContaining({ status: 401, errorCode: 'SESSION_EXPIRED' }));
    expect(authorize(routePlan(), fakeRequest(), undefined, asker({ caller: caller() }))).toBeUndefined();
    expect(() => authorize(routePlan({ rule: { permission: 'users:manage', owner: 'tenant' } }), fakeRequest(), undefined, asker({ caller: caller() }))).toThrow(
      expect.objectContaining({ status: 403 }),
    );
  });

  it('lets a presented key decide alone, for its scope', () => {
    const route = routePlan({ keyScope: 'import:write', rule: { permission: 'integrations:manage', owner: 'tenant' } });
    expect(authorize(route, fakeRequest(), 'presented', asker({ apiKey: key }))).toBe(key);
    expect(() => authorize(route, fakeRequest(), 'presented', asker({ apiKey: null }))).toThrow(expect.objectContaining({ status: 401, errorCode: 'INVALID_API_KEY' }));
    expect(() => authorize({ ...route, keyScope: 'events:read' }, fakeRequest(), 'presented', asker({ apiKey: key }))).toThrow(expect.objectContaining({ status: 403 }));
  });

  it("passes a tenant-less operation's session through the same rule", () => {
    expect(() => authorizeRoot({ permission: 'public' }, undefined)).not.toThrow();
    expect(() => authorizeRoot({ permission: 'authenticated', owner: 'self' }, undefined)).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => authorizeRoot({ permission: 'authenticated', owner: 'self' }, null)).toThrow(expect.objectContaining({ errorCode: 'SESSION_EXPIRED' }));
  });
});
