import { checkRules, type RuleFailure } from '../validation/rules';
import { postalCodeProblem } from '../address/postal-codes';
import { messages } from '../messages/catalogue';
import { BANK_ACCOUNT_RULES, CARD_DATA_RULES } from './payment-rules';

/**
 * The server's (and signup's) full check of a new card or bank account. Apart from the rule sets
 * forms name (payment-rules.ts), because the billing postal code needs the address engine's
 * country data, which has no place in the login page's bundle.
 */
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
