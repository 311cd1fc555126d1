import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connect';
import { killBetweenChargeAndCommit } from './support/payment-crash';
import { seedDataDir } from './support/test-app';

const dir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
// The crash server migrates and seeds on start: it finds the run's seeded copy there already.
beforeAll(() => void seedDataDir(dir));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a payment survives a crash between the charge and the commit (embedded database on disk)', () => {
  it('SIGKILL after the gateway charged, then the same request again: one charge, one payment', () =>
    // Two servers start on PGlite on disk (each importing the app through tsx, each migrating and seeding
    // its check): about 90 s on this 2-core machine alone, past 180 s twice under the full run's load.
    killBetweenChargeAndCommit({ DATA_DIR: dir }, () => openDatabase({ dataDir: dir })), 360_000);
});
