/** Helpers of the account-claim tests: accounts with a known contact on file, and the code as the person on file reads it. */
import { and, desc, eq } from 'drizzle-orm';
import { accounts, events, textOutbox } from '../../../src/server/db/schema';
import type { SteppedClockApp } from './test-app';
import { mailsTo } from './outbox';

let serial = 0;

/** A new account no user owns, with the contact on file given (by default an email and a mobile number). */
export async function newAccount(t: SteppedClockApp, contact: { email?: string; cellPhone?: string } = {}, tenant = 'demo') {
  const accountId = `CLM-${process.pid}-${++serial}`;
  const email = contact.email ?? `owner-${serial}-${Date.now()}@example.test`;
  await t.database.withTenant(tenant, (db) =>
    db.insert(accounts).values({
      tenantId: tenant, accountId, displayName: 'Owner On File', email, cellPhone: contact.cellPhone ?? '802-555-0199',
      street1: '1 Claim St', city: 'Burlington', state: 'VT', zipcode: '05401',
      alerts: { delivery_reminders: false, new_documents: false, schedule_reminders: false },
    }),
  );
  return { accountId, zipcode: '05401', email, cellPhone: contact.cellPhone ?? '802-555-0199' };
}

let ip = 0;
/** A fresh client address: the per-address limits are tested apart. */
export const nextIp = () => `198.51.${Math.floor(++ip / 250) % 250}.${(ip % 250) + 1}`;

export const claimStart = (t: SteppedClockApp, payload: object, tenant = 'demo') =>
  t.app.inject({ method: 'POST', url: `/api/${tenant}/register-user`, remoteAddress: nextIp(), payload });
export const claimVerify = (t: SteppedClockApp, claimId: string, code: string, tenant = 'demo') =>
  t.app.inject({ method: 'POST', url: `/api/${tenant}/register-user/verify`, remoteAddress: nextIp(), payload: { claim_id: claimId, code } });

/** The code in the newest mail to `email`, read as a person would; undefined when none carries one. */
export async function mailedCode(t: SteppedClockApp, email: string, tenant = 'demo'): Promise<string | undefined> {
  const [mail] = await mailsTo(t, email, tenant);
  return /enter this code to finish: (\d{6})/.exec(mail?.text ?? '')?.[1];
}

/** Texts recorded for an E.164 number, newest first. */
export const textsTo = (t: SteppedClockApp, to: string, tenant = 'demo') =>
  t.database.withTenant(tenant, (db) => db.select().from(textOutbox).where(eq(textOutbox.to, to)).orderBy(desc(textOutbox.id)));

/** The account.claimed events of an account. */
export const claimedEvents = (t: SteppedClockApp, accountId: string, tenant = 'demo') =>
  t.database.withTenant(tenant, (db) => db.select().from(events).where(and(eq(events.type, 'account.claimed'), eq(events.accountId, accountId))));
