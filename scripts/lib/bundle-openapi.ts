/**
 * Bundles the OpenAPI source of <root>/openapi (root, components and paths/<tag>.yaml, see
 * openapi-source.ts) with the entity schemas of <root>/schemas/entities into one self-contained
 * document: every entity becomes components.schemas[<its title>] and every file reference
 * becomes a `#/components/schemas/<title>` reference, so generated types get the entities' own
 * names and the server needs no file resolution at run time.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readOpenApiSource, type Json } from './openapi-source.ts';

const definitionName = (title: string, name: string) => title + name[0].toUpperCase() + name.slice(1);

/** The node a local reference (`#/a/b~1c`) points at in `document`, or undefined. */
function resolveLocal(document: Json, ref: string): Json | undefined {
  return ref
    .slice(2)
    .split('/')
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<Json | undefined>((at, key) => (at && typeof at === 'object' && !Array.isArray(at) && key in at ? at[key] : undefined), document);
}

export function bundleOpenApi(root: string): Record<string, unknown> {
  const entityDir = join(root, 'schemas/entities');
  const titles = new Map<string, string>();
  const entities: Record<string, Json> = {};
  for (const file of readdirSync(entityDir).filter((f) => f.endsWith('.schema.json')).sort()) {
    const schema = JSON.parse(readFileSync(join(entityDir, file), 'utf8')) as Record<string, Json>;
    const title = schema.title;
    if (typeof title !== 'string') throw new Error(`schemas/entities/${file} has no title`);
    titles.set(file, title);
    const { $schema: _s, $id: _i, ...rest } = schema;
    entities[title] = rest;
  }
  // `within` is the title of the entity being rewritten: its local #/definitions/… references
  // must point into its new place under components.
  const rewrite = (node: Json, within?: string): Json => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, within));
    if (node && typeof node === 'object') {
      const out: Record<string, Json> = {};
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && within && value.startsWith('#/definitions/')) {
          out[key] = `#/components/schemas/${definitionName(within, value.slice('#/definitions/'.length))}`;
        } else if (key === '$ref' && typeof value === 'string' && /\.schema\.json#\//.test(value)) {
          // A piece of another entity (an enum of one of its properties, one of its definitions): reused, never retyped.
          const [path, fragment] = value.split('#');
          const title = titles.get(path.split('/').pop() as string);
          if (!title) throw new Error(`Unknown schema reference ${value}`);
          const definition = /^\/definitions\/([^/]+)$/.exec(fragment);
          out[key] = definition ? `#/components/schemas/${definitionName(title, definition[1])}` : `#/components/schemas/${title}${fragment}`;
        } else if (key === '$ref' && typeof value === 'string' && value.endsWith('.schema.json')) {
          const file = value.split('/').pop() as string;
          const title = titles.get(file);
          if (!title) throw new Error(`Unknown schema reference ${value}`);
          out[key] = `#/components/schemas/${title}`;
        } else out[key] = rewrite(value, within);
      }
      return out;
    }
    return node;
  };
  const { document: doc, localRefs } = readOpenApiSource(root);
  const components = (doc.components ?? {}) as Record<string, Json>;
  const declared = (components.schemas ?? {}) as Record<string, Json>;
  const schemas: Record<string, Json> = {};
  for (const [title, schema] of Object.entries(entities)) {
    // An entity's own definitions become components of their own (Layout + screen → LayoutScreen).
    const { definitions, ...body } = schema as Record<string, Json>;
    schemas[title] = rewrite(body, title);
    for (const [name, definition] of Object.entries((definitions ?? {}) as Record<string, Json>)) {
      schemas[definitionName(title, name)] = rewrite(definition, title);
    }
  }
  for (const [name, schema] of Object.entries(declared)) {
    const ref = (schema as Record<string, Json>).$ref;
    // A component that only points at an entity file is the entity itself.
    if (typeof ref === 'string' && ref.endsWith('.schema.json')) {
      const title = titles.get(ref.split('/').pop() as string);
      if (title !== name) throw new Error(`components.schemas.${name} must be named after the entity title ${title}`);
      continue;
    }
    schemas[name] = rewrite(schema);
  }
  const bundled = { ...(rewrite(doc) as Record<string, Json>), components: { ...(rewrite(components) as Record<string, Json>), schemas } };
  for (const { file, at, ref } of localRefs) {
    if (resolveLocal(bundled, ref) === undefined) throw new Error(`${file}: $ref ${ref} at ${at} does not resolve in the bundled document`);
  }
  return bundled;
}
