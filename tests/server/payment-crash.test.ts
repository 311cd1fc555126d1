import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connect';
import { killBetweenChargeAndCommit } from './support/payment-crash';

const dir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a payment survives a crash between the charge and the commit (embedded database on disk)', () => {
  it('SIGKILL after the gateway charged, then the same request again: one charge, one payment', () =>
    killBetweenChargeAndCommit({ DATA_DIR: dir }, () => openDatabase({ dataDir: dir })), 180_000);
});
