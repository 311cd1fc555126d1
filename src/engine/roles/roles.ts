import { ROLES, type Role } from '../../../schemas/generated/enums';

/**
 * The roles every tenant has (schemas/entities/built-in-role.schema.json): User is every
 * customer, Admin the staff role that may manage Admins; any other role a tenant names is a
 * staff role. The one place that spells their names: everything else asks these helpers, and a
 * test (tests/engine/contract-guard.test.ts) fails on a role name written anywhere else.
 */
export { ROLES, type Role };

export const CUSTOMER_ROLE = 'User' satisfies Role;
export const ADMIN_ROLE = 'Admin' satisfies Role;

/** A customer (the User role), not a visitor (no role) nor staff. */
export const isCustomerRole = (role: string | undefined): boolean => role === CUSTOMER_ROLE;
/** Staff: signed in with any role but User. */
export const isStaffRole = (role: string | undefined): boolean => role !== undefined && role !== CUSTOMER_ROLE;
export const isAdminRole = (role: string | undefined): boolean => role === ADMIN_ROLE;
