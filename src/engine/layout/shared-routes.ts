import type { Access, ResolvedScreen } from './types';
import { isCustomerRole } from '../roles/roles';

/**
 * Screens of one route, picked by who is signed in: /payment is Pay As Guest for a visitor and
 * the customer's Payment once signed in (spec 1 §2). Two screens may share a route only when no
 * caller could be served by both, so the pick is never a guess.
 */

type Caller = 'visitor' | 'customer' | 'staff';

/** Who a screen of each access is drawn for. */
const SERVES: Readonly<Record<Access, readonly Caller[]>> = {
  anonymous: ['visitor'],
  public: ['visitor', 'customer', 'staff'],
  customer: ['customer'],
  staff: ['staff'],
};

export function callerOf(role: string | undefined): Caller {
  if (role === undefined) return 'visitor';
  return isCustomerRole(role) ? 'customer' : 'staff';
}

/** Whether two screens could both be the one drawn for some caller (then they may not share a route). */
export function accessOverlaps(a: Access, b: Access): boolean {
  return SERVES[a].some((caller) => SERVES[b].includes(caller));
}

/** Routes React Router cannot tell apart: the same segments whatever the :parameter names, the letter case or a trailing slash. */
export const routeShape = (route: string) => route.replace(/:\w+/g, ':').toLowerCase().replace(/(.)\/+$/, '$1');

/** The layout's screens grouped by route, in layout order (one router entry per group). */
export function screensByRoute(screens: readonly ResolvedScreen[]): ResolvedScreen[][] {
  const groups = new Map<string, ResolvedScreen[]>();
  for (const screen of screens) {
    const shape = routeShape(screen.route);
    const group = groups.get(shape);
    if (group) group.push(screen);
    else groups.set(shape, [screen]);
  }
  return [...groups.values()];
}

/**
 * The screen of a route's group drawn for the caller: the one that serves them, else the first
 * (its guard then sends them where that screen sends the caller it does not serve: a visitor to
 * /login, a signed-in user home).
 */
export function screenForCaller(group: readonly ResolvedScreen[], role: string | undefined): ResolvedScreen {
  const caller = callerOf(role);
  return group.find((screen) => SERVES[screen.access].includes(caller)) ?? group[0];
}
