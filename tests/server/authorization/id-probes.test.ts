/**
 * Ids in bodies, query strings and paths that point where the caller may not reach: another
 * customer's account, or rows that exist only in another tenant (an account number, a user, a
 * self-registration request, a mail). The golden table calls each operation with ids of the
 * caller's own world; here each id an operation takes is turned against it. Expected answers are
 * written from the product's rules: another customer's account looks like none (404), an account
 * to link that the tenant lacks is invalid input (422, as for any unknown account), a search
 * finds nothing of another tenant.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { issueToken } from '../../../src/server/auth/tokens';
import { claimCodeHash, newClaimId } from '../../../src/server/modules/identity/claims/claim-code';
import { accountClaims, accounts, apiKeys, fuelCards, locations, outbox, paymentSources, postedPrices, priceAlerts, users, workflowItems } from '../../../src/server/db/schema';
import type { OperationId } from '../../../src/server/openapi/operation-types';
import { DEMO_PASSWORD } from '../support/test-app';
import { TEST_CARD, type RequestParts } from './fixtures';
import { authorizationWorld, OTHER_TENANT, operations, TENANT, type Identity } from './world';

/** Only in the other tenant: ids and names the called tenant has never seen. */
const FOREIGN = { accountId: 'CG-ONLY-1', zipcode: '05401', email: 'only-in-cleangas@example.test', cardId: 'CG-ONLY-CARD-1', productCode: 'CG-ONLY-LP' };
/** A fuel card of the other customer's account, in this tenant. */
const OTHER_CUSTOMERS_CARD = 'PROBE-OTHER-CARD-1';

interface Targets {
  otherCustomerAccount: string;
  otherCustomerZipcode: string;
  otherCustomerDocument: string;
  admin: Identity;
  staff: Identity;
  foreignUserId: number;
  foreignRequestId: number;
  /** A saved card of a user of the other tenant, and one of the other customer of this tenant. */
  foreignSourceId: number;
  otherCustomerId: number;
  otherCustomerSource: number;
  ownSource: number;
  /** A password-reset link the other tenant mailed to its user. */
  foreignResetKey: string;
  /** An email-verification link of this tenant: a credential for verifying, not for a new password. */
  verifyKey(): Promise<string>;
  newDemoUser(): Promise<{ id: number; email: string }>;
  newDemoAccessRequest(): Promise<number>;
  /** An API key of the other tenant. */
  foreignApiKeyId: number;
  /** A price alert of a user of the other tenant, and one of the other customer of this tenant. */
  foreignAlertId: number;
  otherCustomerAlert: number;
  /** A live claim of the account in the tenant, as if its code had gone to the contact on file, and that code. */
  claimOf(tenant: string, accountId: string): Promise<{ claim_id: string; code: string }>;
}

interface Probe {
  name: string;
  caller: 'anonymous' | 'customer' | 'staff' | 'admin';
  operation: OperationId;
  parts(t: Targets): RequestParts | Promise<RequestParts>;
  /** A refusal, or 'finds nothing': 200 with an empty page. */
  expected: 401 | 403 | 404 | 409 | 422 | 'finds nothing';
  /** The problem's error_code, where the status alone could mean a malformed request. */
  code?: string;
}

