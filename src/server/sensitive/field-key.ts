import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The AES-256 key sensitive form answers are sealed with, and its id (stored beside each sealed value). */
export interface FieldKey {
  id: string;
  key: Buffer;
}

/** The file a generated key is kept in, inside DATA_DIR. */
export const FIELD_KEY_FILE = 'field-encryption.key';

export function fieldKeyOf(key: Buffer): FieldKey {
  if (key.length !== 32) throw new Error(`FIELD_ENCRYPTION_KEY must be 32 bytes (base64); it is ${key.length}`);
  // The id names the key without revealing it: a rotated key gets a new id, old values keep theirs.
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 12), key };
}

/** A key for this process only: tests, and apps built without one (nothing sealed survives a restart). */
export function ephemeralFieldKey(): FieldKey {
  return fieldKeyOf(randomBytes(32));
}

/** The key of DATA_DIR, generated on first use (0600) so `npm start` needs no setup; a second process reads the first's. */
function dataDirKey(dataDir: string): FieldKey {
  const file = join(dataDir, FIELD_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fieldKeyOf(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'));
}

export interface FieldKeySource {
  /** FIELD_ENCRYPTION_KEY: 32 bytes, base64. */
  configured?: string;
  dataDir: string;
  postgres: boolean;
  production: boolean;
}

/**
 * FIELD_ENCRYPTION_KEY when set. Without it: embedded PGlite keeps a generated key in DATA_DIR
 * beside the data it protects; PostgreSQL outside production (a laptop, CI) does the same; in
 * production PostgreSQL refuses to start — a key on one server's disk would be lost with it, and
 * one kept in the database would sit beside the ciphertext it is meant to protect.
 */
export function loadFieldKey(source: FieldKeySource): FieldKey {
  if (source.configured) return fieldKeyOf(Buffer.from(source.configured, 'base64'));
  if (source.postgres && source.production) {
    throw new Error('FIELD_ENCRYPTION_KEY is required in production with PostgreSQL: sensitive form answers (national ids, bank data) are encrypted with it. Generate one with: openssl rand -base64 32');
  }
  return dataDirKey(source.dataDir);
}
