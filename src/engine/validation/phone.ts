/** Spec 1 §5: a phone number is shown ###-###-####, 12 characters with the hyphens. */
export const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
export const PHONE_MAX_LENGTH = 12;

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/**
 * What a phone input shows while someone types: the digits grouped ###-###-####, at most ten
 * of them; anything but digits is dropped ("(555) 123 4567" becomes "555-123-4567").
 */
export function formatPhoneInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
