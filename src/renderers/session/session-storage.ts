import type { UserInfo } from '../../engine/api/types';
import { storageKeys } from '../../engine/session/constants';

/** The session user info lives in sessionStorage (spec 1 §3), so it ends with the tab. */
export function saveUserInfo(userInfo: UserInfo): void {
  window.sessionStorage.setItem(storageKeys.userInfo, JSON.stringify(userInfo));
}

/** Removes the session user info; a saved admin info (impersonation) stays. */
export function clearUserInfo(): void {
  window.sessionStorage.removeItem(storageKeys.userInfo);
}

function looksLikeUserInfo(value: unknown): value is UserInfo {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof UserInfo, unknown>>;
  return typeof candidate.user_key === 'string' && typeof candidate.role === 'string';
}

/** The user info a reload restores; anything unreadable counts as signed out. */
export function restoreUserInfo(): UserInfo | undefined {
  try {
    const raw = window.sessionStorage.getItem(storageKeys.userInfo);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return looksLikeUserInfo(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
