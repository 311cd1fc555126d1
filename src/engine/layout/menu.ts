import { hasPermission } from './permissions';
import { screenPermissions } from './screen-access';
import { screenRoute } from './screen-links';
import type { MenuItem, ResolvedLayout, ResolvedScreen } from './types';
import { isCustomerRole, isStaffRole } from '../roles/roles';

export { hasPermission };

/** Where unknown paths go (spec 1 §2). */
export const NOT_FOUND_ROUTE = '/404';

export interface MenuContext {
  /** The caller's permissions; '*' grants all but the explicit ones (hasPermission). */
  permissions: readonly string[];
  /** Application settings (boolean switches are read by name). */
  settings: Readonly<Record<string, unknown>>;
  /** Customer's linked accounts; items marked requiresAccounts are disabled without any. */
  accountIds?: readonly string[];
  /** Feature flags (is_fuel, is_records…) on for at least one of the customer's accounts; undefined while not known. */
  accountFlags?: readonly string[];
}

export interface VisibleMenuItem {
  id: string;
  label: string;
  route: string;
  icon?: string;
  disabled: boolean;
}


const hasAll = (permissions: readonly string[], needed: readonly string[]) => needed.every((p) => hasPermission(permissions, p));

/** A switch by name; a dotted name reads a group's switch (payments.guest_payment). */
export function settingOn(settings: MenuContext['settings'], name: string | undefined): boolean {
  if (!name) return true;
  const value = name.split('.').reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), settings);
  return value === true;
}

/**
 * The admin side menu (spec 1 §6): an item shows when its setting is on and the caller holds
 * the permissions of the screen it opens (screenPermissions); a screen that needs none always
 * shows, and the `fif` setting shows every item.
 * The customer menu disables account items when the customer has no accounts, and hides an
 * item whose account feature flag none of the customer's accounts has (once they are known).
 */
export function visibleMenu(layout: ResolvedLayout, menu: 'customer' | 'admin', context: MenuContext): VisibleMenuItem[] {
  const screens = new Map(layout.screens.map((s) => [s.id, s]));
  const showAll = context.settings.fif === true;
  return layout.menus[menu].flatMap((item: MenuItem) => {
    const screen = item.screen ? screens.get(item.screen) : undefined;
    if (!screen) return [];
    if (!settingOn(context.settings, item.setting ?? screen.setting)) return [];
    if (!showAll && !hasAll(context.permissions, screenPermissions(screen))) return [];
    const noAccounts = item.requiresAccounts === true && (context.accountIds?.length ?? 0) === 0;
    if (item.accountFlag && !noAccounts && context.accountFlags && !context.accountFlags.includes(item.accountFlag)) return [];
    return [{ id: item.id, label: item.label ?? screen.title ?? item.id, route: screen.route, icon: item.icon, disabled: noAccounts }];
  });
}

/**
 * The menu item of the page at `pathname`: the one whose route is the page's, else the one with
 * the longest route the page lies under (/admin/accounts/inquiries is Inquiries, not Accounts;
 * /admin/accounts/100234 is Accounts).
 */
export function activeMenuItem(items: readonly VisibleMenuItem[], pathname: string): VisibleMenuItem | undefined {
  let best: VisibleMenuItem | undefined;
  for (const item of items) {
    const under = pathname === item.route || pathname.startsWith(item.route.endsWith('/') ? item.route : `${item.route}/`);
    if (under && (!best || item.route.length > best.route.length)) best = item;
  }
  return best;
}

/** Whether a signed-in user may open a screen (route guards use the same rule as the menu). */
export function canOpenScreen(screen: ResolvedScreen, role: string | undefined, context: MenuContext): boolean {
  if (!settingOn(context.settings, screen.setting)) return false;
  switch (screen.access) {
    case 'public':
      return true;
    case 'anonymous':
      return role === undefined;
    case 'customer':
      return isCustomerRole(role);
    case 'staff':
      // `fif` shows every admin menu entry, so its screens must open too; the server still
      // enforces each operation's permission.
      return isStaffRole(role) && (context.settings.fif === true || hasAll(context.permissions, screenPermissions(screen)));
  }
}

/** The screen `/` and a signed-in visitor of an anonymous screen go to (spec 1 §2), by role. */
export function homeScreen(role: string | undefined): 'login' | 'accounts' | 'adminAccounts' {
  if (role === undefined) return 'login';
  return isCustomerRole(role) ? 'accounts' : 'adminAccounts';
}

/** The route of the role's home screen in the tenant's layout; the not-found page if a tenant removed it. */
export function homeRoute(layout: ResolvedLayout, role: string | undefined): string {
  return screenRoute(layout, homeScreen(role)) ?? NOT_FOUND_ROUTE;
}
