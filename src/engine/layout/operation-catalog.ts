/**
 * What the layout check needs to know of each operation, read from the bundled OpenAPI document
 * (the server's copy, or the generated file in tests): its method and parameters, what a success
 * answers, the fields of the rows or record it answers, and the sort keys it accepts.
 */
export interface CatalogOperation {
  method: string;
  answer: 'list' | 'record' | 'file' | 'none';
  pathParams: readonly string[];
  query: readonly string[];
  headers: readonly string[];
  /** Dotted paths of the answer's rows (a list) or record, a list's items under `name[]`; `open` prefixes take any sub-path. */
  fields: { known: ReadonlySet<string>; open: readonly string[] };
  /** The values of its query parameters whose schema lists them (a table's choice filter offers these). */
  choices: Readonly<Record<string, readonly string[]>>;
  /** The enum of its `sort` query parameter, when it has one. */
  sortKeys?: readonly string[];
  permission: string;
  /** The top-level fields of its JSON request body (a second form's carried fields are checked against them). */
  body?: readonly string[];
  /** x-form: the form whose published version the operation checks its body against. */
  form?: string;
  /** x-bot-check: the operation reads the tenant's bot-check token. */
  botCheck?: boolean;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Deep enough for `item_contents.address.city`; deeper paths are not column material. */
const MAX_DEPTH = 4;

function resolver(document: Node) {
  return function resolve(node: unknown, seen = 0): Node {
    if (!isNode(node) || seen > 20) return {};
    const ref = node.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (isNode(at) ? at[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), document);
    return resolve(target, seen + 1);
  };
}

function typesOf(schema: Node): string[] {
  return Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
}

export function operationCatalog(document: unknown): Record<string, CatalogOperation> {
  if (!isNode(document) || !isNode(document.paths)) throw new TypeError('Not an OpenAPI document');
  const resolve = resolver(document);

  /** The schemas a schema is made of: itself and its allOf / oneOf / anyOf parts. */
  const partsOf = (schema: Node): Node[] =>
    [schema, ...['allOf', 'oneOf', 'anyOf'].flatMap((k) => (Array.isArray(schema[k]) ? (schema[k] as unknown[]) : []))].map((s) => resolve(s));

  function propertyOf(schema: Node, name: string): Node | undefined {
    for (const part of partsOf(schema)) {
      if (isNode(part.properties) && Object.hasOwn(part.properties, name)) return resolve(part.properties[name]);
      if (part !== schema) {
        const nested = propertyOf(part, name);
        if (nested) return nested;
      }
    }
    return undefined;
  }

  /** Every dotted property path of an object schema (allOf merged, oneOf/anyOf united). */
  function collect(schema: Node, prefix: string, depth: number, out: { known: Set<string>; open: string[] }): void {
    let declared = false;
    for (const part of partsOf(schema)) {
      if (!isNode(part.properties)) continue;
      declared = true;
      for (const [name, property] of Object.entries(part.properties)) {
        const path = prefix ? `${prefix}.${name}` : name;
        out.known.add(path);
        const child = resolve(property);
        if (depth < MAX_DEPTH && (typesOf(child).includes('object') || isNode(child.properties))) collect(child, path, depth + 1, out);
        // A list of records (an account's locations): its items' fields as `locations[].address`, for a detail screen's rows.
        else if (depth < MAX_DEPTH && typesOf(child).includes('array')) {
          const item = resolve(child.items);
          if (typesOf(item).includes('object') || isNode(item.properties)) collect(item, `${path}[]`, depth + 1, out);
        }
      }
    }
    // A free-form object (no declared properties): any sub-path may be asked for.
    if (!declared && prefix) out.open.push(prefix);
  }

  const catalog: Record<string, CatalogOperation> = {};
  for (const item of Object.values(document.paths)) {
    if (!isNode(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isNode(operation) || typeof operation.operationId !== 'string') continue;
      const parameters = (Array.isArray(operation.parameters) ? operation.parameters : []).map((p) => resolve(p));
      const names = (location: string) => parameters.filter((p) => p.in === location).map((p) => String(p.name));
      const sort = parameters.find((p) => p.in === 'query' && p.name === 'sort');
      const sortEnum = sort && resolve(sort.schema).enum;
      const responses = isNode(operation.responses) ? operation.responses : {};
      const success = resolve(Object.entries(responses).find(([status]) => status.startsWith('2'))?.[1]);
      const content = isNode(success.content) ? success.content : {};
      const json = isNode(content['application/json']) ? resolve((content['application/json'] as Node).schema) : undefined;
      let answer: CatalogOperation['answer'] = Object.keys(content).length === 0 ? 'none' : json ? 'record' : 'file';
      let row = json;
      if (json && typesOf(json).includes('array')) {
        answer = 'list';
        row = resolve(json.items);
      } else {
        // A page (Page + content, often as allOf): its rows are the items of `content`.
        const content = json && propertyOf(json, 'content');
        if (content && typesOf(content).includes('array')) {
          answer = 'list';
          row = resolve(content.items);
        }
      }
      const choices: Record<string, string[]> = {};
      for (const p of parameters.filter((q) => q.in === 'query')) {
        const schema = resolve(p.schema);
        const values = schema.enum ?? resolve(schema.items).enum;
        if (Array.isArray(values)) choices[String(p.name)] = values.map(String);
      }
      const fields = { known: new Set<string>(), open: [] as string[] };
      if (row) collect(row, '', 0, fields);
      const request = resolve(operation.requestBody);
      const requestJson = isNode(request.content) && isNode(request.content['application/json']) ? resolve(request.content['application/json'].schema) : undefined;
      const body = requestJson ? partsOf(requestJson).flatMap((part) => (isNode(part.properties) ? Object.keys(part.properties) : [])) : undefined;
      catalog[operation.operationId] = {
        method,
        answer,
        pathParams: names('path'),
        query: names('query'),
        headers: names('header'),
        choices,
        fields,
        ...(body ? { body } : {}),
        ...(Array.isArray(sortEnum) ? { sortKeys: sortEnum.map(String) } : {}),
        permission: typeof operation['x-permission'] === 'string' ? operation['x-permission'] : 'public',
        ...(typeof operation['x-form'] === 'string' ? { form: operation['x-form'] } : {}),
        ...(operation['x-bot-check'] === true ? { botCheck: true } : {}),
      };
    }
  }
  return catalog;
}

/** Whether a dotted path is a field of an operation's rows or record. */
export function hasField(operation: CatalogOperation, path: string): boolean {
  return operation.fields.known.has(path) || operation.fields.open.some((prefix) => path.startsWith(`${prefix}.`));
}
