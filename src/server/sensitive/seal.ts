import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { FieldKey } from './field-key';

/** A value sealed with AES-256-GCM: what the database keeps of a sensitive answer (base64 parts). */
export interface SealedValue {
  alg: 'A256GCM';
  key_id: string;
  iv: string;
  tag: string;
  ciphertext: string;
}

/**
 * Encrypts one answer. `context` (tenant and field) is authenticated with it, so a sealed value
 * copied to another tenant's item or another field no longer opens.
 */
export function seal(key: FieldKey, plaintext: string, context: string): SealedValue {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { alg: 'A256GCM', key_id: key.id, iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), ciphertext: ciphertext.toString('base64') };
}

/** The answer a sealed value holds; throws when the key, the context or the bytes are not the ones it was sealed with. */
export function unseal(key: FieldKey, sealed: SealedValue, context: string): string {
  if (sealed.key_id !== key.id) throw new Error(`Sealed with key ${sealed.key_id}, not the current key ${key.id}`);
  const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]).toString('utf8');
}
