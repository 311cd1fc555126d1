import { hashKey } from '../auth/sessions';

/** What a masked key reads as: the link then opens the screen, which refuses it like any unknown key. */
export const MASKED_KEY = 'REDACTED';

/**
 * The body with the one-time key whose SHA-256 is `secretHash` replaced by MASKED_KEY. The outbox
 * keeps only the key's hash (as user_tokens does), so the key is found by hashing each run of
 * URL-safe characters: a key is one such run (base64url) wherever a link puts it.
 */
export function maskSecret(body: string, secretHash: string): string {
  return body.replace(/[A-Za-z0-9_-]{16,}/g, (run) => (hashKey(run) === secretHash ? MASKED_KEY : run));
}
