import type { SchemaNode } from './dereference';

/**
 * Removes the `description` keyword everywhere: the entity files' descriptions document the
 * API for developers ("… (spec 1 §5)"); what a form tells its reader is its uiSchema's help.
 * Only string values are keywords — a property named `description` is a schema and stays.
 */
export function withoutDescriptions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDescriptions);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node as SchemaNode)
      .filter(([key, value]) => !(key === 'description' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutDescriptions(value)]),
  );
}
