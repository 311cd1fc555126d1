import { tenantHandler } from '../../../openapi/operation-types';
import { isCustomerRole, isStaffRole } from '../../../../engine/roles/roles';

/** GET /roles: the tenant's roles (tenant.json), customers' role first, then by level. */
export const listRoles = tenantHandler<'listRoles'>(async ({ tenant }) =>
  [...tenant.config.roles]
    .sort((a, b) => Number(isCustomerRole(b.name)) - Number(isCustomerRole(a.name)) || a.level - b.level || a.name.localeCompare(b.name))
    .map((r) => ({ name: r.name, level: r.level, staff: isStaffRole(r.name) })),
);
