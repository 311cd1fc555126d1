import { homeRoute } from '../../engine/layout/menu';
import { useLayout } from '../layout/layout-context';
import { useSession } from '../session/session-context';

/** The signed-in role's home screen (spec 1 §2), at its route in the tenant's layout. */
export function useHomeRoute(): string {
  return homeRoute(useLayout(), useSession().role);
}
