/** The helpers fixtures use to make throwaway targets in the demo tenant (see fixtures.ts). */
import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import { issueToken } from '../../../src/server/auth/tokens';
import { newApiKeySecret } from '../../../src/server/auth/api-keys';
import { claimCodeHash, newClaimId } from '../../../src/server/modules/identity/claims/claim-code';
import { createSandboxGateway } from '../../../src/server/payments/gateway/sandbox-gateway';
import { accountClaims, accountDocuments, accounts, apiKeys, assets, configDrafts, deliveries, drops, events, fuelCards, importJobs, locations, payments, paymentSources, priceAlerts, programEnrolments, tankPlans, userAccounts, users, webhookDeliveries, webhookEndpoints, workflowItems } from '../../../src/server/db/schema';
import type { TestApp } from '../support/test-app';
import { createSession } from '../../../src/server/auth/sessions';
import { emitEvent } from '../../../src/server/events/emit-event';
import { creditApplication, type FixtureContext } from './fixtures';
import { TENANT } from './world';

let serial = 0;

/** Endpoints are registered through the API as the tenant's Admin (a session at the world's clock): their secret is sealed with the app's own key. */
async function newWebhookEndpoint(t: TestApp, adminId: number, now: Date): Promise<number> {
  // The table registers one endpoint per operation × principal, past the tenant's cap of enabled
  // endpoints (MAX_ENABLED_ENDPOINTS): the earlier ones are done with, so they are switched off.
  await t.database.withTenant(TENANT, (db) => db.update(webhookEndpoints).set({ enabled: false }).where(eq(webhookEndpoints.enabled, true)));
  const key = await t.database.withTenant(TENANT, (db) => createSession(db, TENANT, adminId, { now, idleMs: 3_600_000 }));
  const created = await t.app.inject({ method: 'POST', url: `/api/${TENANT}/webhooks/endpoints`, headers: { 'user-key': key }, payload: { url: `http://127.0.0.1:9/fixture-${++serial}` } });
  if (created.statusCode !== 201) throw new Error(`registering a webhook endpoint answered ${created.statusCode} ${created.body}`);
  return (created.json() as { endpoint: { id: number } }).endpoint.id;
}

