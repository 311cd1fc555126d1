/**
 * The authorization matrix (issue 3, item 9): every operation of the bundled OpenAPI document ×
 * six principals, each call built to pass validation, and the outcome asserted from nothing but
 * the operation's declaration (x-permission, x-owner) and the tenant's role permissions. A new
 * operation fails here until it declares who may call it and adds a fixture below.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, notExists } from 'drizzle-orm';
import type { OperationId } from '../../src/server/openapi/operation-types';
import { loadOpenApiDocument } from '../../src/server/openapi/document';
import { operationsOf } from '../../src/server/openapi/register-operations';
import { createSession } from '../../src/server/auth/sessions';
import { issueToken } from '../../src/server/auth/tokens';
import { hashPassword } from '../../src/server/auth/passwords';
import { accountDocuments, accounts, configDrafts, userAccounts, users, workflowItems } from '../../src/server/db/schema';
import { createTestApp, DEMO_PASSWORD, loadRepoTenants, type TestApp } from './support/test-app';

const TENANT = 'demo';
const OTHER_TENANT = 'cleangas';
const HOUR = 60 * 60 * 1000;

const PRINCIPALS = ['anonymous', 'customer on own resource', "customer on another customer's resource", 'staff', 'admin', 'admin of another tenant'] as const;
type Principal = (typeof PRINCIPALS)[number];

/** What a fixture gets: the principal's view of the world and helpers that make throwaway targets. */
interface FixtureContext {
  principal: Principal;
  /** The account an x-owner: account operation reaches: the customer's own, another customer's, or any for staff. */
  accountId: string;
  customer: { id: number; email: string };
  unique: string;
  newUser(options?: { confirmed?: boolean; role?: string }): Promise<{ id: number; email: string }>;
  newAccessRequest(): Promise<number>;
  linkKey(userId: number, purpose: 'reset' | 'verify'): Promise<string>;
  unclaimedAccount(): Promise<{ accountId: string; zipcode: string }>;
  /** The id of one of the account's statements or invoices. */
  documentKey(accountId: string): Promise<string>;
  /** Saves a draft of a configuration document (a harmless form relabel) and gives its name. */
  newDraft(): Promise<string>;
}

/** The parts of a request that pass the operation's validation. `linkKey` replaces the session key in the user-key header. */
interface RequestParts {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  linkKey?: string;
}
type Fixture = (c: FixtureContext) => Promise<RequestParts> | RequestParts;

/**
 * ONE map, one minimal valid request per operation. Destructive operations get throwaway targets
 * per call (a new user to delete, a new request to resolve), so no call breaks a later one.
 */
