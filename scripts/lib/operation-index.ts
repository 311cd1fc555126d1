/**
 * The operation index: for every operationId of the bundled document, what a caller needs to
 * reach it — method, path, whether it sits under the tenant prefix, its parameter names by
 * location, what it answers — and who may call it (x-permission). The browser's one typed
 * operation layer (src/engine/api) calls any operation by id from this index, so an operation
 * added to the document is callable from a layout without client code; the engine derives a
 * screen's permission from it. Small on purpose: the full document (response schemas) stays
 * on the server and in tests.
 */
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Parameter {
  name: string;
  in: string;
  schema?: { enum?: unknown[]; $ref?: string; items?: { enum?: unknown[]; $ref?: string } };
}

interface Operation {
  operationId: string;
  servers?: { url: string }[];
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown>; $ref?: string }>;
  'x-permission'?: string;
}

interface Document {
  servers: { url: string }[];
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components?: { parameters?: Record<string, Parameter>; schemas?: Record<string, { enum?: unknown[] }> };
}

/** What a success answers: JSON, a file (any other media type), or nothing (204). */
function answerOf(operation: Operation): 'json' | 'file' | 'none' {
  const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1];
  const types = Object.keys(success?.content ?? {});
  if (types.length === 0) return 'none';
  return types.includes('application/json') ? 'json' : 'file';
}

export function operationIndexSource(document: Document, header: string): string {
  const resolve = (p: Parameter | { $ref: string }): Parameter =>
    '$ref' in p ? (document.components?.parameters?.[p.$ref.split('/').pop() as string] as Parameter) : p;
  const entries: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const params = (operation.parameters ?? []).map(resolve);
      const names = (location: string) => params.filter((p) => p.in === location).map((p) => p.name);
      // The values a query parameter takes, when its schema lists them: a table's choice filter offers these.
      const enumOf = (schema: Parameter['schema']): unknown[] | undefined => {
        const own = schema?.$ref ? document.components?.schemas?.[schema.$ref.split('/').pop() as string] : schema;
        return own?.enum ?? (schema?.items && enumOf(schema.items));
      };
      const choices = Object.fromEntries(params.filter((p) => p.in === 'query' && p.name !== 'sort' && enumOf(p.schema)).map((p) => [p.name, enumOf(p.schema)]));
      const server = operation.servers?.[0]?.url ?? document.servers[0].url;
      // Only what differs from an operation's usual shape is written (see DEFAULTS below): the index
      // is in the shell every route loads, and every operation added grew it by its whole entry.
      const query = names('query');
      const header = names('header');
      const body = operation.requestBody ? (operation.requestBody.required ? 'required' : 'optional') : 'none';
      const answer = answerOf(operation);
      const entry = {
        method,
        path,
        ...(server.includes('{tenant}') ? {} : { tenant: false }),
        permission: operation['x-permission'] ?? 'public',
        ...(query.length ? { query } : {}),
        ...(header.length ? { header } : {}),
        ...(body !== 'none' ? { body } : {}),
        ...(answer !== 'json' ? { answer } : {}),
        ...(Object.keys(choices).length ? { choices } : {}),
      };
      entries.push(`  ${operation.operationId}: ${JSON.stringify(entry)},`);
    }
  }
  return `${header}/* eslint-disable */

/** How to reach an operation and who may call it. */
export interface OperationEntry {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The path after the server prefix, with {placeholders}. */
  path: string;
  /** Under /api/{tenant} (else under /api). */
  tenant: boolean;
  /** x-permission: public, authenticated, or a permission the caller's role must hold. */
  permission: string;
  path_params: readonly string[];
  query: readonly string[];
  header: readonly string[];
  body: 'required' | 'optional' | 'none';
  /** What a success answers: JSON, a file, or nothing. */
  answer: 'json' | 'file' | 'none';
  /** The values of the query parameters whose schema lists them (sort apart). */
  choices?: Readonly<Record<string, readonly unknown[]>>;
}

type Written = Pick<OperationEntry, 'method' | 'path' | 'permission'> & Partial<Omit<OperationEntry, 'path_params'>>;

/** Every operation of the document by operationId, as written: what differs from DEFAULTS. */
const written = {
${entries.join('\n')}
} as const satisfies Record<string, Written>;

export type OperationId = keyof typeof written;

/** An operation's usual shape: under the tenant prefix, no query or header parameters, no body, answering JSON. */
const DEFAULTS: Omit<OperationEntry, 'method' | 'path' | 'permission' | 'path_params'> = { tenant: true, query: [], header: [], body: 'none', answer: 'json' };

/** Every operation of the document by operationId (see scripts/lib/operation-index.ts); path_params read from its path. */
export const operationIndex = {} as Record<OperationId, OperationEntry>;
for (const [id, entry] of Object.entries(written) as [OperationId, Written][]) {
  operationIndex[id] = { ...DEFAULTS, ...entry, path_params: [...entry.path.matchAll(/\\{(\\w+)\\}/g)].map((m) => m[1]) };
}
`;
}
