import { translatedText } from '../../../engine/messages/data-texts';
import { and, eq, isNull } from 'drizzle-orm';
import { paymentCharge } from '../../../engine/payments/fees';
import { amountLimitProblem, amountLimitText, type AmountLimits } from '../../../engine/payments/amount-limits';
import { accountFigures } from '../../payments/pending-figures';
import { amountCents } from '../../../engine/validation/money-amount';
import { parseCardExpiry } from '../../../engine/validation/card';
import { requireCaller } from '../../auth/caller';
import type { Db } from '../../db/database';
import { accounts, paymentSources, userAccounts } from '../../db/schema';
import { problems } from '../../http/problem';
import { outsideStepsHandler, type RequestBody } from '../../openapi/operation-types';
import { chargeFailed, chargeOutside, completeCharge, type ChargePlan, type NewSourceMeta } from '../../payments/charge-steps';
import { assertNewSourceValid, assertPaymentTypeAllowed, type NewSource } from '../../payments/payment-data';
import { paymentProblems } from '../../payments/payment-problems';
import { sourceLabel } from '../../../engine/payments/source-label';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { paymentView } from '../../payments/payment-view';
import { isCustomerRole } from '../../../engine/roles/roles';

type Body = RequestBody<'makePayment'>;

const newSourceOf = (body: Body): NewSource | undefined => ('payment_id' in body ? undefined : (body as NewSource));

/** The tenant's limits on one payment to an account that shows `amountDue` (engine/payments/amount-limits.ts). */
export const amountLimitsOf = (tenant: LoadedTenant, amountDue: number): AmountLimits => ({
  maxAmount: tenant.config.settings.payments?.max_amount ?? 25_000,
  overpaymentMargin: tenant.config.settings.payments?.overpayment_margin ?? 1000,
  amountDue,
});

/** The amount in cents: at most 2 decimals, more than 0, not above the tenant's limit (alone, before fees). */
export function checkedAmountCents(tenant: LoadedTenant, amount: number): number {
  const cents = amountCents(amount);
  if (cents === null || cents <= 0) throw paymentProblems.invalidAmount();
  const maxCents = Math.round((tenant.config.settings.payments?.max_amount ?? 25_000) * 100);
  if (cents > maxCents) throw paymentProblems.aboveLimit(maxCents);
  return cents;
}

/** Refuses (422, at body/amount) an amount beyond the amount due and its margin, or whose total with the fee passes the maximum. */
export function assertWithinLimits(limits: AmountLimits, amountCents: number, feeCents: number): void {
  const problem = amountLimitProblem(amountCents, feeCents, limits);
  if (problem) throw paymentProblems.outsideLimits(problem, amountLimitText(problem, limits));
}

/** The caller's account that may take a payment; another customer's looks like none (404). */
async function payableAccount(db: Db, userId: number, accountId: string): Promise<{ amountDue: number }> {
  const [account] = await db
    .select({
      isPayment: accounts.isPayment,
      cancelled: accounts.isCancelled,
      deleted: accounts.isDeleted,
      accountId: accounts.accountId,
      accountBalance: accounts.accountBalance,
      amountDue: accounts.amountDue,
      balance30: accounts.balance30,
      balance60: accounts.balance60,
      balance90: accounts.balance90,
      balanceOver90: accounts.balanceOver90,
    })
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.accountId, userAccounts.accountId))
    .where(and(eq(userAccounts.userId, userId), eq(userAccounts.accountId, accountId)));
  if (!account) throw problems.notFound('Account');
  if (!account.isPayment || account.cancelled || account.deleted) throw paymentProblems.notPayable();
  // What the customer is shown as due: stated less their pending portal payments.
  return { amountDue: (await accountFigures(db, account)).amount_due };
}

/** What a new source would be saved as: names, expiry, billing address, never the numbers. */
export function newSourceMeta(source: NewSource, save: boolean, name: string | undefined): NewSourceMeta {
  if (source.payment_type === 'credit_card') {
    const expiry = parseCardExpiry(source.data.card.cc_exp);
    return {
      save,
      name: name ?? 'Card',
      holderFirstName: source.data.account_holder.first_name,
      holderLastName: source.data.account_holder.last_name,
      expMonth: expiry?.month ?? null,
      expYear: expiry?.year ?? null,
      accountType: null,
      bankName: null,
      billingAddress: source.data.address ?? null,
    };
  }
  const bank = source.data;
  return {
    save,
    name: name ?? bank.bank_name ?? 'Bank account',
    holderFirstName: bank.first_name,
    holderLastName: bank.last_name,
    expMonth: null,
    expYear: null,
    accountType: bank.account_type,
    bankName: bank.bank_name ?? null,
    billingAddress: null,
  };
}

/** POST /payments/make-payment (see openapi/paths/payments.yaml). */
export const makePayment = outsideStepsHandler<'makePayment', ChargePlan, Awaited<ReturnType<typeof chargeOutside>>>({
  async prepare({ db, tenant, caller, body, services }) {
    const payer = requireCaller(caller);
    if (!isCustomerRole(payer.role)) throw problems.forbidden();
    const { amountDue } = await payableAccount(db, payer.userId, body.account_id);
    const cents = checkedAmountCents(tenant, body.amount);
    const now = services.now();
    let source: ChargePlan['source'];
    let paymentType: ChargePlan['paymentType'];
    if ('payment_id' in body) {
      const [saved] = await db
        .select()
        .from(paymentSources)
        .where(and(eq(paymentSources.id, body.payment_id), eq(paymentSources.userId, payer.userId), isNull(paymentSources.deletedAt)));
      if (!saved) throw problems.notFound('PaymentSource');
      assertPaymentTypeAllowed(tenant, saved.paymentType);
      paymentType = saved.paymentType;
      const expired = saved.expYear !== null && saved.expMonth !== null && saved.expYear * 12 + saved.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
      if (expired) throw paymentProblems.sourceUnusable('This card has expired. Choose another payment method.');
      source = { kind: 'saved', id: saved.id, token: saved.token, label: sourceLabel(saved.brand, saved.last4) };
    } else {
      const fresh = newSourceOf(body) as NewSource;
      assertNewSourceValid(tenant, fresh, now);
      paymentType = fresh.payment_type;
      const save = (body as { save?: boolean }).save === true;
      if (save && tenant.config.settings.payments?.stored_payment_sources === false) throw paymentProblems.sourceUnusable('Payment methods cannot be saved here.');
      source = { kind: 'new', ...newSourceMeta(fresh, save, (body as { name?: string }).name) };
    }
    const charge = paymentCharge(cents, paymentType, source.kind === 'new', tenant.config.settings);
    assertWithinLimits(amountLimitsOf(tenant, amountDue), cents, Math.round(charge.fee * 100));
    const wantsReceipt = tenant.config.settings.payments?.customer_receipt !== false;
    return {
      plan: {
        accountId: body.account_id,
        userId: payer.userId,
        channel: 'portal',
        paymentType,
        amountCents: cents,
        feeCents: Math.round(charge.fee * 100),
        receiptEmail: wantsReceipt ? payer.email : null,
        source,
      },
    };
  },
  failed: chargeFailed,
  call: (ctx, plan) => chargeOutside(ctx, plan, newSourceOf(ctx.body)),
  async complete(ctx, plan, outcome) {
    const payment = await completeCharge(ctx, plan, outcome);
    // The tenant's words, in the payer's language where it translated them (issue 24).
    const message = translatedText(ctx.tenant.config.settings.payments?.success_message || 'Thank you, your payment was received.');
    return { data: { success: true, message, payment: paymentView(payment) } };
  },
});
