import { hasPermission } from '../../engine/layout/menu';
import type { Caller } from '../auth/caller';
import { problems } from '../http/problem';
import { isCustomerRole, isStaffRole } from '../../engine/roles/roles';

export const OWNERSHIP = ['self', 'tenant', 'account'] as const;
export type Ownership = (typeof OWNERSHIP)[number];

export interface AccessRule {
  /** x-permission: `public`, `authenticated`, or a permission the caller's role must hold. */
  permission: string;
  /** x-owner: whose data the operation reaches (absent only for public operations). */
  owner?: Ownership;
  /**
   * x-staff-permission: on an `account` operation a customer may run on their own account (a
   * write such as suspending a fuel card), the permission staff need instead of accounts:read.
   */
  staffPermission?: string;
}

/**
 * The one place that decides whether a caller may run an operation (DESIGN: permissions from
 * x-permission). `caller` is null when a key was sent but is unknown or expired; `ownsAccount`
 * says whether the caller is linked to the path's account_id (read with the session, see requestCaller).
 */
export function assertAllowed(rule: AccessRule, caller: Caller | null | undefined, ownsAccount: boolean): void {
  if (rule.permission === 'public') return;
  if (caller === null) throw problems.sessionExpired();
  if (!caller) throw problems.unauthenticated();
  if (rule.permission !== 'authenticated' && !hasPermission(caller.permissions, rule.permission)) throw problems.forbidden();
  if (rule.owner === 'tenant' && isCustomerRole(caller.role)) throw problems.forbidden();
  // Staff reach any account of their tenant (RLS keeps it their tenant's) when they may read accounts.
  if (rule.owner === 'account' && isStaffRole(caller.role) && !hasPermission(caller.permissions, rule.staffPermission ?? 'accounts:read')) throw problems.forbidden();
  // Another customer's account looks like no account at all.
  if (rule.owner === 'account' && isCustomerRole(caller.role) && !ownsAccount) throw problems.notFound('Account');
}
