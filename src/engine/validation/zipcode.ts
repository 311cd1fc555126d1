/** Spec 1 §5: a US ZIP code is 5 digits, optionally a hyphen and 4 more. */
export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;

export function isZipCode(value: string): boolean {
  return ZIP_CODE_PATTERN.test(value);
}
