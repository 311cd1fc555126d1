/**
 * The demo's pre-buy customer (issue 26): the demo customer's second account already bought its
 * season's gallons in the tenant's pre-buy program, approved by staff, so the Overview shows a plan
 * with its gallons used since against those contracted, while the first account can still enrol.
 * Written as the portal would have left it: a program_enrolment workflow item made through the one
 * submission function and then approved, and the enrolment with its consent record and figures
 * worked out by the same rules.
 */
import { and, eq, gte, lte } from 'drizzle-orm';
import { APPROVED_STATUS } from '../../engine/workflow';
import { lastSeasonGallons, prebuyProgram, prebuyQuote, suggestedPrebuyGallons, figuresText, programLabel } from '../../engine/programs';
import { formatAddress } from '../../engine/format';
import type { Db } from '../db/database';
import { accounts, deliveries, locations, programEnrolments, users, workflowItems } from '../db/schema';
import { ephemeralFieldKey } from '../sensitive/field-key';
import type { LoadedTenant } from '../tenants/load-tenants';
import { sealSubmission, submitItem } from '../workflow/submit-item';
import { SEED_REFERENCE_DATE } from './ledger/calendar';

/** Signed four months before the seed's reference date: the autumn's deliveries count against it. */
const SIGNED_DAYS_BEFORE = 120;

export async function seedDemoPrebuy(db: Db, tenant: LoadedTenant, accountId: string): Promise<void> {
  const program = prebuyProgram(tenant.config.settings);
  if (!program.enabled || !program.window.from) return;
  const signedAt = new Date(SEED_REFERENCE_DATE.getTime() - SIGNED_DAYS_BEFORE * 86_400_000);
  const signedDay = signedAt.toISOString().slice(0, 10);
  const from = new Date(signedAt.getTime() - 364 * 86_400_000).toISOString().slice(0, 10);
  const rows = await db
    .select({ date: deliveries.deliveryDate, quantity: deliveries.quantity })
    .from(deliveries)
    .where(and(eq(deliveries.accountId, accountId), gte(deliveries.deliveryDate, from), lte(deliveries.deliveryDate, signedDay)));
  const gallons = suggestedPrebuyGallons(lastSeasonGallons(rows.map((r) => ({ date: r.date, quantity: Number(r.quantity) })), signedDay), program);
  const quote = prebuyQuote(gallons, program);
  if ('refused' in quote) return;
  const figures = { program: 'prebuy' as const, price_per_gallon: quote.pricePerGallon, gallons: quote.gallons, total: quote.total, payment_plan: quote.payment, due_now: quote.dueNow };
  const [account] = await db.select().from(accounts).where(eq(accounts.accountId, accountId));
  const [location] = await db.select().from(locations).where(eq(locations.accountId, accountId)).limit(1);
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'customer@demo.test'));
  if (!account || !customer) return;
  const place = location ?? account;
  const consent = {
    signature_name: `${account.firstName} ${account.lastName}`.trim() || account.displayName,
    signed_at: signedAt.toISOString(),
    service_address: formatAddress(place),
    terms_version: program.termsVersion,
  };
  // Through the one submission path as the customer's enrolment was (nothing to seal; no event: the
  // seed's past is no news), then approved as staff left it.
  const answers = sealSubmission({ fieldKey: ephemeralFieldKey() }, tenant.id, null, { gallons, signature_name: consent.signature_name, accept_terms: true }, {});
  const item = await submitItem({ db, tenant, services: { now: () => signedAt } }, {
    type: 'program_enrolment',
    answers,
    added: { program: 'prebuy', terms_version: consent.terms_version, program_label: programLabel('prebuy'), figures_text: figuresText(figures), figures, consent, from_name: account.displayName },
    accountId,
    userId: customer.id,
  });
  await db.update(workflowItems).set({ status: APPROVED_STATUS, createdAt: signedAt, updatedAt: signedAt }).where(eq(workflowItems.id, item.id));
  await db.insert(programEnrolments).values({
    tenantId: tenant.id,
    accountId,
    program: 'prebuy',
    season: program.window.from,
    workflowItemId: item.id,
    figures,
    signatureName: consent.signature_name,
    signedAt,
    serviceAddress: consent.service_address,
    termsVersion: consent.terms_version,
    enteredByUserId: customer.id,
    createdAt: signedAt,
  });
}
