import type { FieldRule } from '../validation/rules';

/**
 * The rules of card data and bank account details (spec 1 §5, spec 2 §9), as paths inside the
 * `data` object. The server checks every payment's data with these whatever a form says; a form
 * document names the set (`ruleSets`) to show the same messages as the customer types.
 */
export const CARD_DATA_RULES: readonly FieldRule[] = [
  { field: 'card.cc_number', check: 'card_number', message: 'enterValidCardNumber' },
  { field: 'card.cc_exp', check: 'card_expiry', message: 'cardExpiryFormat' },
  { field: 'card.cc_cvv', check: 'cvv', other: 'cc_number', message: 'cvvInvalidCard' },
];

export const BANK_ACCOUNT_RULES: readonly FieldRule[] = [
  { field: 'routing_number', check: 'routing_number', message: 'routingNumberInvalid' },
  { field: 'account_number', check: 'bank_account_number', message: 'bankAccountNumberInvalid' },
  { field: 'confirm_account_number', check: 'matches', other: 'account_number', message: 'accountNumbersDoNotMatch' },
];

export const PAYMENT_RULE_SETS = { 'card-data': CARD_DATA_RULES, 'bank-account-data': BANK_ACCOUNT_RULES } as const;
export type PaymentRuleSet = keyof typeof PAYMENT_RULE_SETS;
