/**
 * A US social security number: 9 digits, written 123-45-6789 or 123456789. Numbers the SSA
 * never issues are refused too (area 000, 666 or 900–999, group 00, serial 0000), so a typo
 * of all zeros is caught before a credit check fails on it.
 */
const NATIONAL_ID_PATTERN = /^(\d{3})-?(\d{2})-?(\d{4})$/;

export function isNationalId(value: string): boolean {
  const match = NATIONAL_ID_PATTERN.exec(value.trim());
  if (!match) return false;
  const [, area, group, serial] = match;
  return area !== '000' && area !== '666' && area[0] !== '9' && group !== '00' && serial !== '0000';
}
