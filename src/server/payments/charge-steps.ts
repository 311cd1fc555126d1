import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { paymentSources, type BillingAddress, type PaymentType } from '../db/schema';
import type { CompletionContext, OutsideContext } from '../openapi/operation-types';
import { sourceLabel } from '../../engine/payments/source-label';
import type { Charged, Declined, Tokenised } from './gateway';
import { bankDetailsOf, cardDetailsOf, type NewSource } from './payment-data';
import { paymentProblems } from './payment-problems';
import { recordPayment, type PaymentRow } from './record-payment';
import { emitPaymentEvent } from './payment-events';
import { queueReceipt } from './receipt/receipt-mail';
import { contactOfUser, notifyPayment } from '../notifications/account-events';
import type { BankAccountType } from '../../../schemas/generated/enums';

/** What a new card or bank account is saved as, if the payer asks: nothing secret, so it may sit in a plan. */
export interface NewSourceMeta {
  save: boolean;
  name: string;
  holderFirstName: string;
  holderLastName: string;
  expMonth: number | null;
  expYear: number | null;
  accountType: BankAccountType | null;
  bankName: string | null;
  billingAddress: BillingAddress | null;
}

/**
 * A payment decided in the request's transaction: who pays what from which source. Stored with
 * the Idempotency-Key as plain JSON, so it holds a saved source's token but never card data.
 */
export interface ChargePlan {
  accountId: string;
  userId: number | null;
  channel: PaymentRow['channel'];
  paymentType: PaymentType;
  amountCents: number;
  feeCents: number;
  receiptEmail: string | null;
  source: { kind: 'saved'; id: number; token: string; label: string } | ({ kind: 'new' } & NewSourceMeta);
  statementDocumentId?: string;
}

export type ChargeOutcome = { declined: Declined } | { charge: Charged; token: Tokenised; gateway: string; gatewayKey: string };

/**
 * The outside step: tokenise a new source (with the card data of this request, never stored),
 * then charge the total. Both calls carry keys derived from the request's, so a retry after a
 * crash gets the same token and the same charge back.
 */
export async function chargeOutside(ctx: OutsideContext, plan: ChargePlan, newSource: NewSource | undefined): Promise<ChargeOutcome> {
  const gateway = ctx.services.gateways.for(ctx.tenant);
  let token: Tokenised;
  if (plan.source.kind === 'saved') {
    token = { ok: true, token: plan.source.token, brand: '', last4: '' };
  } else {
    if (!newSource) throw new Error('chargeOutside: a new source needs its data');
    const tokenKey = `${ctx.outsideKey}:token`;
    const made =
      newSource.payment_type === 'credit_card'
        ? await gateway.tokeniseCard(ctx.tenant.id, cardDetailsOf(newSource.data), tokenKey)
        : await gateway.tokeniseBankAccount(ctx.tenant.id, bankDetailsOf(newSource.data), tokenKey);
    if (!made.ok) return { declined: made };
    token = made;
  }
  const gatewayKey = `${ctx.outsideKey}:charge`;
  const charge = await gateway.charge(ctx.tenant.id, { token: token.token, amountCents: plan.amountCents + plan.feeCents, description: `Account ${plan.accountId}` }, gatewayKey);
  if (!charge.ok) return { declined: charge };
  return { charge, token, gateway: gateway.name, gatewayKey };
}

