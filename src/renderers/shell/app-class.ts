/** The frame's class: signed-in staff have the admin side menu beside the screen. */

import { isStaffRole } from '../../engine/roles/roles';export function appClass(role: string | undefined): string {
  return isStaffRole(role) ? 'app app--staff' : 'app';
}
