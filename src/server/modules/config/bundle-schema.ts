import { fileURLToPath } from 'node:url';
import { loadSchemaFiles } from '../../tenants/schema-files';

type Json = Record<string, unknown>;

/** Every schema under schemas/, by the id loadSchemaFiles gives it (`entities/x.schema.json`, `form-override.schema.json`). */
let files: Map<string, Json> | undefined;
const schemaFiles = () =>
  (files ??= new Map(loadSchemaFiles(fileURLToPath(new URL('../../../../schemas', import.meta.url))).map((schema) => [(schema as Json).$id as string, schema as Json])));

/** The directory part of an id, so a relative `$ref` in entities/ resolves inside entities/. */
const dirOf = (id: string) => (id.includes('/') ? id.slice(0, id.lastIndexOf('/') + 1) : '');

/** A bundled file's key under `definitions`: its id without "/", so no pointer needs escaping. */
const keyOf = (id: string) => id.replace(/\//g, '_');

/**
 * One schema with every other file it references copied under its `definitions` and each `$ref`
 * rewritten to point there: the browser's editor resolves only local references, and the server
 * knows the files. Whatever file reaches, directly or not, is included once.
 */
export function bundleSchema(id: string): Json {
  const all = schemaFiles();
  const root = all.get(id);
  if (!root) throw new Error(`No schema ${id} under schemas/`);
  const bundled = new Map<string, unknown>();
  const pending: string[] = [];

  const rewrite = (node: unknown, fileId: string): unknown => {
    if (Array.isArray(node)) return node.map((child) => rewrite(child, fileId));
    if (!node || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node as Json)) {
      if (key === '$ref' && typeof value === 'string') out.$ref = retarget(value, fileId);
      else if (key === '$id' || key === '$schema') continue;
      else out[key] = rewrite(value, fileId);
    }
    return out;
  };

  const retarget = (ref: string, fileId: string): string => {
    const [file, fragment = ''] = ref.split('#');
    const target = file ? `${dirOf(fileId)}${file}` : fileId;
    if (target === id) return `#${fragment}`;
    if (!all.has(target)) return ref;
    if (!bundled.has(target) && !pending.includes(target)) pending.push(target);
    return `#/definitions/${keyOf(target)}${fragment}`;
  };

  const out = rewrite(root, id) as Json;
  while (pending.length) {
    const next = pending.shift()!;
    bundled.set(next, null);
    bundled.set(next, rewrite(all.get(next), next));
  }
  if (bundled.size) out.definitions = { ...(out.definitions as Json | undefined), ...Object.fromEntries([...bundled].map(([file, schema]) => [keyOf(file), schema])) };
  return { $schema: 'http://json-schema.org/draft-07/schema#', ...out };
}
