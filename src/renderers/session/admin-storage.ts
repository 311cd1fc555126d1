import type { UserInfo } from '../../engine/api/types';
import { storageKeys } from '../../engine/session/constants';

/**
 * What impersonation keeps (spec 1 §3): the staff user's own session info as 'adminInfo' in
 * sessionStorage (it ends with the tab, like the session), and the route they were on as
 * 'lastRoute' in localStorage.
 */
export function saveAdminInfo(adminInfo: UserInfo): void {
  window.sessionStorage.setItem(storageKeys.adminInfo, JSON.stringify(adminInfo));
}

export function removeAdminInfo(): void {
  window.sessionStorage.removeItem(storageKeys.adminInfo);
}

export function restoreAdminInfo(): UserInfo | undefined {
  try {
    const raw = window.sessionStorage.getItem(storageKeys.adminInfo);
    const parsed = raw ? (JSON.parse(raw) as Partial<UserInfo>) : undefined;
    return typeof parsed?.user_key === 'string' && typeof parsed.role === 'string' ? (parsed as UserInfo) : undefined;
  } catch {
    return undefined;
  }
}

export function saveLastRoute(route: string): void {
  window.localStorage.setItem(storageKeys.lastRoute, route);
}

export function removeLastRoute(): void {
  window.localStorage.removeItem(storageKeys.lastRoute);
}

export function restoreLastRoute(): string | undefined {
  const route = window.localStorage.getItem(storageKeys.lastRoute);
  // Only a path of this portal: a stored value must not send anyone elsewhere.
  return route && route.startsWith('/') && !route.startsWith('//') ? route : undefined;
}
