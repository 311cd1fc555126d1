import { messages, type MessageKey } from '../messages/catalogue';
import { checkRules, type FieldRule } from '../validation/rules';

/**
 * The rules of the three applications, checked by the server whatever the tenant's form shows
 * (a form document lists the same rules so the browser shows these messages as one types).
 * An empty optional field breaks none; `required` is the schema's and the form's business.
 */
const contactRules: FieldRule[] = [
  { field: 'email', check: 'email', message: 'invalidEmail' },
  { field: 'phone', check: 'phone', message: 'phoneInvalid' },
  { field: 'zipcode', check: 'zipcode', message: 'applicationZipcodeInvalid' },
];

export const APPLICATION_RULES = {
  credit: [
    ...contactRules,
    { field: 'ssn', check: 'national_id', message: 'nationalIdInvalid' },
    { field: 'previous_zipcode', check: 'zipcode', message: 'applicationZipcodeInvalid' },
    { field: 'employer_phone', check: 'phone', message: 'phoneInvalid' },
    { field: 'reference1_phone', check: 'phone', message: 'phoneInvalid' },
    { field: 'reference2_phone', check: 'phone', message: 'phoneInvalid' },
    { field: 'bank_account_number', check: 'bank_account_number', message: 'bankAccountNumberInvalid' },
  ],
  residential: contactRules,
  'apply-for-account': contactRules.filter((rule) => rule.check !== 'email'),
} as const satisfies Record<string, readonly FieldRule[]>;

export type ApplicationKind = keyof typeof APPLICATION_RULES;

/** Text fields each application needs filled with more than blanks (the schema's minLength counts spaces). */
const NEEDS_TEXT: Record<ApplicationKind, readonly string[]> = {
  credit: ['first_name', 'last_name', 'street', 'city', 'state', 'employer', 'bank_name', 'signature_name'],
  residential: ['first_name', 'last_name', 'street', 'city', 'state'],
  'apply-for-account': ['street', 'city', 'state'],
};

/** Date fields and how far from today they may lie, in days (a start date a year out at most, say). */
const DATES: Record<ApplicationKind, Record<string, { pastDays: number; futureDays: number }>> = {
  credit: { date_of_birth: { pastDays: 120 * 366, futureDays: 0 }, signature_date: { pastDays: 31, futureDays: 1 } },
  residential: { start_date: { pastDays: 1, futureDays: 366 } },
  'apply-for-account': { start_date: { pastDays: 1, futureDays: 366 } },
};

export interface ApplicationProblem {
  path: string;
  message: string;
}

const DAY = 24 * 60 * 60 * 1000;

/** A real calendar day written YYYY-MM-DD, as UTC midnight; undefined for 2026-02-30 and the like. */
export function calendarDay(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().slice(0, 10) === value ? day : undefined;
}

/** Whether someone born on `birth` is 18 or older on `now`. */
function isAdult(birth: Date, now: Date): boolean {
  const eighteenth = new Date(Date.UTC(birth.getUTCFullYear() + 18, birth.getUTCMonth(), birth.getUTCDate()));
  return eighteenth.getTime() <= now.getTime();
}

function dateProblem(field: string, value: string, window: { pastDays: number; futureDays: number }, now: Date): MessageKey | undefined {
  const day = calendarDay(value);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (field === 'date_of_birth') return day && day.getTime() >= today - window.pastDays * DAY && isAdult(day, now) ? undefined : 'dateOfBirthInvalid';
  if (!day || day.getTime() < today - window.pastDays * DAY || day.getTime() > today + window.futureDays * DAY) return 'applicationDateInvalid';
  return undefined;
}

/** Everything wrong with an application's answers, with the spec's messages where it words them. */
export function applicationProblems(kind: ApplicationKind, answers: Record<string, unknown>, now: Date): ApplicationProblem[] {
  const problems: ApplicationProblem[] = checkRules(APPLICATION_RULES[kind], answers, now).map((failure) => ({
    path: failure.path.join('.'),
    message: failure.text ?? messages[failure.rule.message as MessageKey],
  }));
  for (const field of NEEDS_TEXT[kind]) {
    const value = answers[field];
    if (typeof value === 'string' && !value.trim()) problems.push({ path: field, message: messages.valueMissing });
  }
  for (const [field, window] of Object.entries(DATES[kind])) {
    const value = answers[field];
    const problem = typeof value === 'string' && value !== '' ? dateProblem(field, value, window, now) : undefined;
    if (problem) problems.push({ path: field, message: messages[problem] });
  }
  if (kind === 'credit' && answers.authorize_credit_check !== true) problems.push({ path: 'authorize_credit_check', message: messages.creditCheckNotAuthorized });
  return problems;
}
