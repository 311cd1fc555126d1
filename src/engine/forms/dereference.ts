/** A JSON schema fragment as the entity files write it. */
export type SchemaNode = Record<string, unknown>;

/**
 * Inlines the entity files' relative references (`{ "$ref": "phone.schema.json", "title": … }`)
 * so a form's schema stands alone for RJSF and ajv. Keywords written beside a `$ref` win over
 * the referenced schema's own (a field's title over the entity's). `$id` and `$schema` are
 * dropped: the same entity inlined twice must not declare the same id twice.
 */
export function dereference(node: unknown, entities: Readonly<Record<string, SchemaNode>>, seen: readonly string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => dereference(item, entities, seen));
  if (typeof node !== 'object' || node === null) return node;
  const { $ref, $id: _id, $schema: _schema, ...rest } = node as SchemaNode;
  const resolved: SchemaNode = {};
  if (typeof $ref === 'string') {
    const name = $ref.replace(/\.schema\.json$/, '');
    const target = Object.hasOwn(entities, name) ? entities[name] : undefined;
    if (!target) throw new Error(`Schema reference ${$ref} names no known entity`);
    if (seen.includes(name)) throw new Error(`Schema reference ${$ref} is circular`);
    Object.assign(resolved, dereference(target, entities, [...seen, name]));
  }
  for (const [key, value] of Object.entries(rest)) resolved[key] = dereference(value, entities, seen);
  return resolved;
}
