import type { FormDocument } from '../../../schemas/generated/form';
import { fillMessage, messages, type MessageKey } from '../messages/catalogue';
import { isBankAccountNumber, isRoutingNumber } from './bank-account';
import { cardExpiryProblem, cvvProblem, isCardNumber } from './card';
import { isEmail } from './email';
import { isPasswordLongEnough } from './password';
import { isNationalId } from './national-id';
import { isPhone } from './phone';
import { isZipCode } from './zipcode';

/** The checks a form document may ask for: the enum of schemas/form.schema.json, written once there. */
export type Check = NonNullable<FormDocument['rules']>[number]['check'];

/** Checks that compare the value with another field beside it (`other`). */
type PairCheck = 'matches' | 'cvv';

/**
 * A check a form document asks for (schemas/form.schema.json `rules`). `field` is a dotted path
 * where `*` stands for every item of an array; `other` (for `matches`) names a field beside it.
 */
export interface FieldRule {
  field: string;
  check: Check;
  /** For matches: the field it must equal; for cvv: the card number field. */
  other?: string;
  message: string;
}

export type FieldPath = (string | number)[];

export interface RuleFailure {
  /** The concrete path of the failing value, array indexes included. */
  path: FieldPath;
  rule: FieldRule;
  /** The message when the check words it itself ('CVV must be 4 digits.'), else the rule's. */
  text?: string;
}

const single: Record<Exclude<Check, PairCheck | 'card_expiry'>, (value: string) => boolean> = {
  email: isEmail,
  phone: isPhone,
  password: isPasswordLongEnough,
  zipcode: isZipCode,
  card_number: isCardNumber,
  routing_number: isRoutingNumber,
  bank_account_number: isBankAccountNumber,
  national_id: isNationalId,
};

/** Keys, not words: a message read at import would stay in the language the module loaded in. */
const expiryMessages = { format: 'cardExpiryFormat', expired: 'cardExpired', 'too-far': 'cardExpiryTooFar' } as const satisfies Record<string, MessageKey>;

/** A failing value's own message, '' when it passes, undefined when the rule's message applies. */
function failureText(rule: FieldRule, text: string, other: string, now: Date): string | undefined | false {
  switch (rule.check) {
    case 'matches':
      return text === other ? false : undefined;
    case 'cvv': {
      const problem = cvvProblem(text, other);
      if (!problem) return false;
      return problem.kind === 'invalid-card' ? messages.cvvInvalidCard : fillMessage('cvvDigits', { n: problem.length });
    }
    case 'card_expiry': {
      const problem = cardExpiryProblem(text, now);
      return problem ? messages[expiryMessages[problem]] : false;
    }
    default:
      return single[rule.check](text) ? false : undefined;
  }
}

function child(value: unknown, key: string | number): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string | number, unknown>)[key] : undefined;
}

export function valueAtPath(data: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>(child, data);
}

/** Every concrete path (and its value) that a rule path with `*` reaches in the data. */
function expand(data: unknown, segments: string[], prefix: FieldPath = []): { path: FieldPath; value: unknown }[] {
  if (segments.length === 0) return [{ path: prefix, value: data }];
  const [head, ...rest] = segments;
  if (head !== '*') return expand(child(data, head), rest, [...prefix, head]);
  if (!Array.isArray(data)) return [];
  return data.flatMap((item, index) => expand(item, rest, [...prefix, index]));
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The rules a form's answers break (`now` dates a card's expiry). An empty value breaks none: whether a field must be filled
 * is the form's `required` list, which the schema validation reports ('Value missing').
 */
export function checkRules(rules: readonly FieldRule[], data: unknown, now: Date = new Date()): RuleFailure[] {
  const failures: RuleFailure[] = [];
  for (const rule of rules) {
    for (const { path, value } of expand(data, rule.field.split('.'))) {
      if (isEmpty(value)) continue;
      const other = rule.other ? String(valueAtPath(data, [...path.slice(0, -1), ...rule.other.split('.')]) ?? '') : '';
      const text = failureText(rule, String(value), other, now);
      if (text === false) continue;
      failures.push(text === undefined ? { path, rule } : { path, rule, text });
    }
  }
  return failures;
}