/** A new source the payer asked to keep, saved once (a resumed retry finds it by token). */
async function saveNewSource(db: Db, tenantId: string, userId: number, plan: ChargePlan & { source: { kind: 'new' } }, token: Tokenised, gateway: string): Promise<number> {
  const [known] = await db.select({ id: paymentSources.id }).from(paymentSources).where(eq(paymentSources.token, token.token));
  if (known) return known.id;
  const [current] = await db
    .select({ id: paymentSources.id })
    .from(paymentSources)
    .where(and(eq(paymentSources.userId, userId), eq(paymentSources.isDefault, true), isNull(paymentSources.deletedAt)));
  const { source } = plan;
  const [saved] = await db
    .insert(paymentSources)
    .values({
      tenantId,
      userId,
      paymentType: plan.paymentType,
      name: source.name,
      gateway,
      token: token.token,
      brand: source.bankName || token.brand,
      last4: token.last4,
      expMonth: source.expMonth,
      expYear: source.expYear,
      holderFirstName: source.holderFirstName,
      holderLastName: source.holderLastName,
      accountType: source.accountType,
      billingAddress: source.billingAddress,
      isDefault: !current,
    })
    .returning({ id: paymentSources.id });
  return saved.id;
}

/**
 * The completing step: a decline becomes the 402 every retry replays (no payment, no fee);
 * an accepted charge is booked, its new source saved if asked, and its receipt queued.
 */
export async function completeCharge(ctx: CompletionContext, plan: ChargePlan, outcome: ChargeOutcome): Promise<PaymentRow> {
  if ('declined' in outcome) throw paymentProblems.declined(outcome.declined);
  const { db, tenant, services } = ctx;
  const now = services.now();
  const isNew = plan.source.kind === 'new';
  const label = plan.source.kind === 'saved' ? plan.source.label : sourceLabel(plan.source.bankName || outcome.token.brand, outcome.token.last4);
  let sourceId = plan.source.kind === 'saved' ? plan.source.id : null;
  if (isNew && plan.source.kind === 'new' && plan.source.save && plan.userId !== null) {
    sourceId = await saveNewSource(db, tenant.id, plan.userId, plan as ChargePlan & { source: { kind: 'new' } }, outcome.token, outcome.gateway);
  }
  const { payment, created } = await recordPayment(
    db,
    {
      tenantId: tenant.id,
      accountId: plan.accountId,
      userId: plan.userId,
      channel: plan.channel,
      paymentType: plan.paymentType,
      paymentSourceId: sourceId,
      sourceLabel: label,
      amountCents: plan.amountCents,
      feeCents: plan.feeCents,
      gateway: outcome.gateway,
      gatewayKey: outcome.gatewayKey,
      charge: outcome.charge,
      receiptEmail: plan.receiptEmail,
      statementDocumentId: plan.statementDocumentId,
    },
    now,
  );
  if (created && plan.receiptEmail) await queueReceipt(db, tenant, services, payment);
  // Booked once per charge (a resumed retry finds the payment: created is false), told once.
  if (created) {
    await notifyPayment(ctx, 'payment.made', await contactOfUser(db, plan.userId, plan.receiptEmail), { accountId: plan.accountId, amountCents: plan.amountCents + plan.feeCents, sourceLabel: label });
    // Last of the booking: the supplier hears of the payment once, with the number its import will echo.
    await emitPaymentEvent(db, tenant.id, 'payment.created', payment, now);
  }
  return payment;
}

/**
 * A declined charge (OutsideSteps.failed): the payer is told per the notification config, in the
 * transaction that stores the 402 for the Idempotency-Key, so a retried request does not tell twice.
 */
export async function chargeFailed(ctx: CompletionContext, plan: ChargePlan, outcome: ChargeOutcome, alreadyMailed?: string): Promise<void> {
  if (!('declined' in outcome)) return;
  const label = plan.source.kind === 'saved' ? plan.source.label : plan.paymentType === 'credit_card' ? 'a new card' : 'a new bank account';
  const customer = await contactOfUser(ctx.db, plan.userId, plan.receiptEmail);
  const notice = { accountId: plan.accountId, amountCents: plan.amountCents + plan.feeCents, sourceLabel: label, reason: outcome.declined.message };
  // A guest's address is whatever they typed: the gateway's reason would be the oracle the 402 no longer is.
  await notifyPayment(ctx, 'payment.failed', customer, notice, alreadyMailed, plan.channel === 'guest' ? (plan.receiptEmail ?? undefined) : undefined);
}
