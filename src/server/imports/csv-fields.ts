/**
 * What a CSV header may name for a kind, read from the kind's schema: every property, nested
 * objects by dotted names (billing_address.street1), each with the JSON types its cell coerces to.
 */
import { fileURLToPath } from 'node:url';
import { loadSchemaFiles } from '../tenants/schema-files';
import { schemaFileOf, type ImportKind } from './kinds';

type Node = { $ref?: string; type?: string | string[]; const?: unknown; anyOf?: Node[]; properties?: Record<string, Node>; items?: Node };

export interface CsvField {
  /** JSON types the value may take: a cell is coerced to the first that fits. */
  types: Set<string>;
}

const files = new Map<string, Node>(
  loadSchemaFiles(fileURLToPath(new URL('../../../schemas', import.meta.url))).map((s) => [(s as { $id: string }).$id.replace(/^entities\//, ''), s as Node]),
);

function resolve(node: Node, file: string): { node: Node; file: string } {
  if (!node.$ref) return { node, file };
  const [path, fragment = ''] = node.$ref.split('#');
  const target = path ? path.split('/').pop()! : file;
  const root = files.get(target);
  if (!root) throw new Error(`Unknown schema ${node.$ref}`);
  const found = fragment.split('/').filter(Boolean).reduce<Node>((at, key) => (at as Record<string, Node>)[key], root);
  return resolve(found, target);
}

function typesOf(node: Node, file: string, out = new Set<string>()): Set<string> {
  const { node: n, file: f } = resolve(node, file);
  if (n.anyOf) n.anyOf.forEach((branch) => typesOf(branch, f, out));
  if (n.const !== undefined) out.add(typeof n.const === 'string' ? 'string' : typeof n.const);
  for (const type of Array.isArray(n.type) ? n.type : n.type ? [n.type] : []) out.add(type);
  return out;
}

function collect(node: Node, file: string, prefix: string, out: Map<string, CsvField>): void {
  const { node: n, file: f } = resolve(node, file);
  for (const [name, child] of Object.entries(n.properties ?? {})) {
    const { node: c, file: cf } = resolve(child, f);
    if (c.properties) collect(c, cf, `${prefix}${name}.`, out);
    else out.set(`${prefix}${name}`, { types: typesOf(child, f) });
  }
}

const cache = new Map<ImportKind, Map<string, CsvField>>();

/** The fields a CSV file of this kind may have, by header name. */
export function csvFieldsOf(kind: ImportKind): Map<string, CsvField> {
  let fields = cache.get(kind);
  if (!fields) {
    const file = schemaFileOf(kind);
    fields = new Map();
    collect(files.get(file)!, file, '', fields);
    cache.set(kind, fields);
  }
  return fields;
}
