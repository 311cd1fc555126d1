import type { PaymentSource } from './source-view';

/**
 * A saved source as the supplier learns it: the masked view its owner and staff read (label, brand,
 * last 4, expiry, holder), without the billing address and never a number, CVV or gateway token.
 */
export function sourceEventData(source: PaymentSource, at: Date): Record<string, unknown> {
  return {
    payment_id: source.payment_id,
    user_id: source.user_id,
    payment_type: source.payment_type,
    label: source.label,
    brand: source.brand,
    last4: source.last4,
    cc_exp: source.cc_exp ?? null,
    account_type: source.account_type ?? null,
    bank_name: source.bank_name ?? null,
    is_default: source.is_default,
    at: at.toISOString(),
  };
}
