/**
 * Storing a card or bank account the gateway tokenised: what adding a payment source stores
 * (modules/payment-sources) and what a fuel order paid by a new method keeps (modules/orders).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { parseCardExpiry } from '../../../engine/validation/card';
import { paymentSources, type BillingAddress, type PaymentType } from '../../db/schema';
import { emitEvent } from '../../events/emit-event';
import type { CompletionContext } from '../../openapi/operation-types';
import type { Tokenised } from '../gateway';
import type { NewSource } from '../payment-data';
import { sourceEventData } from './source-event';
import { lockUser, toPaymentSource } from './source-view';
import type { BankAccountType } from '../../../../schemas/generated/enums';

/**
 * What is decided before the gateway is called, stored with the Idempotency-Key: no card number,
 * no CVV, no account number — those come from the request body again when the call is made.
 */
export interface SourcePlan {
  userId: number;
  paymentType: PaymentType;
  name: string;
  description: string;
  makeDefault: boolean;
  holder: { firstName: string; lastName: string };
  expMonth: number | null;
  expYear: number | null;
  accountType: BankAccountType | null;
  bankName: string | null;
  billingAddress: BillingAddress | null;
}

/**
 * Saves a source the gateway tokenised as the user's (the first one, or one asked to be, becomes
 * the default): what adding a source stores, and what a fuel order paid by a new method keeps.
 */
export async function storeTokenisedSource({ db, tenant, services }: CompletionContext, plan: SourcePlan, outcome: Tokenised) {
  await lockUser(db, plan.userId);
  const [existing] = await db
    .select({ id: paymentSources.id })
    .from(paymentSources)
    .where(and(eq(paymentSources.userId, plan.userId), isNull(paymentSources.deletedAt)))
    .limit(1);
  const isDefault = plan.makeDefault || !existing;
  if (isDefault) await db.update(paymentSources).set({ isDefault: false }).where(eq(paymentSources.userId, plan.userId));
  const [row] = await db
    .insert(paymentSources)
    .values({
      tenantId: tenant.id,
      userId: plan.userId,
      paymentType: plan.paymentType,
      name: plan.name,
      description: plan.description,
      gateway: services.gateways.for(tenant).name,
      token: outcome.token,
      brand: plan.paymentType === 'bank_account' ? (plan.bankName ?? outcome.brand) : outcome.brand,
      last4: outcome.last4,
      expMonth: plan.expMonth,
      expYear: plan.expYear,
      holderFirstName: plan.holder.firstName,
      holderLastName: plan.holder.lastName,
      accountType: plan.accountType,
      billingAddress: plan.billingAddress,
      isDefault,
      createdAt: services.now(),
    })
    .returning();
  // Last of the save (an order paid by a new method stores its item after this, and emits its own event).
  const now = services.now();
  await emitEvent(db, tenant.id, { type: 'payment_source.added', data: sourceEventData(toPaymentSource(row, now), now), at: now });
  return row;
}

/** What is stored of a new card or bank account once tokenised: names, expiry, billing address — never a number. */
export function sourcePlanOf(userId: number, source: NewSource, meta: { name: string; description: string; makeDefault: boolean }): SourcePlan {
  const common = { userId, ...meta };
  if (source.payment_type === 'credit_card') {
    const expiry = parseCardExpiry(source.data.card.cc_exp);
    const { account_holder: holder, address } = source.data;
    return {
      ...common,
      paymentType: 'credit_card',
      holder: { firstName: holder.first_name, lastName: holder.last_name },
      expMonth: expiry?.month ?? null,
      expYear: expiry?.year ?? null,
      accountType: null,
      bankName: null,
      billingAddress: address ?? null,
    };
  }
  const data = source.data;
  return {
    ...common,
    paymentType: 'bank_account',
    holder: { firstName: data.first_name, lastName: data.last_name },
    expMonth: null,
    expYear: null,
    accountType: data.account_type,
    bankName: data.bank_name?.trim() || null,
    billingAddress: null,
  };
}