const fixtures: Record<OperationId, Fixture> = {
  getSettings: () => ({ query: { host: 'demo.localhost' } }),
  getLayout: () => ({}),
  login: (c) => ({ body: { user_id: c.customer.email, password: DEMO_PASSWORD, app_id: '', app_url: '' } }),
  logout: () => ({}),
  getUserPermissions: () => ({}),
  getAccountsForUser: () => ({}),
  findAccounts: () => ({ query: { searchText: 'a', page: 0, size: 5 } }),
  getAccount: (c) => ({ params: { account_id: c.accountId } }),
  updateAccount: (c) => ({ params: { account_id: c.accountId }, body: { account_status: 'active', comment: `Matrix ${c.unique}` } }),
  // Only the customer's own account is named: "another customer's resource" is not a thing for x-owner self.
  createInquiry: (c) => ({ body: { inquiry_type: 'Billing', message: 'A matrix message', ...(c.principal === 'customer on own resource' ? { account_id: c.accountId } : {}) } }),
  requestPasswordReset: (c) => ({ body: { email: `nobody-${c.unique}@example.test` } }),
  resetPassword: async (c) => ({ linkKey: await c.linkKey((await c.newUser()).id, 'reset'), body: { new_password: 'A-new-password-1' } }),
  // The same password again: the demo logins keep working for the rest of the matrix.
  changePassword: () => ({ body: { current_password: DEMO_PASSWORD, new_password: DEMO_PASSWORD } }),
  registerUser: async (c) => {
    const { accountId, zipcode } = await c.unclaimedAccount();
    return { body: { account_id: accountId, zipcode, first_name: 'Reg', last_name: 'Ister', email: `register-${c.unique}@example.test`, password: 'A-good-password' } };
  },
  verifyEmail: async (c) => ({ linkKey: await c.linkKey((await c.newUser({ confirmed: false })).id, 'verify') }),
  requestSelfRegister: (c) => ({ body: { first_name: 'Ask', last_name: 'Access', email: `ask-${c.unique}@example.test`, phone: '802-555-0100' } }),
  getProfile: () => ({}),
  updateProfile: () => ({ body: { first_name: 'Matrix', last_name: 'Tester' } }),
  getProfileByEmail: (c) => ({ params: { email: c.customer.email } }),
  listUsers: () => ({ query: { page: 0, size: 5, sort: 'email', order: 'asc', roles: 'User', search: 'demo' } }),
  createUser: (c) => ({ body: { email: `created-${c.unique}@example.test`, first_name: 'New', last_name: 'User', role: 'User' } }),
  updateUser: async (c) => ({ params: { userId: (await c.newUser()).id }, body: { first_name: 'Renamed' } }),
  deleteUser: async (c) => ({ params: { id: (await c.newUser()).email } }),
  confirmUser: async (c) => ({ params: { id: (await c.newUser({ confirmed: false })).id } }),
  listRoles: () => ({}),
  loginAs: (c) => ({ query: { user_id: c.customer.id } }),
  listAuditLog: () => ({ query: { page: 0, size: 5 } }),
  listOutbox: () => ({ query: { page: 0, size: 5 } }),
  listAccessRequests: () => ({ query: { page: 0, size: 5, status: 'new' } }),
  resolveAccessRequest: async (c) => ({ params: { request_id: await c.newAccessRequest() }, body: { action: 'reject' } }),
  getAccountUsage: (c) => ({ params: { account_id: c.accountId }, query: { months: 12 } }),
  listAccountDocuments: (c) => ({ params: { account_id: c.accountId }, query: { page: 0, size: 5 } }),
  getAccountDocument: async (c) => ({ params: { account_id: c.accountId, key: await c.documentKey(c.accountId) } }),
  listAccountTransactions: (c) => ({ params: { account_id: c.accountId }, query: { page: 0, size: 5, sort: 'amount', order: 'asc' } }),
  exportAccountTransactions: (c) => ({ params: { account_id: c.accountId, format: 'csv' } }),
  listAccountDeliveries: (c) => ({ params: { account_id: c.accountId }, query: { page: 0, size: 5 } }),
  exportAccountDeliveries: (c) => ({ params: { account_id: c.accountId, format: 'xlsx' } }),
  listConfigDocuments: () => ({}),
  getConfigDocument: () => ({ params: { name: 'form.contact' } }),
  getConfigDocumentVersion: () => ({ params: { name: 'layout', version: 1 } }),
  getFormValidator: () => ({ params: { name: 'form.login', version: 1 } }),
  listConfigVersions: () => ({ params: { name: 'layout' } }),
  getConfigDraft: async (c) => ({ params: { name: await c.newDraft() } }),
  saveConfigDraft: (c) => ({ params: { name: 'form.contact' }, body: { document: { submitLabel: `Send ${c.unique}` } } }),
  discardConfigDraft: async (c) => ({ params: { name: await c.newDraft() } }),
  publishConfigDocument: async (c) => ({ params: { name: await c.newDraft() } }),
  rollbackConfigDocument: () => ({ params: { name: 'form.contact' }, body: { version: 1 } }),
  listInquiries: () => ({ query: { page: 0, size: 5, sort: 'created_at', order: 'desc', status: 'new' } }),
  listAccountApplications: () => ({ query: { page: 0, size: 5 } }),
  listCreditApplications: () => ({ query: { page: 0, size: 5 } }),
  listFuelOrders: () => ({ query: { page: 0, size: 5, sort: 'account_id', order: 'asc' } }),
};

const document = loadOpenApiDocument();
const operations = operationsOf(document);
const tenants = loadRepoTenants();

type Expected = { allowed: true } | { allowed: false; status: 401 | 403 | 404 };

/** Whether a role holds a permission, read straight from tenant.json ('*' holds every one). */
function roleHolds(tenantId: string, role: string, permission: string): boolean {
  const permissions: readonly string[] = tenants.get(tenantId)!.config.roles.find((r) => r.name === role)?.permissions ?? [];
  return permissions.includes('*') || permissions.includes(permission);
}

/** The outcome the declaration promises. `role` is the principal's role in the tenant called, if signed in there. */
function expectedOutcome(permission: string, owner: string | undefined, principal: Principal, role: string | undefined): Expected {
  if (permission === 'public') return { allowed: true };
  if (!role) return { allowed: false, status: 401 };
  if (permission !== 'authenticated' && !roleHolds(TENANT, role, permission)) return { allowed: false, status: 403 };
  if (owner === 'tenant' && role === 'User') return { allowed: false, status: 403 };
  if (owner === 'account' && principal === "customer on another customer's resource") return { allowed: false, status: 404 };
  return { allowed: true };
}

