import { centsToAmount } from '../validation/money-amount';
import type { PaymentType } from '../../../schemas/generated/enums';
import type { ApplicationSettings } from '../settings/settings-types';

/** The settings fees are computed from (spec 1 §3 "Fees and rules"; both default to 0). */
/** cc_convenience_fee_percent: percent added to card payments; new_card_fee: flat fee for paying with a card not on file. */
export type FeeSettings = Pick<ApplicationSettings, 'cc_convenience_fee_percent' | 'new_card_fee'>;

export interface PaymentCharge {
  amount: number;
  fee: number;
  total: number;
}

/**
 * Round half up to the cent, in cents. The value is first snapped to a millionth of a cent, so a
 * half cent that binary fractions make 38.499999… (0.35% of $110) still rounds up.
 */
const roundCents = (value: number) => Math.round(Math.round(value * 1e6) / 1e6);

/**
 * What a payment costs: the amount, the fee and their total. Card payments carry the convenience
 * percentage; a new card (one not on file) also the new-card fee. Bank payments carry no fee. The
 * server charges what this says and the browser shows it before the customer confirms.
 */
export function paymentCharge(amountCents: number, paymentType: PaymentType, newSource: boolean, settings: FeeSettings): PaymentCharge {
  let feeCents = 0;
  if (paymentType === 'credit_card') {
    feeCents += roundCents((amountCents * (settings.cc_convenience_fee_percent ?? 0)) / 100);
    if (newSource) feeCents += roundCents((settings.new_card_fee ?? 0) * 100);
  }
  return { amount: centsToAmount(amountCents), fee: centsToAmount(feeCents), total: centsToAmount(amountCents + feeCents) };
}
