import { operationIndex } from '../../../openapi/generated/operation-index';
import { hasPermission } from './permissions';
import type { ResolvedScreen } from './types';

/** x-permission values that name no permission: anyone, or any signed-in caller. */
const OPEN = new Set(['public', 'authenticated']);

function operationPermission(operationId: string | undefined): string | undefined {
  if (!operationId || !Object.hasOwn(operationIndex, operationId)) return undefined;
  const permission: string = operationIndex[operationId as keyof typeof operationIndex].permission;
  return OPEN.has(permission) ? undefined : permission;
}

/** Whether a caller holding `permissions` may call an operation, by its x-permission (hasPermission decides what '*' grants). */
export function mayCall(permissions: readonly string[], operationId: string): boolean {
  return hasPermission(permissions, operationPermission(operationId));
}

/**
 * The permissions a staff caller needs to open a screen, declared once: the x-permission of the
 * operation it loads (or, for a screen that only submits, of that operation), plus the layout's
 * own `permission`, which can only narrow access, never widen it.
 */
export function screenPermissions(screen: Pick<ResolvedScreen, 'load' | 'submit' | 'permission'>): string[] {
  const fromOperation = operationPermission(screen.load) ?? (screen.load ? undefined : operationPermission(screen.submit));
  return [...new Set([fromOperation, screen.permission].filter((p): p is string => p !== undefined))];
}
