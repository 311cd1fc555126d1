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

/** The `*.schema.json` files of `dir` by title, and each file's title by file name (into `titles`). */
function readSchemas(dir: string, where: string, titles: Map<string, string>): Record<string, Json> {
  const schemas: Record<string, Json> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.schema.json')).sort()) {
    const schema = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, Json>;
    const title = schema.title;
    if (typeof title !== 'string') throw new Error(`${where}/${file} has no title`);
    titles.set(file, title);
    const { $schema: _s, $id: _i, ...rest } = schema;
    schemas[title] = rest;
  }
  return schemas;
}

/**
 * Rewrites file references (`x.schema.json`, `x.schema.json#/definitions/y`) and an entity's own
 * `#/definitions/…` into `#/components/schemas/<title>` references, the titles known from `titles`.
 */
function referenceRewriter(titles: ReadonlyMap<string, string>) {
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
  return rewrite;
}

/** Each schema rewritten, its own definitions lifted beside it (Layout + screen → LayoutScreen). */
function asComponents(schemas: Record<string, Json>, rewrite: ReturnType<typeof referenceRewriter>): Record<string, Json> {
  const components: Record<string, Json> = {};
  for (const [title, schema] of Object.entries(schemas)) {
    const { definitions, ...body } = schema as Record<string, Json>;
    components[title] = rewrite(body, title);
    for (const [name, definition] of Object.entries((definitions ?? {}) as Record<string, Json>)) {
      components[definitionName(title, name)] = rewrite(definition, title);
    }
  }
  return components;
}

export function bundleOpenApi(root: string): Record<string, unknown> {
  const titles = new Map<string, string>();
  const entities = readSchemas(join(root, 'schemas/entities'), 'schemas/entities', titles);
  const rewrite = referenceRewriter(titles);
  const { document: doc, localRefs } = readOpenApiSource(root);
  const components = (doc.components ?? {}) as Record<string, Json>;
  const declared = (components.schemas ?? {}) as Record<string, Json>;
  const schemas = asComponents(entities, rewrite);
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

/** A schema file outside the API whose TypeScript type the engine needs, by what its generated module exports. */
export interface DocumentRoot {
  /** schemas/<file>.schema.json (under schemas/ or schemas/entities/). */
  file: string;
  /** Entities it refers to that its module exports too, under their own titles. */
  alsoExports?: readonly string[];
}

/**
 * The documents that are not API bodies (tenant.json, layouts, forms, form overrides) as one
 * OpenAPI document without paths: their schemas and every entity they reach, as components named
 * like the API's (an entity under its title, a definition as <Title><Name>), so their types come
 * from the same generator (openapi-typescript) as the API's.
 */
export function bundleDocumentSchemas(root: string, roots: readonly DocumentRoot[]): { document: Record<string, unknown>; titles: Map<string, string>; definitions: Map<string, string[]> } {
  const titles = new Map<string, string>();
  const all = {
    ...readSchemas(join(root, 'schemas/entities'), 'schemas/entities', titles),
    ...readSchemas(join(root, 'schemas'), 'schemas', titles),
  };
  const components = asComponents(all, referenceRewriter(titles));
  const definitions = new Map<string, string[]>();
  for (const [title, schema] of Object.entries(all)) definitions.set(title, Object.keys(((schema as Record<string, Json>).definitions ?? {}) as Record<string, Json>));
  // Only what the documents reach: the API's types stay the API's.
  const reached = new Set<string>();
  const visit = (name: string) => {
    if (reached.has(name)) return;
    if (!(name in components)) throw new Error(`No schema component ${name}`);
    reached.add(name);
    const walk = (node: Json): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) visit(value.slice('#/components/schemas/'.length).split('/')[0]);
          else walk(value);
        }
      }
    };
    walk(components[name]);
  };
  for (const { file } of roots) {
    const title = titles.get(file.split('/').pop() as string);
    if (!title) throw new Error(`No schema file ${file}`);
    visit(title);
  }
  const schemas = Object.fromEntries(Object.entries(components).filter(([name]) => reached.has(name)));
  return { document: { openapi: '3.1.0', info: { title: 'Configuration documents', version: '1' }, paths: {}, components: { schemas } }, titles, definitions };
}