const probes: Probe[] = [
  // Another customer of the same tenant.
  { name: "body account_id: another customer's account", caller: 'customer', operation: 'createInquiry', parts: (t) => ({ body: { inquiry_type: 'Billing', message: 'Hi', account_id: t.otherCustomerAccount } }), expected: 404 },
  { name: "path card_id: another customer's fuel card under the caller's own account", caller: 'customer', operation: 'suspendFuelCard', parts: () => ({ params: { account_id: 'OWN', card_id: OTHER_CUSTOMERS_CARD } }), expected: 404 },
  { name: "path key: another customer's document under the caller's own account", caller: 'customer', operation: 'getAccountDocument', parts: (t) => ({ params: { account_id: 'OWN', key: t.otherCustomerDocument } }), expected: 404 },
  // Claiming an account works once: a live claim with the right code never links an owned account.
  { name: "body claim_id: a claim of another customer's account, right code", caller: 'anonymous', operation: 'confirmAccountClaim', parts: async (t) => ({ body: await t.claimOf(TENANT, t.otherCustomerAccount) }), expected: 409, code: 'ACCOUNT_ALREADY_REGISTERED' },
  // §6: Admin rows get no login-as; staff may act only as customers.
  { name: 'query user_id: an Admin, by staff who may log in as customers', caller: 'staff', operation: 'loginAs', parts: (t) => ({ query: { user_id: t.admin.id } }), expected: 403 },
  { name: 'query user_id: a staff user, by an Admin', caller: 'admin', operation: 'loginAs', parts: (t) => ({ query: { user_id: t.staff.id } }), expected: 403 },
  { name: 'header user-key: a verification link used to set a password', caller: 'anonymous', operation: 'resetPassword', parts: async (t) => ({ linkKey: await t.verifyKey(), body: { new_password: 'A-new-password-1' } }), expected: 401 },

  // Another tenant's rows, named in this tenant.
  { name: "body account_id: another tenant's account", caller: 'customer', operation: 'createInquiry', parts: () => ({ body: { inquiry_type: 'Billing', message: 'Hi', account_id: FOREIGN.accountId } }), expected: 404 },
  { name: "path account_id: another tenant's account (customer)", caller: 'customer', operation: 'listAccountTransactions', parts: () => ({ params: { account_id: FOREIGN.accountId } }), expected: 404 },
  { name: "path account_id: another tenant's account (admin, records)", caller: 'admin', operation: 'exportAccountDeliveries', parts: () => ({ params: { account_id: FOREIGN.accountId, format: 'csv' } }), expected: 404 },
  { name: "path account_id: another tenant's account (admin, detail)", caller: 'admin', operation: 'getAccount', parts: () => ({ params: { account_id: FOREIGN.accountId } }), expected: 404 },
  { name: "path account_id: another tenant's account (admin, update)", caller: 'admin', operation: 'updateAccount', parts: () => ({ params: { account_id: FOREIGN.accountId }, body: { account_status: 'active', comment: 'probe' } }), expected: 404 },
  { name: "path card_id: another tenant's fuel card under the caller's own account", caller: 'customer', operation: 'removeFuelCard', parts: () => ({ params: { account_id: 'OWN', card_id: FOREIGN.cardId } }), expected: 404 },
  { name: "path account_id and card_id: another tenant's fuel card (admin)", caller: 'admin', operation: 'activateFuelCard', parts: () => ({ params: { account_id: FOREIGN.accountId, card_id: FOREIGN.cardId } }), expected: 404 },
  { name: "query searchText: another tenant's account number", caller: 'admin', operation: 'findAccounts', parts: () => ({ query: { searchText: FOREIGN.accountId } }), expected: 'finds nothing' },
  { name: "query search: another tenant's user", caller: 'admin', operation: 'listUsers', parts: () => ({ query: { search: FOREIGN.email } }), expected: 'finds nothing' },
  { name: "query to: another tenant's mail", caller: 'admin', operation: 'listOutbox', parts: () => ({ query: { to: FOREIGN.email } }), expected: 'finds nothing' },
  { name: "query user_id: another tenant's customer", caller: 'admin', operation: 'loginAs', parts: (t) => ({ query: { user_id: t.foreignUserId } }), expected: 404 },
  { name: "path email: another tenant's user (profile)", caller: 'admin', operation: 'getProfileByEmail', parts: () => ({ params: { email: FOREIGN.email } }), expected: 404 },
  { name: "path email: another tenant's user (delete)", caller: 'admin', operation: 'deleteUser', parts: () => ({ params: { id: FOREIGN.email } }), expected: 404 },
  { name: "path id: another tenant's user (confirm)", caller: 'admin', operation: 'confirmUser', parts: (t) => ({ params: { id: t.foreignUserId } }), expected: 404 },
  { name: "path userId: another tenant's user (update)", caller: 'admin', operation: 'updateUser', parts: (t) => ({ params: { userId: t.foreignUserId }, body: { first_name: 'Probe' } }), expected: 404 },
  { name: "body account_ids: another tenant's account (create user)", caller: 'admin', operation: 'createUser', parts: () => ({ body: { email: 'probe-create@example.test', first_name: 'P', last_name: 'Robe', role: 'User', account_ids: [FOREIGN.accountId] } }), expected: 422, code: 'UNKNOWN_ACCOUNT' },
  { name: "body account_ids: another tenant's account (update user)", caller: 'admin', operation: 'updateUser', parts: async (t) => ({ params: { userId: (await t.newDemoUser()).id }, body: { account_ids: [FOREIGN.accountId] } }), expected: 422, code: 'UNKNOWN_ACCOUNT' },
  { name: "body account_ids: another tenant's account (approve access request)", caller: 'admin', operation: 'resolveAccessRequest', parts: async (t) => ({ params: { request_id: await t.newDemoAccessRequest() }, body: { action: 'approve', account_ids: [FOREIGN.accountId] } }), expected: 422, code: 'UNKNOWN_ACCOUNT' },
  { name: "path request_id: another tenant's access request", caller: 'admin', operation: 'resolveAccessRequest', parts: (t) => ({ params: { request_id: t.foreignRequestId }, body: { action: 'reject' } }), expected: 404 },
  { name: "header user-key: another tenant's password-reset link", caller: 'anonymous', operation: 'resetPassword', parts: (t) => ({ linkKey: t.foreignResetKey, body: { new_password: 'A-new-password-1' } }), expected: 401 },
  { name: 'body user_id: a user of another tenant only', caller: 'anonymous', operation: 'login', parts: () => ({ body: { user_id: FOREIGN.email, password: DEMO_PASSWORD, app_id: '', app_url: '' } }), expected: 401 },
  { name: "body account_number: another tenant's account, its service ZIP code (guest look-up)", caller: 'anonymous', operation: 'lookUpGuestAccount', parts: () => ({ body: { account_number: FOREIGN.accountId, zip_code: FOREIGN.zipcode } }), expected: 404, code: 'ACCOUNT_NOT_FOUND' },
  { name: "body account_number: another tenant's account, its service ZIP code (guest payment)", caller: 'anonymous', operation: 'makeGuestPayment', parts: () => ({ body: { account_number: FOREIGN.accountId, zip_code: FOREIGN.zipcode, amount: 1, email: 'probe@example.test', payment_type: 'credit_card', data: TEST_CARD } }), expected: 404, code: 'ACCOUNT_NOT_FOUND' },
  { name: "path account_id: another tenant's account (admin, autopay runs)", caller: 'admin', operation: 'listAutopayRuns', parts: () => ({ params: { account_id: FOREIGN.accountId } }), expected: 404 },
  { name: "body claim_id: another tenant's live claim, right code", caller: 'anonymous', operation: 'confirmAccountClaim', parts: async (t) => ({ body: await t.claimOf(OTHER_TENANT, FOREIGN.accountId) }), expected: 422, code: 'INVALID_CLAIM_CODE' },

  // Saved payment sources: ids of another customer's sources, and of another tenant's users and sources.
  { name: "path id: another customer's user id (sources)", caller: 'customer', operation: 'getPaymentSourcesForUser', parts: (t) => ({ params: { id: t.otherCustomerId } }), expected: 404 },
  { name: "path id: another customer's source", caller: 'customer', operation: 'getPaymentSource', parts: (t) => ({ params: { id: t.otherCustomerSource } }), expected: 404 },
  { name: "path payment_id: another customer's source under the caller's own user id (rename)", caller: 'customer', operation: 'updatePaymentSource', parts: (t) => ({ params: { user_id: 'SELF', payment_id: t.otherCustomerSource }, body: { name: 'Mine now' } }), expected: 404 },
  { name: "path payment_id: another customer's source under the caller's own user id (delete)", caller: 'customer', operation: 'deletePaymentSource', parts: (t) => ({ params: { user_id: 'SELF', payment_id: t.otherCustomerSource } }), expected: 404 },
  { name: "path payment_id: another customer's source under the caller's own user id (default)", caller: 'customer', operation: 'makeDefaultPaymentSource', parts: (t) => ({ params: { user_id: 'SELF', payment_id: t.otherCustomerSource } }), expected: 404 },
  { name: "path payment_id: another customer's source under the caller's own user id (autopay)", caller: 'customer', operation: 'removeAutopay', parts: (t) => ({ params: { user_id: 'SELF', payment_id: t.otherCustomerSource } }), expected: 404 },
  { name: "body payment_id: another customer's source, the caller's own account", caller: 'customer', operation: 'addAutopay', parts: (t) => ({ body: { account_id: 'OWN', payment_id: t.otherCustomerSource, terms_acknowledged: true } }), expected: 404 },
  { name: "body account_id: another customer's account, the caller's own source", caller: 'customer', operation: 'addAutopay', parts: (t) => ({ body: { account_id: t.otherCustomerAccount, payment_id: t.ownSource, terms_acknowledged: true } }), expected: 404 },
  { name: "body account_id: another tenant's account, the caller's own source", caller: 'customer', operation: 'addAutopay', parts: (t) => ({ body: { account_id: FOREIGN.accountId, payment_id: t.ownSource, terms_acknowledged: true } }), expected: 404 },
  { name: "path id: another tenant's user (sources, admin)", caller: 'admin', operation: 'getPaymentSourcesForUser', parts: (t) => ({ params: { id: t.foreignUserId } }), expected: 404 },
  { name: "path id: another tenant's source (admin)", caller: 'admin', operation: 'getPaymentSource', parts: (t) => ({ params: { id: t.foreignSourceId } }), expected: 404 },
  { name: "path key_id: another tenant's API key (revoke)", caller: 'admin', operation: 'revokeApiKey', parts: (t) => ({ params: { key_id: t.foreignApiKeyId } }), expected: 404 },
  { name: "path key_id: another tenant's API key (its uses)", caller: 'admin', operation: 'listApiKeyUses', parts: (t) => ({ params: { key_id: t.foreignApiKeyId } }), expected: 404 },
  // Price alerts (issue 26): the caller's own only; a product only another tenant posts a price for is none here.
  { name: "path alert_id: another customer's price alert", caller: 'customer', operation: 'deletePriceAlert', parts: (t) => ({ params: { alert_id: t.otherCustomerAlert } }), expected: 404 },
  { name: "path alert_id: another tenant's price alert", caller: 'customer', operation: 'deletePriceAlert', parts: (t) => ({ params: { alert_id: t.foreignAlertId } }), expected: 404 },
  { name: "path product_code: a product only another tenant posts a price for (history)", caller: 'customer', operation: 'getPriceHistory', parts: () => ({ params: { product_code: FOREIGN.productCode } }), expected: 404 },
  { name: "path product_code: a product only another tenant posts a price for (alert)", caller: 'customer', operation: 'createPriceAlert', parts: () => ({ params: { product_code: FOREIGN.productCode }, body: { threshold: 3 } }), expected: 422, code: 'UNKNOWN_PRODUCT' },
  { name: "path user_id: another tenant's user (rename its source)", caller: 'admin', operation: 'updatePaymentSource', parts: (t) => ({ params: { user_id: t.foreignUserId, payment_id: t.foreignSourceId }, body: { name: 'Probe' } }), expected: 404 },
];

