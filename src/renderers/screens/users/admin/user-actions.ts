import type { Schemas } from '../../../../engine/api/types';
import { mayCall } from '../../../../engine/layout/screen-access';
import { ADMIN_ROLE } from '../../../../engine/roles/roles';

export type User = Schemas['User'];
export type UserAction = 'loginAs' | 'confirm' | 'edit' | 'delete';

/** The Admin role (spec 1 §6): its rows get no Login As and no Confirm User. */

/**
 * A user row's actions, exactly as spec 1 §4/§6: an Admin row offers neither Login As nor
 * Confirm User; another row offers 'Confirm User' while unconfirmed and 'Login As' once
 * confirmed; every row offers Edit and Delete. An action whose operation the caller's
 * permissions do not allow (its x-permission) is left out rather than offered and refused.
 */
export function userActions(user: Pick<User, 'role' | 'confirmed'>, permissions: readonly string[]): UserAction[] {
  const actions: UserAction[] = [];
  if (user.role !== ADMIN_ROLE) {
    if (!user.confirmed && mayCall(permissions, 'confirmUser')) actions.push('confirm');
    if (user.confirmed && mayCall(permissions, 'loginAs')) actions.push('loginAs');
  }
  if (mayCall(permissions, 'updateUser')) actions.push('edit');
  if (mayCall(permissions, 'deleteUser')) actions.push('delete');
  return actions;
}
