import { translatedText } from '../../../engine/messages/data-texts';
import { paymentCharge } from '../../../engine/payments/fees';
import { isEmail } from '../../../engine/validation/email';
import type { components } from '../../../../openapi/generated/tenant-api';
import { outsideStepsHandler } from '../../openapi/operation-types';
import { chargeFailed, chargeOutside, completeCharge, type ChargePlan } from '../../payments/charge-steps';
import { assertNewSourceValid, type NewSource } from '../../payments/payment-data';
import { paymentProblems } from '../../payments/payment-problems';
import { paymentView, pickView } from '../../payments/payment-view';
import type { PaymentRow } from '../../payments/record-payment';
import { assertGuestPaymentOn, guestAccount, guestProblems } from './guest-account';
import { amountLimitsOf, assertWithinLimits, checkedAmountCents, newSourceMeta } from './make-payment';

type GuestPayment = components['schemas']['GuestPayment'];

/** What a guest sees of their payment: nothing about the account, whose details they need not know. */
const guestView = (row: PaymentRow): GuestPayment =>
  pickView(paymentView(row), ['payment_number', 'payment_type', 'source_label', 'amount', 'fee', 'total', 'status', 'created_at']);

/**
 * POST /payments/make-guest-payment (see openapi/paths/payments.yaml): makePayment's steps for a
 * visitor. The account is found as the look-up finds it; the card or bank account is always new
 * (the new-card fee applies) and never saved; the receipt goes to the address given. A decline is
 * one answer whatever its reason: a stranger must not be able to test cards here.
 */
export const makeGuestPayment = outsideStepsHandler<'makeGuestPayment', ChargePlan, Awaited<ReturnType<typeof chargeOutside>>>({
  async prepare({ db, tenant, body, services }) {
    assertGuestPaymentOn(tenant);
    const account = await guestAccount(db, body.account_number, body.zip_code);
    const email = body.email.trim();
    if (!isEmail(email)) throw guestProblems.invalidEmail();
    const cents = checkedAmountCents(tenant, body.amount);
    const source = body as NewSource;
    assertNewSourceValid(tenant, source, services.now());
    const charge = paymentCharge(cents, source.payment_type, true, tenant.config.settings);
    assertWithinLimits(amountLimitsOf(tenant, account.amountDue), cents, Math.round(charge.fee * 100));
    const wantsReceipt = tenant.config.settings.payments?.customer_receipt !== false;
    return {
      plan: {
        accountId: account.accountId,
        userId: null,
        channel: 'guest',
        paymentType: source.payment_type,
        amountCents: cents,
        feeCents: Math.round(charge.fee * 100),
        receiptEmail: wantsReceipt ? email : null,
        source: { kind: 'new', ...newSourceMeta(source, false, undefined) },
      },
    };
  },
  failed: chargeFailed,
  call: (ctx, plan) => chargeOutside(ctx, plan, ctx.body as NewSource),
  async complete(ctx, plan, outcome) {
    // Every decline alike to a visitor (card testing); the code goes to the log and to staff.
    if ('declined' in outcome) throw paymentProblems.declinedForVisitor(outcome.declined);
    const payment = await completeCharge(ctx, plan, outcome);
    // The tenant's words, in the payer's language where it translated them (issue 24).
    const message = translatedText(ctx.tenant.config.settings.payments?.success_message || 'Thank you, your payment was received.');
    return { data: { success: true, message, payment: guestView(payment) } };
  },
});
