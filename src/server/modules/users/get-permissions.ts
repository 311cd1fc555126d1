import type { components } from '../../../../openapi/generated/tenant-api';
import { requireCaller } from '../../auth/caller';
import { tenantHandler } from '../../openapi/operation-types';

export const getUserPermissions = tenantHandler<'getUserPermissions'>(
  async ({ caller }) => requireCaller(caller).permissions as components['schemas']['Permission'][],
);
