/** Spec 1 §5: a US ZIP code is 5 digits, optionally a hyphen and 4 more. */
export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;

export function isZipCode(value: string): boolean {
  return ZIP_CODE_PATTERN.test(value);
}

/** The five-digit ZIP code of a US ZIP or ZIP+4 (the +4 ignored), or undefined when there is none. */
export const zip5Of = (zipcode: string): string | undefined => /^\s*(\d{5})(?:\s*-?\s*\d{4})?\s*$/.exec(zipcode)?.[1];
