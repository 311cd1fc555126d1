/**
 * Reads the OpenAPI source of <root>/openapi, split so that no file grows with the whole API:
 *  - tenant-api.yaml     the root: openapi, info, servers, tags (everything but paths/components)
 *  - components.yaml     `components:` (parameters, responses, schemas pointing into schemas/entities)
 *  - paths/<tag>.yaml    `paths:` holding the operations tagged <tag>, one file per root tag
 *  - webhooks.yaml       `webhooks:` (optional): what the portal POSTs to the supplier's system,
 *                        one entry per event type (OpenAPI 3.1 top-level webhooks)
 * and assembles the one document they describe: the root's keys, then the paths (files in the
 * order of the root tags, each in the order written; a path whose methods sit in several files
 * keeps the place of its first one), then the webhooks, then the components.
 *
 * Refuses, naming the file, whatever would make the split ambiguous or lose an operation: a path
 * file whose tag is not a root tag, an operation not tagged with its file's tag, a path+method in
 * two files, an operationId used twice, and a path file's `$ref` that is not a local `#/components/…`
 * reference (the caller checks that those resolve in the bundled document). The webhooks get the
 * same refusals: one map and nothing else, an entry written out (no $ref), operations tagged with
 * root tags, `#/components/…` references only — and no operationId (those name this server's handlers).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** A local reference written in a source file, to be checked against the bundled document. */
export interface LocalRef {
  file: string;
  at: string;
  ref: string;
}

export interface OpenApiSource {
  document: JsonObject;
  localRefs: LocalRef[];
}

const isObject = (node: Json | undefined): node is JsonObject => !!node && typeof node === 'object' && !Array.isArray(node);

function refsIn(node: Json): string[] {
  if (Array.isArray(node)) return node.flatMap(refsIn);
  if (!isObject(node)) return [];
  return Object.entries(node).flatMap(([key, value]) => (key === '$ref' && typeof value === 'string' ? [value] : refsIn(value)));
}

