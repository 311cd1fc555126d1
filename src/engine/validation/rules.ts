import { isEmail } from './email';
import { isPasswordLongEnough } from './password';
import { isPhone } from './phone';
import { isZipCode } from './zipcode';

export type Check = 'email' | 'phone' | 'password' | 'zipcode' | 'matches';

/**
 * A check a form document asks for (schemas/form.schema.json `rules`). `field` is a dotted path
 * where `*` stands for every item of an array; `other` (for `matches`) names a field beside it.
 */
export interface FieldRule {
  field: string;
  check: Check;
  other?: string;
  message: string;
}

export type FieldPath = (string | number)[];

export interface RuleFailure {
  /** The concrete path of the failing value, array indexes included. */
  path: FieldPath;
  rule: FieldRule;
}

const single: Record<Exclude<Check, 'matches'>, (value: string) => boolean> = {
  email: isEmail,
  phone: isPhone,
  password: isPasswordLongEnough,
  zipcode: isZipCode,
};

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
 * The rules a form's answers break. An empty value breaks none: whether a field must be filled
 * is the form's `required` list, which the schema validation reports ('Value missing').
 */
export function checkRules(rules: readonly FieldRule[], data: unknown): RuleFailure[] {
  const failures: RuleFailure[] = [];
  for (const rule of rules) {
    for (const { path, value } of expand(data, rule.field.split('.'))) {
      if (isEmpty(value)) continue;
      const text = String(value);
      const ok =
        rule.check === 'matches'
          ? text === String(valueAtPath(data, [...path.slice(0, -1), ...(rule.other ?? '').split('.')]) ?? '')
          : single[rule.check](text);
      if (!ok) failures.push({ path, rule });
    }
  }
  return failures;
}