export function fixtureContext(
  t: TestApp,
  now: () => Date,
  about: Pick<FixtureContext, 'principal' | 'accountId' | 'customer'> & { adminId: number },
): FixtureContext {
  return {
    principal: about.principal,
    accountId: about.accountId,
    customer: about.customer,
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
    newFuelOrder: async (accountId) => {
      const [drop] = await t.database.withTenant(TENANT, (db) => db.select({ dropId: drops.dropId }).from(drops).where(eq(drops.accountId, accountId)).orderBy(drops.dropId).limit(1));
      const [item] = await t.database.withTenant(TENANT, (db) =>
        db
          .insert(workflowItems)
          .values({ tenantId: TENANT, type: 'fuel_order', status: 'new', accountId, itemContents: { account_id: accountId, drop: { drop_id: drop?.dropId ?? null }, fill: true } })
          .returning(),
      );
      return item.id;
    },
    newCreditApplication: async () => {
      const email = `fixture-credit-${++serial}@example.test`;
      const sent = await t.app.inject({ method: 'POST', url: `/api/${TENANT}/applications/credit-application`, remoteAddress: `192.0.2.${(serial % 250) + 1}`, payload: creditApplication(email) });
      if (sent.statusCode !== 201) throw new Error(`credit application answered ${sent.statusCode}: ${sent.body}`);
      const [item] = await t.database.withTenant(TENANT, (db) => db.select({ id: workflowItems.id }).from(workflowItems).where(sql`${workflowItems.itemContents}->>'email' = ${email}`));
      return item.id;
    },
    linkKey: (userId, purpose) => t.database.withTenant(TENANT, (db) => issueToken(db, TENANT, userId, purpose, now())),
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
    newClaimableAccount: () => newClaimableAccount(t),
    newClaim: async () => {
      const { accountId } = await newClaimableAccount(t);
      const id = newClaimId();
      const at = now();
      await t.database.withTenant(TENANT, (db) =>
        db.insert(accountClaims).values({
          tenantId: TENANT, id, accountId, codeHash: claimCodeHash(id, '123456'), method: 'email', email: `claimer-${++serial}@example.test`,
          firstName: 'Claim', lastName: 'Er', passwordHash: '!', createdAt: at, expiresAt: new Date(at.getTime() + 15 * 60 * 1000),
        }),
      );
      return { claimId: id, code: '123456' };
    },
    documentKey: (accountId) =>
      t.database.withTenant(TENANT, async (db) => {
        const [document] = await db.select({ key: accountDocuments.documentId }).from(accountDocuments).where(eq(accountDocuments.accountId, accountId)).limit(1);
        if (!document) throw new Error(`the demo seed has no document for account ${accountId}`);
        return document.key;
      }),
    paymentId: async (accountId) => {
      // A real sandbox charge behind it, so a refund of it reaches the gateway.
      const gateway = createSandboxGateway(t.database, now);
      const key = `fixture-${++serial}-${now().getTime()}`;
      const token = await gateway.tokeniseCard(TENANT, { number: '4242424242424242', expMonth: 12, expYear: 2039, cvv: '123', holderName: 'Fixture' }, `${key}:token`);
      if (!token.ok) throw new Error('the sandbox declined the fixture card');
      const charge = await gateway.charge(TENANT, { token: token.token, amountCents: 100, description: 'fixture' }, `${key}:charge`);
      if (!charge.ok) throw new Error('the sandbox declined the fixture charge');
      return t.database.withTenant(TENANT, async (db) => {
        const [payment] = await db
          .insert(payments)
          .values({
            tenantId: TENANT, paymentNumber: key, accountId, channel: 'portal', paymentType: 'credit_card', sourceLabel: 'Visa •••• 4242', amount: 1, total: 1,
            status: 'pending', gateway: 'sandbox', gatewayChargeId: charge.chargeId, gatewayKey: key, transactionId: key,
          })
          .returning({ id: payments.id });
        return payment.id;
      });
    },
    serviceZipcode: (accountId) =>
      t.database.withTenant(TENANT, async (db) => {
        const [location] = await db.select({ zipcode: locations.zipcode }).from(locations).where(eq(locations.accountId, accountId)).limit(1);
        if (!location) throw new Error(`the demo seed has no service location for account ${accountId}`);
        return location.zipcode;
      }),
    deliveryId: (accountId) =>
      t.database.withTenant(TENANT, async (db) => {
        const [delivery] = await db.select({ id: deliveries.deliveryId }).from(deliveries).where(eq(deliveries.accountId, accountId)).limit(1);
        if (!delivery) throw new Error(`the demo seed has no delivery for account ${accountId}`);
        return delivery.id;
      }),
    unenrolledAccount: (accountId) =>
      t.database.withTenant(TENANT, async (db) => {
        await db.delete(programEnrolments).where(eq(programEnrolments.accountId, accountId));
        const [holder] = await db.select({ firstName: accounts.firstName, lastName: accounts.lastName, displayName: accounts.displayName }).from(accounts).where(eq(accounts.accountId, accountId));
        return { holderName: `${holder.firstName} ${holder.lastName}`.trim() || holder.displayName };
      }),
    dropId: (accountId) =>
      t.database.withTenant(TENANT, async (db) => {
        const [drop] = await db.select({ id: drops.dropId }).from(drops).where(eq(drops.accountId, accountId)).limit(1);
        if (!drop) throw new Error(`the demo seed has no drop for account ${accountId}`);
        return drop.id;
      }),
    newFuelCard: async (accountId, status) => {
      const cardId = `GOLDEN-${++serial}`;
      await t.database.withTenant(TENANT, (db) =>
        db.insert(fuelCards).values({ tenantId: TENANT, cardId, accountId, last4: '4242', cardUserName: 'Golden Driver', status, issuedAt: status === 'pending' ? null : now() }),
      );
      return cardId;
    },
    newAsset: async (kind) => {
      const name = `fixture-${++serial}.png`;
      const bytes = Buffer.from('89504e470d0a1a0a', 'hex');
      await t.database.withTenant(TENANT, (db) =>
        db.insert(assets).values({ tenantId: TENANT, name, kind, contentType: 'image/png', size: bytes.length, sha256: 'fixture', storage: 'database', bytes }),
      );
      return name;
    },
    newImportJob: async () => {
      const [job] = await t.database.withTenant(TENANT, (db) =>
        db.insert(importJobs).values({ tenantId: TENANT, source: 'api', format: 'ndjson', fileName: `fixture-${++serial}.ndjson`, status: 'succeeded' }).returning({ id: importJobs.id }),
      );
      return job.id;
    },
    newDraft: async () => {
      const override = { submitLabel: `Draft ${++serial}` };
      await t.database.withTenant(TENANT, (db) =>
        db
          .insert(configDrafts)
          .values({ tenantId: TENANT, name: 'form.contact', override, updatedBy: about.adminId })
          .onConflictDoUpdate({ target: [configDrafts.tenantId, configDrafts.name], set: { override } }),
      );
      return 'form.contact';
    },
    newApiKey: async (scopes) => {
      const { secret, hash, prefix } = newApiKeySecret();
      const [row] = await t.database.withTenant(TENANT, (db) =>
        db.insert(apiKeys).values({ tenantId: TENANT, name: `Fixture key ${++serial}`, keyHash: hash, prefix, scopes, createdBy: about.adminId, createdAt: now() }).returning(),
      );
      return { id: row.id, secret };
    },
    newWebhookEndpoint: () => newWebhookEndpoint(t, about.adminId, now()),
    newWebhookDelivery: async () => {
      const endpointId = await newWebhookEndpoint(t, about.adminId, now());
      const deliveryId = await t.database.withTenant(TENANT, async (db) => {
        const eventId = await emitEvent(db, TENANT, { type: 'webhook.test', data: { message: 'Golden' }, endpointId, at: now() });
        const [event] = await db.select().from(events).where(eq(events.id, eventId));
        const [row] = await db
          .insert(webhookDeliveries)
          .values({ tenantId: TENANT, endpointId, eventSeq: event.seq, eventId, eventType: 'webhook.test', status: 'failed', attempts: 10, nextAttemptAt: now(), createdAt: now() })
          .returning();
        return row.id;
      });
      return { endpointId, deliveryId };
    },
    freeTank: async (accountId) => {
      return t.database.withTenant(TENANT, async (db) => {
        const [drop] = await db.select({ id: drops.dropId }).from(drops).where(eq(drops.accountId, accountId)).limit(1);
        if (!drop) throw new Error(`the demo seed has no drop for account ${accountId}`);
        const dropId = drop.id;
        await db.update(workflowItems).set({ status: 'closed' }).where(and(eq(workflowItems.type, 'tank_request'), eq(workflowItems.accountId, accountId)));
        await db.delete(tankPlans).where(eq(tankPlans.dropId, dropId));
        return dropId;
      });
    },
    newPriceAlert: async (userId) => {
      const [row] = await t.database.withTenant(TENANT, (db) => db.insert(priceAlerts).values({ tenantId: TENANT, userId, productCode: 'FO2', threshold: 3, armed: true }).returning());
      return row.id;
    },
    newPaymentSource: async (userId) => {
      const [row] = await t.database.withTenant(TENANT, (db) =>
        db
          .insert(paymentSources)
          .values({ tenantId: TENANT, userId, paymentType: 'credit_card', name: `Card ${++serial}`, gateway: 'sandbox', token: `tok_fixture_${serial}`, brand: 'Visa', last4: '4242', expMonth: 12, expYear: now().getUTCFullYear() + 2 })
          .returning(),
      );
      return row.id;
    },
  };
}

async function newClaimableAccount(t: TestApp): Promise<{ accountId: string; zipcode: string }> {
  const accountId = `CLAIM-${++serial}`;
  await t.database.withTenant(TENANT, (db) =>
    db.insert(accounts).values({
      tenantId: TENANT, accountId, displayName: 'Claimable Account', email: `owner-${accountId.toLowerCase()}@example.test`, street1: '1 Claim St', city: 'Burlington', state: 'VT', zipcode: '05401',
      alerts: { delivery_reminders: false, new_documents: false, schedule_reminders: false },
    }),
  );
  return { accountId, zipcode: '05401' };
}
