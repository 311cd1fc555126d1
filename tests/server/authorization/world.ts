/**
 * What the golden table and the id probes call into: the real app (PGlite, or PostgreSQL in the
 * api-postgres project) serving the demo tenant with extra staff roles — for each permission P one
 * role holding only P and one holding every permission but P — and a signed-in user per principal.
 * Roles holding exactly one permission prove the server checks that permission, not a role name.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { and, eq, isNull, notExists } from 'drizzle-orm';
import permissionSchema from '../../../schemas/entities/permission.schema.json';
import { createSession } from '../../../src/server/auth/sessions';
import { hashPassword } from '../../../src/server/auth/passwords';
import { accounts, userAccounts, users } from '../../../src/server/db/schema';
import { loadOpenApiDocument } from '../../../src/server/openapi/document';
import { operationsOf } from '../../../src/server/openapi/operations';
import type { TenantRegistry } from '../../../src/server/tenants/load-tenants';
import { createTestApp, DEMO_PASSWORD, loadRepoTenants, type TestApp } from '../support/test-app';
import type { FixtureContext, RequestParts } from './fixtures';
import type { Permission, Principal } from './golden-table';
import { fixtureContext } from './fixture-context';

export const TENANT = 'demo';
export const OTHER_TENANT = 'cleangas';
export const HOUR = 60 * 60 * 1000;

export const operations = operationsOf(loadOpenApiDocument());
export type Operation = (typeof operations)[number];

/** Every permission a role can be granted ('*' aside): the vocabulary of tenant.json, not of the OpenAPI document. */
const PERMISSIONS = permissionSchema.enum.filter((p) => p !== '*') as Permission[];
const STAFF_LEVEL = 50;
const NO_PERMISSIONS = 'Golden: no permissions';
const only = (p: Permission) => `Golden: only ${p}`;
const allBut = (p: Permission) => `Golden: all but ${p}`;

function tenantsWithGoldenRoles(): TenantRegistry {
  const tenants = loadRepoTenants();
  tenants.get(TENANT)!.config.roles.push(
    { name: NO_PERMISSIONS, level: STAFF_LEVEL, permissions: [] },
    ...PERMISSIONS.flatMap((p) => [
      { name: only(p), level: STAFF_LEVEL, permissions: [p] },
      { name: allBut(p), level: STAFF_LEVEL, permissions: PERMISSIONS.filter((q) => q !== p) },
    ]),
  );
  return tenants;
}

export interface Identity {
  tenant: string;
  id: number;
  email: string;
}

export interface World {
  readonly t: TestApp;
  now(): Date;
  advance(ms: number): void;
  readonly customer: Identity;
  readonly otherCustomer: Identity;
  readonly admin: Identity;
  readonly ownAccount: string;
  readonly otherCustomerAccount: string;
  /** Who signs in as a principal, for an operation whose staff need `staffNeed`; undefined: nobody. */
  identityOf(principal: Principal, staffNeed: Permission | null): Identity | undefined;
  contextFor(principal: Principal): FixtureContext;
  /** A fresh session per call: a logout or a password change never ends one a later call needs. */
  sessionFor(identity: Identity): Promise<string>;
  /** Calls the operation in the demo tenant, or in `tenant`. */
  send(operation: Operation, parts: RequestParts, key: string | undefined, tenant?: string): Promise<LightMyRequestResponse>;
}

function urlOf(operation: Operation, parts: RequestParts, tenant: string): string {
  const filled = `${operation.serverUrl}${operation.path}`
    .replace('{tenant}', tenant)
    .replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = parts.params?.[name];
      if (value === undefined) throw new Error(`no path parameter ${name} for ${operation.id}`);
      return encodeURIComponent(String(value));
    });
  const query = new URLSearchParams(Object.entries(parts.query ?? {}).map(([k, v]) => [k, String(v)]));
  return query.size ? `${filled}?${query}` : filled;
}