function urlOf(serverUrl: string, path: string, parts: RequestParts): string {
  const filled = `${serverUrl}${path}`
    .replace('{tenant}', TENANT)
    .replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = parts.params?.[name];
      if (value === undefined) throw new Error(`fixture gives no path parameter ${name}`);
      return encodeURIComponent(String(value));
    });
  const query = new URLSearchParams(Object.entries(parts.query ?? {}).map(([k, v]) => [k, String(v)]));
  return query.size ? `${filled}?${query}` : filled;
}

describe('every operation declares who may call it', () => {
  it.each(operations.map((o) => [o.id, o] as const))('%s has x-permission, x-owner unless public, and a fixture', (_id, operation) => {
    const permission = operation.spec['x-permission'];
    expect(permission, `${operation.id} lacks x-permission`).toBeTypeOf('string');
    if (permission !== 'public') expect(['self', 'tenant', 'account'], `${operation.id} lacks x-owner`).toContain(operation.spec['x-owner']);
    expect(fixtures[operation.id], `${operation.id} has no fixture in the authorization matrix: add one`).toBeTypeOf('function');
  });

  it('has no fixture for an operation that no longer exists', () => {
    expect(Object.keys(fixtures).sort()).toEqual(operations.map((o) => o.id).sort());
  });
});

