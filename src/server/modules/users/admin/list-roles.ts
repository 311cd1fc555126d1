import { tenantHandler } from '../../../openapi/operation-types';

/** GET /roles: the tenant's roles (tenant.json), customers' 'User' first, then by level. */
export const listRoles = tenantHandler<'listRoles'>(async ({ tenant }) =>
  [...tenant.config.roles]
    .sort((a, b) => Number(b.name === 'User') - Number(a.name === 'User') || a.level - b.level || a.name.localeCompare(b.name))
    .map((r) => ({ name: r.name, level: r.level, staff: r.name !== 'User' })),
);
