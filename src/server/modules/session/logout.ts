import { requireCaller } from '../../auth/caller';
import { revokeSession } from '../../auth/sessions';
import { tenantHandler } from '../../openapi/operation-types';

export const logout = tenantHandler<'logout'>(async ({ db, caller }) => {
  await revokeSession(db, requireCaller(caller).keyHash);
});
