import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../src/server/env';
import { FIELD_KEY_FILE, loadFieldKey } from '../../src/server/sensitive/field-key';
import { seal, unseal } from '../../src/server/sensitive/seal';

const dataDir = () => mkdtempSync(join(tmpdir(), 'field-key-'));

describe('the key sensitive answers are sealed with', () => {
  it('is FIELD_ENCRYPTION_KEY when set, whatever the database', () => {
    const configured = randomBytes(32).toString('base64');
    const key = loadFieldKey({ configured, dataDir: dataDir(), postgres: true, production: true });
    expect(key.key.toString('base64')).toBe(configured);
    expect(key.id).toMatch(/^[0-9a-f]{12}$/);
  });

  it('refuses a configured key that is not 32 bytes, and the environment check refuses it first', () => {
    expect(() => loadFieldKey({ configured: randomBytes(16).toString('base64'), dataDir: dataDir(), postgres: false, production: false })).toThrow(/32 bytes/);
    expect(() => readEnv({ FIELD_ENCRYPTION_KEY: 'short' })).toThrow();
    expect(readEnv({ FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64') }).FIELD_ENCRYPTION_KEY).toHaveLength(44);
  });

  it('without one, is generated once in DATA_DIR (readable by its owner only) and read back after a restart', () => {
    const dir = dataDir();
    const first = loadFieldKey({ dataDir: dir, postgres: false, production: true });
    const again = loadFieldKey({ dataDir: dir, postgres: false, production: true });
    expect(again.id).toBe(first.id);
    expect(statSync(join(dir, FIELD_KEY_FILE)).mode & 0o777).toBe(0o600);
    const sealed = seal(first, '123-45-6789', 'demo:ssn');
    expect(unseal(again, sealed, 'demo:ssn')).toBe('123-45-6789');
  });

  it('is required in production with PostgreSQL: the process refuses to start without it', () => {
    expect(() => loadFieldKey({ dataDir: dataDir(), postgres: true, production: true })).toThrow(/FIELD_ENCRYPTION_KEY is required in production/);
    // Outside production (a laptop, CI) PostgreSQL gets DATA_DIR's key like PGlite.
    expect(loadFieldKey({ dataDir: dataDir(), postgres: true, production: false }).key).toHaveLength(32);
  });

  it('opens nothing sealed with another key, and notices tampering', () => {
    const a = loadFieldKey({ dataDir: dataDir(), postgres: false, production: false });
    const b = loadFieldKey({ dataDir: dataDir(), postgres: false, production: false });
    const sealed = seal(a, '9876543210123', 'demo:bank_account_number');
    expect(sealed.ciphertext).not.toContain('9876');
    expect(() => unseal(b, sealed, 'demo:bank_account_number')).toThrow(/not the current key/);
    const flipped = Buffer.from(sealed.ciphertext, 'base64');
    flipped[0] ^= 1;
    expect(() => unseal(a, { ...sealed, ciphertext: flipped.toString('base64') }, 'demo:bank_account_number')).toThrow();
    // A fresh IV each time: the same answer never seals the same way twice.
    expect(seal(a, '9876543210123', 'demo:x').ciphertext).not.toBe(seal(a, '9876543210123', 'demo:x').ciphertext);
  });
});
