import { and, eq } from 'drizzle-orm';
import type { TenantConfigs } from '../../config/tenant-configs';
import type { Database, Db } from '../../db/database';
import { autopayRuns } from '../../db/schema';
import { saveAnswer } from '../../http/idempotency/idempotency-store';
import type { OutsideJob } from '../../jobs/periodic-jobs';
import type { Services } from '../../services';
import type { LoadedTenant, TenantRegistry } from '../../tenants/load-tenants';
import { contactOfUser } from '../../notifications/account-events';
import { chargeFailed, chargeOutside, completeCharge, type ChargeOutcome } from '../charge-steps';
import { AUTOPAY_SCOPE, claimStatement, dueStatements, planKey, takeOverStuckRuns, type AutopayWork } from './autopay-claims';
import { queueAutopayFailure } from './autopay-mail';

/** Statements taken up per tenant and run; the rest wait for the next tick. */
const BATCH = 100;
/** A run 'charging' longer than this was left by a crash: the next run finishes it with the same key. */
export const AUTOPAY_LEASE_MS = 5 * 60_000;

/**
 * Issue item 7: charges each enrolled account's latest statement on its due date, exactly once per
 * account and statement. Per statement: the run row is inserted 'charging' (the claim) with the
 * plan, the gateway is called outside any transaction with a key derived from tenant, account and
 * statement, then the outcome is booked in a transaction of its own (payment and receipt, or
 * 'failed' with the code and a mail). A crash between leaves the run 'charging'; a later run takes
 * it over and replays the same key, so the gateway answers the first charge instead of making one.
 */
export function autopayJob(database: Database, services: Services, tenants: TenantRegistry, configs: TenantConfigs): OutsideJob {
  return {
    name: 'autopay',
    everyMs: 15 * 60_000,
    async outside(tenantId, now) {
      const known = tenants.get(tenantId);
      if (!known) return 0;
      // As it runs: a tenant admin's published settings (auto_pay, customer_receipt, fees) apply.
      const tenant = await database.withTenant(tenantId, (db) => configs.tenantFor(db, known));
      if (tenant.config.settings.payments?.auto_pay === false) return 0;
      const work: AutopayWork[] = await database.withTenant(tenantId, (db) => takeOverStuckRuns(db, now, AUTOPAY_LEASE_MS, BATCH));
      const due = await database.withTenant(tenantId, (db) => dueStatements(db, now, BATCH));
      let done = 0;
      for (const { enrolment, statement } of due) {
        const claim = await committed(database, services, tenantId, async (db) => {
          const claimed = await claimStatement(db, tenant, enrolment, statement, now);
          if (claimed && 'settled' in claimed && claimed.settled.status === 'failed') await queueAutopayFailure(db, tenant, services, claimed.settled);
          return claimed;
        });
        if (!claim) continue;
        if ('work' in claim) work.push(claim.work);
        else done += 1;
      }
      let failure: unknown;
      for (const item of work) {
        try {
          if (await charge(database, services, tenant, item)) done += 1;
        } catch (error) {
          // The gateway did not answer: the run stays 'charging' and the next run replays its key.
          failure ??= error;
        }
      }
      if (failure) throw failure;
      return done;
    },
  };
}

/** One statement's charge and its booking; false when another process booked it first. */
async function charge(database: Database, services: Services, tenant: LoadedTenant, work: AutopayWork): Promise<boolean> {
  const key = planKey(work.accountId, work.statementDocumentId);
  const outcome: ChargeOutcome = await chargeOutside({ tenant, services, outsideKey: `autopay:${tenant.id}:${key}` }, work.plan, undefined);
  const ref = { tenantId: tenant.id, scope: AUTOPAY_SCOPE, key };
  return committed(database, services, tenant.id, async (db) => {
    const where = and(eq(autopayRuns.accountId, work.accountId), eq(autopayRuns.statementDocumentId, work.statementDocumentId));
    // Locked: of two processes finishing one run, the second waits, then finds it done.
    const [run] = await db.select({ status: autopayRuns.status }).from(autopayRuns).where(where).for('update');
    if (run?.status !== 'charging') return false;
    const now = services.now();
    if ('declined' in outcome) {
      const { code, message } = outcome.declined;
      await db.update(autopayRuns).set({ status: 'failed', errorCode: code.toUpperCase(), message }).where(where);
      await saveAnswer(db, ref, 402, { error_code: code.toUpperCase(), detail: message }, now);
      const { userId } = work.plan;
      if (userId !== null) await queueAutopayFailure(db, tenant, services, { userId, accountId: work.accountId, statementDocumentId: work.statementDocumentId, message, amountCents: work.plan.amountCents + work.plan.feeCents });
      // payment.failed per the notification config; the customer already has the autopay failure mail.
      await chargeFailed({ db, tenant, services }, work.plan, outcome, (await contactOfUser(db, userId, null)).email);
      return true;
    }
    const payment = await completeCharge({ db, tenant, services }, work.plan, outcome);
    await db.update(autopayRuns).set({ status: 'charged', paymentId: payment.id, errorCode: null, message: null }).where(where);
    await saveAnswer(db, ref, 201, { payment_id: payment.id, payment_number: payment.paymentNumber }, now);
    return true;
  });
}

/** A transaction of its own; mail it queued is kicked once it committed. */
async function committed<T>(database: Database, services: Services, tenantId: string, work: (db: Db) => Promise<T>): Promise<T> {
  let scoped: Db | undefined;
  const result = await database.withTenant(tenantId, (db) => {
    scoped = db;
    return work(db);
  });
  if (scoped) services.mailer.committed(scoped);
  return result;
}
