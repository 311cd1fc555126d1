/**
 * Registrations of an existing account waiting for the one-time code sent to its contact on file
 * (POST /register-user, then POST /register-user/verify). A claim that matched no claimable
 * account is kept too, with no account: the decoy makes both steps answer alike whatever the
 * request named. Tries are counted by the rate limiter (5 per claim id), not here: a wrong code's
 * request rolls back, and the limiter's count survives it.
 */
import { index, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantTable } from './tenant-table';

export const accountClaims = tenantTable(
  'account_claims',
  {
    /** 32 lowercase hex characters (128 random bits): the public id the second step names. */
    id: text('id').notNull(),
    /** The account the code was sent for; null for a decoy (no match, a portal user, no contact on file). */
    accountId: text('account_id'),
    /** SHA-256 of `<id>:<code>`: the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    /** How the code went: `email` or `text` (NotifyMethod). */
    method: text('method').notNull(),
    /** What the requester typed, kept for the second step: the login to create. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('account_claims_expiry').on(t.tenantId, t.expiresAt)],
);