/** Builds the world once per test file (beforeAll) and closes it after. */
export function authorizationWorld(): World {
  let clock = new Date();
  const state = {} as { t: TestApp; customer: Identity; otherCustomer: Identity; admin: Identity; staff: Identity; otherAdmin: Identity; ownAccount: string; otherCustomerAccount: string; byRole: Map<string, Identity> };

  beforeAll(async () => {
    state.t = await createTestApp({ now: () => clock }, { tenants: tenantsWithGoldenRoles() });
    const find = async (tenant: string, email: string): Promise<Identity> => {
      const [row] = await state.t.database.withTenant(tenant, (db) => db.select().from(users).where(eq(users.email, email)));
      return { tenant, id: row.id, email };
    };
    state.customer = await find(TENANT, 'customer@demo.test');
    state.staff = await find(TENANT, 'staff@demo.test');
    state.admin = await find(TENANT, 'admin@demo.test');
    state.otherAdmin = await find(OTHER_TENANT, 'admin@demo.test');
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await state.t.database.withTenant(TENANT, async (db) => {
      const [own] = await db.select().from(userAccounts).where(eq(userAccounts.userId, state.customer.id));
      state.ownAccount = own.accountId;
      // A second customer owning an account the first one has nothing to do with.
      const [account] = await db.select().from(accounts).where(and(isNull(accounts.ownerUserId), notExists(db.select().from(userAccounts).where(eq(userAccounts.accountId, accounts.accountId))))).limit(1);
      const [other] = await db.insert(users).values({ tenantId: TENANT, email: 'other-customer@example.test', passwordHash, role: 'User', confirmed: true }).returning();
      await db.insert(userAccounts).values({ tenantId: TENANT, userId: other.id, accountId: account.accountId });
      await db.update(accounts).set({ ownerUserId: other.id }).where(eq(accounts.accountId, account.accountId));
      state.otherCustomer = { tenant: TENANT, id: other.id, email: other.email };
      state.otherCustomerAccount = account.accountId;
      // One staff user per golden role.
      const goldenRoles = state.t.tenants.get(TENANT)!.config.roles.filter((r) => r.name.startsWith('Golden: '));
      const rows = await db
        .insert(users)
        .values(goldenRoles.map((r, i) => ({ tenantId: TENANT, email: `golden-staff-${i}@example.test`, passwordHash, role: r.name, confirmed: true })))
        .returning();
      state.byRole = new Map(rows.map((row) => [row.role, { tenant: TENANT, id: row.id, email: row.email }]));
    });
  });
  afterAll(async () => {
    await state.t?.close();
  });

  const role = (name: string): Identity => state.byRole.get(name)!;

  return {
    get t() {
      return state.t;
    },
    now: () => clock,
    advance: (ms) => {
      clock = new Date(clock.getTime() + ms);
    },
    get customer() {
      return state.customer;
    },
    get otherCustomer() {
      return state.otherCustomer;
    },
    get admin() {
      return state.admin;
    },
    get ownAccount() {
      return state.ownAccount;
    },
    get otherCustomerAccount() {
      return state.otherCustomerAccount;
    },
    identityOf(principal, staffNeed) {
      switch (principal) {
        case 'anonymous':
          return undefined;
        case 'customer-own':
        case 'customer-other':
          return state.customer;
        // Needing no permission, "with" is the tenant's own staff role and "without" a role holding none.
        case 'staff-with':
          return staffNeed ? role(only(staffNeed)) : state.staff;
        case 'staff-without':
          return role(staffNeed ? allBut(staffNeed) : NO_PERMISSIONS);
        case 'admin':
          return state.admin;
        case 'admin-other-tenant':
          return state.otherAdmin;
      }
    },
    contextFor(principal) {
      const other = principal === 'customer-other';
      return fixtureContext(state.t, () => clock, {
        principal,
        accountId: other ? state.otherCustomerAccount : state.ownAccount,
        customer: other ? state.otherCustomer : state.customer,
        adminId: state.admin.id,
      });
    },
    sessionFor: (identity) => state.t.database.withTenant(identity.tenant, (db) => createSession(db, identity.tenant, identity.id, { now: clock, idleMs: HOUR })),
    send: (operation, parts, key, tenant = TENANT) =>
      state.t.app.inject({
        method: operation.method.toUpperCase() as 'GET',
        url: urlOf(operation, parts, tenant),
        // A fresh Idempotency-Key on every call: operations that take one need it, the others ignore it.
        headers: { 'idempotency-key': randomUUID(), ...parts.headers, ...(key ? { 'user-key': key } : {}) },
        ...(parts.body !== undefined ? { payload: parts.body as object } : {}),
      }),
  };
}
