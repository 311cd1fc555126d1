/**
 * What a change log entry must never keep: passwords, keys and tokens, card and bank data. A key
 * is a secret when its name says so (case- and separator-insensitive), at any depth.
 */
const SECRET_NAMES = [
  'password',
  'passwordhash',
  'newpassword',
  'oldpassword',
  'currentpassword',
  'confirmpassword',
  'token',
  'accesstoken',
  'refreshtoken',
  'resettoken',
  'userkey',
  'keyhash',
  'secret',
  'apikey',
  'cardnumber',
  'card',
  'cvv',
  'cvc',
  'securitycode',
  'pan',
  'accountnumber',
  'routingnumber',
  'iban',
  'ssn',
];
/** Substrings that make any key a secret (`smtp_password`, `gateway_token`, `webhook_secret`). */
const SECRET_PARTS = ['password', 'token', 'secret', 'cvv', 'cardnumber'];

export const REDACTED = '[redacted]';

const normalised = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

export function isSecretKey(key: string): boolean {
  const name = normalised(key);
  return SECRET_NAMES.includes(name) || SECRET_PARTS.some((part) => name.includes(part));
}

/** A copy of `value` with every secret's value replaced by `[redacted]` (plain JSON data in, plain JSON data out). */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, isSecretKey(key) ? (inner === null || inner === undefined ? inner : REDACTED) : redact(inner)]),
  );
}
