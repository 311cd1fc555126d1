import type { FormDocument } from '../../../schemas/generated/form';

/** The dot a mask shows in place of each hidden character. */
const DOT = '•';

/**
 * The fields of a form whose answers are sensitive (a national id, bank data): the form's own
 * `sensitive` list, grown by a tenant's override. A field the form no longer shows still counts:
 * the request schema takes its answer all the same, and a client that bypasses the form (or an
 * old one) may send it; it is sealed then too.
 */
export function sensitiveFields(form: Pick<FormDocument, 'sensitive' | 'fields'>): string[] {
  return [...(form.sensitive ?? [])];
}

/**
 * What staff see instead of a sensitive answer: its last 4 characters, the rest dots. A US
 * social security number keeps its shape ('•••-••-6789'); anything else gets 4 dots whatever
 * its length (the length would tell something). An answer of 4 characters or fewer is all dots.
 */
export function maskSensitive(value: string): string {
  const compact = value.replace(/[\s-]/g, '');
  if (/^\d{9}$/.test(compact)) return `${DOT.repeat(3)}-${DOT.repeat(2)}-${compact.slice(-4)}`;
  if (compact.length <= 4) return DOT.repeat(4);
  return `${DOT.repeat(4)}${compact.slice(-4)}`;
}

/**
 * The mask of a secret short enough that its last characters are most of it (a gate code, a PIN:
 * '*4321' would show as '••••4321'): dots only, none of it shown.
 */
export const SECRET_MASK = DOT.repeat(4);

/** Whether a stored value is a mask this module made (a listing must never show anything else for a sensitive field). */
export function isMasked(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith(DOT);
}
