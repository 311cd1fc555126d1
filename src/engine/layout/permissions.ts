import permissionSchema from '../../../schemas/entities/permission.schema.json';

/**
 * Permissions '*' does not grant (permission.schema.json x-explicit): a role must name them itself.
 * The outbox shows other people's one-time links, so an all-powerful role does not read it by default.
 */
const explicitOnly: ReadonlySet<string> = new Set(permissionSchema['x-explicit']);

/** Whether a caller holding `permissions` has `needed` (nothing needed: yes). */
export function hasPermission(permissions: readonly string[], needed: string | undefined): boolean {
  if (!needed || permissions.includes(needed)) return true;
  return permissions.includes('*') && !explicitOnly.has(needed);
}
