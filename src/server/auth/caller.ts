import type { LoadedTenant } from '../tenants/load-tenants';
import { isCustomerRole } from '../../engine/roles/roles';

/** The signed-in user behind a request. */
export interface Caller {
  userId: number;
  email: string;
  role: string;
  level: number;
  permissions: string[];
  displayName: string;
  locale: string;
  keyHash: string;
  /** The staff user acting as this user (login-as), if any. */
  impersonatorId: number | null;
}

export function roleOf(tenant: LoadedTenant, role: string): { level: number; permissions: string[] } {
  const found = tenant.config.roles.find((r) => r.name === role);
  return found ? { level: found.level, permissions: [...found.permissions] } : { level: 0, permissions: [] };
}

export const isCustomer = (caller: Caller | undefined): boolean => isCustomerRole(caller?.role);

/** The caller of an operation whose x-permission is not `public` (already checked before the handler). */
export function requireCaller(caller: Caller | undefined): Caller {
  if (!caller) throw new Error('requireCaller used on an operation that allows anonymous callers');
  return caller;
}
