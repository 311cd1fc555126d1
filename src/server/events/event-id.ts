import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so an id read aloud or retyped is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * evt_ + a ULID: 10 characters of milliseconds then 16 random ones (80 bits), so ids sort by the
 * time they were made and two processes never make the same one.
 */
export function newEventId(at: Date): string {
  let time = at.getTime();
  let head = '';
  for (let i = 0; i < 10; i++) {
    head = ALPHABET[time % 32] + head;
    time = Math.floor(time / 32);
  }
  const random = randomBytes(16);
  let tail = '';
  for (const byte of random) tail += ALPHABET[byte % 32];
  return `evt_${head}${tail}`;
}
