import { checkRules, type FieldRule, type RuleFailure } from '../validation/rules';
import { postalCodeProblem } from '../address/postal-codes';
import { messages } from '../messages/catalogue';

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

export interface DataProblem {
  /** Inside the data object, dotted: 'card.cc_number'. */
  path: string;
  message: string;
}

const asProblems = (failures: readonly RuleFailure[]): DataProblem[] =>
  failures.map((failure) => ({ path: failure.path.join('.'), message: failure.text ?? messages[failure.rule.message as keyof typeof messages] ?? failure.rule.message }));

/**
 * Every rule a card breaks, as the server answers them. The form's message for a bad number is
 * 'Enter a valid credit card number'; the server's, like the spec's validator, 'Invalid card number'.
 * The billing address is required when the tenant says so; a billing postal code given is checked by
 * its country's rule (US when none is named), 'Invalid card zipcode' when it fails.
 */
export function cardDataProblems(data: unknown, now: Date, billingAddressRequired: boolean, tenant?: string): DataProblem[] {
  const problems = asProblems(checkRules(CARD_DATA_RULES, data, now)).map((p) =>
    p.path === 'card.cc_number' ? { ...p, message: messages.invalidCardNumber } : p,
  );
  const address = (data as { address?: { zipcode?: string; country?: string } }).address;
  if (billingAddressRequired && !address) problems.push({ path: 'address', message: messages.valueMissing });
  const problem = address && postalCodeProblem(address.country || 'US', address.zipcode ?? '', { use: 'billing', tenant });
  if (problem) problems.push({ path: 'address.zipcode', message: problem });
  return problems;
}

export function bankAccountProblems(data: unknown): DataProblem[] {
  return asProblems(checkRules(BANK_ACCOUNT_RULES, data));
}
