import { resolveAccessRequest } from './access-requests/resolve-access-request';
import { listAccessRequests } from './access-requests/list-access-requests';
import { confirmUser } from './admin/confirm-user';
import { createUser } from './admin/create-user';
import { deleteUser } from './admin/delete-user';
import { listRoles } from './admin/list-roles';
import { listUsers } from './admin/list-users';
import { signOutEverywhere } from './admin/sign-out-everywhere';
import { updateUser } from './admin/update-user';
import { getUserPermissions } from './get-permissions';
import { listAuditLog } from './impersonation/list-audit-log';
import { loginAs } from './impersonation/login-as';
import { getProfile } from './profile/get-profile';
import { getProfileByEmail } from './profile/get-profile-by-email';
import { updateProfile } from './profile/update-profile';

/** Profile, users admin, roles, impersonation and access requests. */
export const usersHandlers = {
  getUserPermissions,
  getProfile,
  updateProfile,
  getProfileByEmail,
  listUsers,
  createUser,
  updateUser,
  deleteUser,
  signOutEverywhere,
  confirmUser,
  listRoles,
  loginAs,
  listAuditLog,
  listAccessRequests,
  resolveAccessRequest,
};

export { getUserPermissions };