describe('ids in bodies, queries and paths reach only what the caller may', () => {
  const world = authorizationWorld();
  const targets = {} as Targets;

  beforeAll(async () => {
    const { t } = world;
    await t.database.withTenant(OTHER_TENANT, async (db) => {
      await db.insert(accounts).values({ tenantId: OTHER_TENANT, accountId: FOREIGN.accountId, displayName: 'Only In Cleangas', street1: '1 Elm St', city: 'Burlington', state: 'VT', zipcode: FOREIGN.zipcode, alerts: { delivery_reminders: false, new_documents: false, schedule_reminders: false } });
      await db.insert(locations).values({ tenantId: OTHER_TENANT, accountId: FOREIGN.accountId, locationNumber: 1, street1: '1 Elm St', city: 'Burlington', state: 'VT', zipcode: FOREIGN.zipcode });
      const [user] = await db.insert(users).values({ tenantId: OTHER_TENANT, email: FOREIGN.email, passwordHash: '!', role: 'User', confirmed: false }).returning();
      const [request] = await db.insert(workflowItems).values({ tenantId: OTHER_TENANT, type: 'access_request', status: 'new', itemContents: { first_name: 'A', last_name: 'B', email: FOREIGN.email, phone: '802-555-0100' } }).returning();
      await db.insert(fuelCards).values({ tenantId: OTHER_TENANT, cardId: FOREIGN.cardId, accountId: FOREIGN.accountId, last4: '0000', cardUserName: 'Only In Cleangas', status: 'active' });
      await db.insert(outbox).values({ tenantId: OTHER_TENANT, to: FOREIGN.email, from: 'care@cleangas.test', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>', transport: 'outbox', status: 'recorded' });
      targets.foreignUserId = user.id;
      const [source] = await db
        .insert(paymentSources)
        .values({ tenantId: OTHER_TENANT, userId: user.id, paymentType: 'credit_card', name: 'Foreign card', gateway: 'sandbox', token: 'tok_foreign', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2099 })
        .returning();
      targets.foreignSourceId = source.id;
      targets.foreignRequestId = request.id;
      targets.foreignResetKey = await issueToken(db, OTHER_TENANT, user.id, 'reset', world.now());
      const [key] = await db
        .insert(apiKeys)
        .values({ tenantId: OTHER_TENANT, name: 'Foreign key', keyHash: 'f'.repeat(64), prefix: 'fpk_FOREIGN0', scopes: ['events:read'], createdBy: user.id, createdAt: world.now() })
        .returning();
      targets.foreignApiKeyId = key.id;
      await db.insert(postedPrices).values({ tenantId: OTHER_TENANT, externalId: 'CG-ONLY-PRICE-1', productCode: FOREIGN.productCode, productName: 'Only In Cleangas', price: 2.5, effectiveDate: '2026-01-01' });
      const [alert] = await db.insert(priceAlerts).values({ tenantId: OTHER_TENANT, userId: user.id, productCode: FOREIGN.productCode, threshold: 2, armed: true }).returning();
      targets.foreignAlertId = alert.id;
    });
    await t.database.withTenant(TENANT, async (db) => {
      // The probes mean something only if these ids name nothing here.
      expect(await db.select().from(users).where(eq(users.id, targets.foreignUserId))).toEqual([]);
      expect(await db.select().from(workflowItems).where(eq(workflowItems.id, targets.foreignRequestId))).toEqual([]);
      expect(await db.select().from(paymentSources).where(eq(paymentSources.id, targets.foreignSourceId))).toEqual([]);
      expect(await db.select().from(apiKeys).where(eq(apiKeys.id, targets.foreignApiKeyId))).toEqual([]);
      expect(await db.select().from(priceAlerts).where(eq(priceAlerts.id, targets.foreignAlertId))).toEqual([]);
      const [other] = await db.select().from(accounts).where(eq(accounts.accountId, world.otherCustomerAccount));
      targets.otherCustomerZipcode = other.zipcode;
      await db.insert(fuelCards).values({ tenantId: TENANT, cardId: OTHER_CUSTOMERS_CARD, accountId: world.otherCustomerAccount, last4: '1111', cardUserName: 'Other Driver', status: 'active' });
    });
    const context = world.contextFor('admin');
    targets.otherCustomerAccount = world.otherCustomerAccount;
    targets.otherCustomerDocument = await context.documentKey(world.otherCustomerAccount);
    targets.admin = world.admin;
    targets.staff = world.identityOf('staff-with', null)!;
    targets.verifyKey = async () => context.linkKey((await context.newUser({ confirmed: false })).id, 'verify');
    targets.newDemoUser = () => context.newUser();
    targets.newDemoAccessRequest = () => context.newAccessRequest();
    targets.claimOf = async (tenant, accountId) => {
      const id = newClaimId();
      const at = world.now();
      await t.database.withTenant(tenant, (db) =>
        db.insert(accountClaims).values({
          tenantId: tenant, id, accountId, codeHash: claimCodeHash(id, '654321'), method: 'email', email: `probe-claim-${id.slice(0, 8)}@example.test`,
          firstName: 'Take', lastName: 'Over', passwordHash: '!', createdAt: at, expiresAt: new Date(at.getTime() + 15 * 60 * 1000),
        }),
      );
      return { claim_id: id, code: '654321' };
    };
    targets.otherCustomerId = world.otherCustomer.id;
    targets.otherCustomerSource = await context.newPaymentSource(world.otherCustomer.id);
    targets.ownSource = await context.newPaymentSource(world.customer.id);
    targets.otherCustomerAlert = await context.newPriceAlert(world.otherCustomer.id);
  });

  it.each(probes.map((p) => [p.name, p] as const))('%s', async (_name, probe) => {
    const operation = operations.find((o) => o.id === probe.operation)!;
    const identity = { anonymous: undefined, customer: world.customer, staff: targets.staff, admin: world.admin }[probe.caller];
    const parts = await probe.parts(targets);
    // The caller's own account where a probe names only the foreign part of a path.
    if (parts.params?.account_id === 'OWN') parts.params.account_id = world.ownAccount;
    if (parts.params?.user_id === 'SELF') parts.params.user_id = world.customer.id;
    const body = parts.body as { account_id?: string } | undefined;
    if (body?.account_id === 'OWN') body.account_id = world.ownAccount;
    const key = parts.linkKey ?? (identity ? await world.sessionFor(identity) : undefined);
    const response = await world.send(operation, parts, key);
    const what = `${probe.operation} as ${probe.caller}: ${response.statusCode} ${response.body.slice(0, 200)}`;
    if (probe.expected === 'finds nothing') {
      expect(response.statusCode, what).toBe(200);
      expect(response.json(), what).toMatchObject({ totalElements: 0, content: [] });
      // The same search in the tenant the row lives in finds it: the probe really searches by this value.
      const otherAdmin = world.identityOf('admin-other-tenant', null)!;
      const control = await world.send(operation, parts, await world.sessionFor(otherAdmin), OTHER_TENANT);
      expect(control.json(), `control in ${OTHER_TENANT}: ${control.body.slice(0, 200)}`).toMatchObject({ totalElements: 1 });
    } else {
      expect(response.statusCode, what).toBe(probe.expected);
      if (probe.code) expect(response.json(), what).toMatchObject({ error_code: probe.code });
    }
  });
});