describe('authorization matrix', () => {
  let t: TestApp;
  let clock = new Date();
  let serial = 0;
  const cells: { operation: string; principal: Principal; status: number; allowed: boolean }[] = [];
  const ids: Record<string, { id: number; email: string; role: string }> = {};
  let ownAccount: string;
  let otherCustomerAccount: string;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    for (const [tenant, email] of [[TENANT, 'customer@demo.test'], [TENANT, 'staff@demo.test'], [TENANT, 'admin@demo.test'], [OTHER_TENANT, 'admin@demo.test']]) {
      const [row] = await t.database.withTenant(tenant, (db) => db.select().from(users).where(eq(users.email, email)));
      ids[`${tenant}:${email}`] = { id: row.id, email, role: row.role };
    }
    const customer = ids[`${TENANT}:customer@demo.test`];
    // A second customer owning an account the first one has nothing to do with.
    const [own] = await t.database.withTenant(TENANT, (db) => db.select().from(userAccounts).where(eq(userAccounts.userId, customer.id)));
    ownAccount = own.accountId;
    const other = await t.database.withTenant(TENANT, async (db) => {
      const [account] = await db.select().from(accounts).where(and(isNull(accounts.ownerUserId), notExists(db.select().from(userAccounts).where(eq(userAccounts.accountId, accounts.accountId))))).limit(1);
      const [user] = await db.insert(users).values({ tenantId: TENANT, email: 'other-customer@example.test', passwordHash: await hashPassword(DEMO_PASSWORD), role: 'User', confirmed: true }).returning();
      await db.insert(userAccounts).values({ tenantId: TENANT, userId: user.id, accountId: account.accountId });
      await db.update(accounts).set({ ownerUserId: user.id }).where(eq(accounts.accountId, account.accountId));
      return account.accountId;
    });
    otherCustomerAccount = other;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The signed-in identity of a principal: tenant and user, or none. */
  function identityOf(principal: Principal): { tenant: string; id: number; role: string } | undefined {
    switch (principal) {
      case 'anonymous':
        return undefined;
      case 'customer on own resource':
      case "customer on another customer's resource":
        return { tenant: TENANT, ...ids[`${TENANT}:customer@demo.test`] };
      case 'staff':
        return { tenant: TENANT, ...ids[`${TENANT}:staff@demo.test`] };
      case 'admin':
        return { tenant: TENANT, ...ids[`${TENANT}:admin@demo.test`] };
      case 'admin of another tenant':
        return { tenant: OTHER_TENANT, ...ids[`${OTHER_TENANT}:admin@demo.test`] };
    }
  }

  function contextFor(principal: Principal): FixtureContext {
    const customer = ids[`${TENANT}:customer@demo.test`];
    return {
      principal,
      accountId: principal === "customer on another customer's resource" ? otherCustomerAccount : ownAccount,
      customer: { id: customer.id, email: customer.email },
      unique: `${++serial}`,
      newUser: async ({ confirmed = true, role = 'User' } = {}) => {
        const email = `target-${++serial}@example.test`;
        const [row] = await t.database.withTenant(TENANT, (db) =>
          db.insert(users).values({ tenantId: TENANT, email, passwordHash: '!', role, firstName: 'Target', lastName: `${serial}`, confirmed }).returning(),
        );
        return { id: row.id, email };
      },
      newAccessRequest: async () => {
        const [item] = await t.database.withTenant(TENANT, (db) =>
          db
            .insert(workflowItems)
            .values({ tenantId: TENANT, type: 'access_request', status: 'new', itemContents: { first_name: 'Ask', last_name: 'Me', email: `req-${++serial}@example.test`, phone: '802-555-0100' } })
            .returning(),
        );
        return item.id;
      },
      linkKey: (userId, purpose) => t.database.withTenant(TENANT, (db) => issueToken(db, TENANT, userId, purpose, clock)),
      unclaimedAccount: () =>
        t.database.withTenant(TENANT, async (db) => {
          const [account] = await db
            .select({ accountId: accounts.accountId, zipcode: accounts.zipcode })
            .from(accounts)
            .where(and(isNull(accounts.ownerUserId), eq(accounts.isDeleted, false), notExists(db.select().from(userAccounts).where(eq(userAccounts.accountId, accounts.accountId)))))
            .orderBy(accounts.accountId)
            .limit(1);
          if (!account) throw new Error('the demo seed has no unclaimed account left for registerUser');
          return account;
        }),
      documentKey: (accountId) =>
        t.database.withTenant(TENANT, async (db) => {
          const [document] = await db.select({ key: accountDocuments.documentId }).from(accountDocuments).where(eq(accountDocuments.accountId, accountId)).limit(1);
          if (!document) throw new Error(`the demo seed has no document for account ${accountId}`);
          return document.key;
        }),
      newDraft: async () => {
        const admin = ids[`${TENANT}:admin@demo.test`];
        const override = { submitLabel: `Draft ${++serial}` };
        await t.database.withTenant(TENANT, (db) =>
          db.insert(configDrafts).values({ tenantId: TENANT, name: 'form.contact', override, updatedBy: admin.id }).onConflictDoUpdate({ target: [configDrafts.tenantId, configDrafts.name], set: { override } }),
        );
        return 'form.contact';
      },
    };
  }

  describe.each(PRINCIPALS.map((p) => [p]))('as %s', (principal) => {
    // Two hours on per principal: throttling windows (5 self-register requests an hour per
    // address, …) start afresh, so a 429 never stands in for an answer.
    beforeAll(() => {
      clock = new Date(clock.getTime() + 2 * HOUR);
    });

    it.each(operations.map((o) => [o.id, o] as const))('%s', async (_id, operation) => {
      const identity = identityOf(principal);
      const parts = await fixtures[operation.id](contextFor(principal));
      // A fresh session per call: logout or a password change never ends a session a later call needs.
      const sessionKey = identity
        ? await t.database.withTenant(identity.tenant, (db) => createSession(db, identity.tenant, identity.id, { now: clock, idleMs: HOUR }))
        : undefined;
      const key = parts.linkKey ?? sessionKey;
      const response = await t.app.inject({
        method: operation.method.toUpperCase() as 'GET',
        url: urlOf(operation.serverUrl, operation.path, parts),
        headers: key ? { 'user-key': key } : {},
        ...(parts.body !== undefined ? { payload: parts.body as object } : {}),
      });
      // The role counts only in the tenant called; another tenant's session is no session here.
      const role = identity && identity.tenant === TENANT ? identity.role : undefined;
      const expected = expectedOutcome(operation.spec['x-permission'] as string, operation.spec['x-owner'], principal, role);
      const allowed = expected.allowed;
      cells.push({ operation: operation.id, principal, status: response.statusCode, allowed });
      const what = `${operation.id} as ${principal}: ${response.statusCode} ${response.body.slice(0, 200)}`;
      if (expected.allowed) {
        // Allowed and, since the fixture is valid, answered: a 400 would mean a broken fixture, not access.
        expect(response.statusCode, what).toBeGreaterThanOrEqual(200);
        expect(response.statusCode, what).toBeLessThan(300);
      } else {
        expect(response.statusCode, what).toBe(expected.status);
      }
    });
  });

  it('covered every operation × principal', () => {
    const size = cells.length;
    const allowed = cells.filter((c) => c.allowed).length;
    const table = operations.map((o) => `${o.id.padEnd(24)} ${PRINCIPALS.map((p) => String(cells.find((c) => c.operation === o.id && c.principal === p)?.status ?? '-').padStart(5)).join('')}`);
    console.log(
      [
        `authorization matrix: ${operations.length} operations × ${PRINCIPALS.length} principals = ${size} calls (${allowed} allowed, ${size - allowed} denied)`,
        `${'status'.padEnd(24)} ${['anon', 'own', 'oth', 'stf', 'adm', 'xadm'].map((h) => h.padStart(5)).join('')}`,
        ...table,
      ].join('\n'),
    );
    expect(size).toBe(operations.length * 6);
    // Every principal is allowed something and, but for public-only callers, denied something.
    for (const principal of PRINCIPALS) {
      const row = cells.filter((c) => c.principal === principal);
      expect(row.some((c) => c.allowed), `${principal} allowed nothing`).toBe(true);
      if (principal !== 'admin') expect(row.some((c) => !c.allowed), `${principal} denied nothing`).toBe(true);
    }
  });
});