/** Parses one YAML file of <root>/openapi; `file` is its name relative to <root>, used in every message. */
function readYaml(root: string, file: string): Json {
  try {
    return parse(readFileSync(join(root, file), 'utf8')) as Json;
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}

/** The file's one top-level key, or a refusal naming what else it holds. */
function onlyKey(file: string, content: Json, key: string): JsonObject {
  const other = isObject(content) ? Object.keys(content).filter((k) => k !== key) : [];
  if (!isObject(content) || !isObject(content[key]) || other.length) {
    throw new Error(`${file}: must hold one \`${key}:\` map and nothing else${other.length ? ` (found ${other.join(', ')})` : ''}`);
  }
  return content[key];
}

export function readOpenApiSource(root: string): OpenApiSource {
  const rootFile = 'openapi/tenant-api.yaml';
  const document = readYaml(root, rootFile);
  if (!isObject(document)) throw new Error(`${rootFile}: not a YAML map`);
  const homes: Record<string, string> = { paths: 'openapi/paths/<tag>.yaml', components: 'openapi/components.yaml', webhooks: 'openapi/webhooks.yaml' };
  for (const [key, home] of Object.entries(homes)) {
    if (key in document) throw new Error(`${rootFile}: holds only the root; \`${key}\` belongs in ${home}`);
  }
  const tags = (Array.isArray(document.tags) ? document.tags : []).map((tag) => (isObject(tag) ? tag.name : undefined));

  const componentsFile = 'openapi/components.yaml';
  if (!existsSync(join(root, componentsFile))) throw new Error(`${componentsFile} is missing`);
  const components = onlyKey(componentsFile, readYaml(root, componentsFile), 'components');
  const localRefs: LocalRef[] = Object.entries(components).flatMap(([section, entries]) =>
    Object.entries(isObject(entries) ? entries : {}).flatMap(([name, component]) =>
      refsIn(component)
        .filter((ref) => ref.startsWith('#/'))
        .map((ref) => ({ file: componentsFile, at: `components.${section}.${name}`, ref })),
    ),
  );

  const pathsDir = join(root, 'openapi/paths');
  const pathFiles = existsSync(pathsDir) ? readdirSync(pathsDir).filter((name) => !name.startsWith('.')) : [];
  for (const name of pathFiles) {
    const tag = name.replace(/\.yaml$/, '');
    if (!name.endsWith('.yaml')) throw new Error(`openapi/paths/${name}: path files are named <tag>.yaml`);
    if (!tags.includes(tag)) throw new Error(`openapi/paths/${name}: tag ${tag} is not one of the root tags in ${rootFile} (${tags.join(', ')})`);
  }

  const paths: Record<string, JsonObject> = {};
  const pathFieldFile = new Map<string, string>(); // "<path> <field>" → the file that set it
  const operationFile = new Map<string, string>(); // "<METHOD> <path>" → the file that defines it
  const operationIds = new Map<string, string>(); // operationId → "<METHOD> <path> in <file>"
  for (const tag of tags) {
    if (typeof tag !== 'string' || !pathFiles.includes(`${tag}.yaml`)) continue;
    const file = `openapi/paths/${tag}.yaml`;
    for (const [path, item] of Object.entries(onlyKey(file, readYaml(root, file), 'paths'))) {
      if (!isObject(item)) throw new Error(`${file}: ${path} is not a path item`);
      if ('$ref' in item) throw new Error(`${file}: ${path} is a $ref; write the path item out in the file of its tag`);
      const merged = (paths[path] ??= {});
      for (const [key, value] of Object.entries(item)) {
        const method = METHODS.includes(key) ? key.toUpperCase() : undefined;
        const at = method ? `${method} ${path}` : `${path} ${key}`;
        for (const ref of refsIn(value)) {
          if (!ref.startsWith('#/components/')) {
            throw new Error(`${file}: $ref ${ref} at ${at}; path files refer only to #/components/… (every schemas/entities file is a component named after its title)`);
          }
          localRefs.push({ file, at, ref });
        }
        if (!method) {
          const earlier = pathFieldFile.get(at);
          if (earlier) throw new Error(`${file}: ${path} sets ${key}, already set for that path in ${earlier}`);
          pathFieldFile.set(at, file);
        } else {
          if (!isObject(value)) throw new Error(`${file}: ${at} is not an operation`);
          const earlier = operationFile.get(at);
          if (earlier) throw new Error(`${file}: ${at} is already defined in ${earlier}`);
          operationFile.set(at, file);
          const opTags = Array.isArray(value.tags) ? value.tags : [];
          if (!opTags.includes(tag)) {
            throw new Error(`${file}: ${at} is tagged [${opTags.join(', ')}], not ${tag}; an operation lives in paths/<tag>.yaml of one of its tags`);
          }
          const id = value.operationId;
          if (typeof id !== 'string' || !id) throw new Error(`${file}: ${at} has no operationId`);
          const used = operationIds.get(id);
          if (used) throw new Error(`${file}: operationId ${id} of ${at} is already used by ${used}`);
          operationIds.set(id, `${at} in ${file}`);
        }
        merged[key] = value;
      }
    }
  }
  const webhooks = readWebhooks(root, tags, localRefs);
  return { document: { ...document, paths, ...(webhooks ? { webhooks } : {}), components }, localRefs };
}

/**
 * openapi/webhooks.yaml: the requests the portal sends (one per event type), checked as path files
 * are — except that a webhook belongs to no tag file (its tags need only be root tags) and has no
 * operationId (the supplier serves it; no handler here).
 */
function readWebhooks(root: string, tags: (Json | undefined)[], localRefs: LocalRef[]): JsonObject | undefined {
  const file = 'openapi/webhooks.yaml';
  if (!existsSync(join(root, file))) return undefined;
  const webhooks = onlyKey(file, readYaml(root, file), 'webhooks');
  for (const [name, item] of Object.entries(webhooks)) {
    if (!isObject(item)) throw new Error(`${file}: ${name} is not a path item`);
    if ('$ref' in item) throw new Error(`${file}: ${name} is a $ref; write the webhook out`);
    for (const [key, value] of Object.entries(item)) {
      const method = METHODS.includes(key) ? key.toUpperCase() : undefined;
      const at = method ? `${method} ${name}` : `${name} ${key}`;
      for (const ref of refsIn(value)) {
        if (!ref.startsWith('#/components/')) throw new Error(`${file}: $ref ${ref} at ${at}; webhooks refer only to #/components/… (every schemas/entities file is a component named after its title)`);
        localRefs.push({ file, at, ref });
      }
      if (!method) continue;
      if (!isObject(value)) throw new Error(`${file}: ${at} is not an operation`);
      const opTags = Array.isArray(value.tags) ? value.tags : [];
      const unknown = opTags.filter((t) => !tags.includes(t));
      if (unknown.length) throw new Error(`${file}: ${at} is tagged [${unknown.join(', ')}], not a root tag in openapi/tenant-api.yaml`);
      // An operationId names a handler of this server (the generated `operations` the handlers are
      // typed from); a webhook is the supplier's to serve, so it has none.
      if ('operationId' in value) throw new Error(`${file}: ${at} has an operationId; webhooks are served by the supplier, and operationIds name the portal's handlers`);
    }
  }
  return webhooks;
}
