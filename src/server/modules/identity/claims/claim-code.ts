import { createHash, randomBytes, randomInt } from 'node:crypto';

/** How long the code sent to the contact on file works (and the claim it finishes). */
export const CLAIM_TTL_MS = 15 * 60 * 1000;

/** 128 random bits as 32 lowercase hex characters: lowercase, because the rate limiter compares body values case-insensitively. */
export const newClaimId = (): string => randomBytes(16).toString('hex');

/** A 6-digit code, every value equally likely. */
export const newClaimCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** What is stored of a code: bound to its claim, so one hash never matches another claim's code. */
export const claimCodeHash = (claimId: string, code: string): string => createHash('sha256').update(`${claimId}:${code}`).digest('hex');

/** The code as typed ("123 456", "123-456"), or undefined when it cannot be one. */
export function typedClaimCode(typed: string): string | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}
