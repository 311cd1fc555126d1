/** The entities a schema or form document refers to ({ "$ref": "phone.schema.json" }), anywhere in it, added to `names`. */
export function referencedEntities(node: unknown, names: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => referencedEntities(item, names));
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      const name = key === '$ref' && typeof value === 'string' ? /^([\w-]+)\.schema\.json$/.exec(value)?.[1] : undefined;
      if (name) names.add(name);
      else referencedEntities(value, names);
    }
  }
  return names;
}

/**
 * The entities a form document is built from: its entity, those its fields refer to, and every
 * one those refer to, read through `schemaOf` (undefined for a name it does not have).
 */
export async function formEntityClosure<Schema>(document: { entity: string }, schemaOf: (name: string) => Schema | undefined | Promise<Schema | undefined>): Promise<Record<string, Schema>> {
  const found: Record<string, Schema> = {};
  let wanted = [...referencedEntities(document, new Set([document.entity]))];
  while (wanted.length) {
    const schemas = await Promise.all(wanted.map((name) => schemaOf(name)));
    wanted.forEach((name, index) => {
      if (schemas[index] !== undefined) found[name] = schemas[index]!;
    });
    wanted = [...new Set(schemas.flatMap((schema) => (schema === undefined ? [] : [...referencedEntities(schema)])))].filter((name) => !Object.hasOwn(found, name));
  }
  return found;
}

/** The same with every schema at hand (the server's): the names of the entities a form document is built from. */
export function formEntityNames(document: { entity: string }, entities: Readonly<Record<string, unknown>>): string[] {
  const found = new Set<string>();
  const visit = (name: string) => {
    if (found.has(name) || !Object.hasOwn(entities, name)) return;
    found.add(name);
    referencedEntities(entities[name]).forEach(visit);
  };
  referencedEntities(document, new Set([document.entity])).forEach(visit);
  return [...found].sort();
}
