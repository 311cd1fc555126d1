/**
 * A phone number as an SMS gateway wants it (E.164), from what people type. The portal serves
 * North American suppliers (spec: ###-###-#### phone numbers), so ten digits are a +1 number;
 * a number already written with + and a country code is kept. libphonenumber-js would know every
 * country's rules, but it is not installed here; this covers the numbers the profile accepts.
 */
export function toE164(typed: string | null | undefined): string | undefined {
  const text = (typed ?? '').trim();
  if (!text) return undefined;
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) return digits.length >= 8 && digits.length <= 15 && digits[0] !== '0' ? `+${digits}` : undefined;
  if (digits.length === 11 && digits.startsWith('1')) return nanp(digits.slice(1));
  return digits.length === 10 ? nanp(digits) : undefined;
}

/** A North American number: area code and exchange never start with 0 or 1. */
const nanp = (ten: string): string | undefined => (/^[2-9]\d{2}[2-9]\d{6}$/.test(ten) ? `+1${ten}` : undefined);
