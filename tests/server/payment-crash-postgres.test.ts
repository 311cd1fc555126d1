import { afterAll, beforeAll, describe, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connect';
import { killBetweenChargeAndCommit } from './support/payment-crash';
import { createPostgresDatabase } from './support/test-app';

let postgres: Awaited<ReturnType<typeof createPostgresDatabase>>;
beforeAll(async () => {
  postgres = await createPostgresDatabase();
});
afterAll(() => postgres.drop());

describe('a payment survives a crash between the charge and the commit (PostgreSQL)', () => {
  it('SIGKILL after the gateway charged, then the same request again: one charge, one payment', () =>
    killBetweenChargeAndCommit({ DATABASE_URL: postgres.url }, () => openDatabase({ databaseUrl: postgres.url })), 180_000);
});
