import type { OperationHandlers } from '../openapi/operation-types';
import { findAccounts } from './accounts/find';
import { getAccountsForUser } from './accounts/for-user';
import { identityHandlers } from './identity';
import { login } from './session/login';
import { logout } from './session/logout';
import { getLayout } from './settings/get-layout';
import { getSettings } from './settings/get-settings';
import { usersHandlers } from './users';

/** Every operation of openapi/tenant-api.yaml, by operationId. */
export const handlers: OperationHandlers = {
  getSettings,
  getLayout,
  login,
  logout,
  getAccountsForUser,
  findAccounts,
  ...identityHandlers,
  ...usersHandlers,
};
