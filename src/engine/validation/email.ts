/**
 * Spec 1 §5 / spec 2 §9: letters, digits and ._%+- before @, then a domain, a dot and at least
 * two letters. The same pattern as schemas/entities/email.schema.json, which the server checks.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
