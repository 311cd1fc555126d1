import { and, eq } from 'drizzle-orm';
import { hasPermission } from '../../engine/layout/menu';
import type { Caller } from '../auth/caller';
import type { Db } from '../db/database';
import { userAccounts } from '../db/schema';
import { problems } from '../http/problem';

export const OWNERSHIP = ['self', 'tenant', 'account'] as const;
export type Ownership = (typeof OWNERSHIP)[number];

export interface AccessRule {
  /** x-permission: `public`, `authenticated`, or a permission the caller's role must hold. */
  permission: string;
  /** x-owner: whose data the operation reaches (absent only for public operations). */
  owner?: Ownership;
}

/**
 * The one place that decides whether a caller may run an operation (DESIGN: permissions from
 * x-permission). `caller` is null when a key was sent but is unknown or expired.
 */
export async function assertAllowed(rule: AccessRule, caller: Caller | null | undefined, db: Db, params: Record<string, unknown>): Promise<void> {
  if (rule.permission === 'public') return;
  if (caller === null) throw problems.sessionExpired();
  if (!caller) throw problems.unauthenticated();
  if (rule.permission !== 'authenticated' && !hasPermission(caller.permissions, rule.permission)) throw problems.forbidden();
  if (rule.owner === 'tenant' && caller.role === 'User') throw problems.forbidden();
  // Staff reach any account of their tenant (RLS keeps it their tenant's) when they may read accounts.
  if (rule.owner === 'account' && caller.role !== 'User' && !hasPermission(caller.permissions, 'accounts:read')) throw problems.forbidden();
  if (rule.owner === 'account' && caller.role === 'User') {
    const accountId = String(params.account_id ?? '');
    const [link] = await db
      .select({ accountId: userAccounts.accountId })
      .from(userAccounts)
      .where(and(eq(userAccounts.userId, caller.userId), eq(userAccounts.accountId, accountId)));
    // Another customer's account looks like no account at all.
    if (!link) throw problems.notFound('Account');
  }
}
