import { readFileSync } from 'node:fs';
import { formatStatus } from '../../src/engine/format';

/**
 * The words a table shows for a status (a column or a choice filter of format `status`): each
 * value the API's schema allows, as `formatStatus` shows it ("credit_hold" → "Credit Hold"). A
 * field the API leaves free (a supplier's document type) has no list: its words are the
 * supplier's data, not ours.
 */

type Node = Record<string, unknown>;
type Api = Node & { paths: Record<string, Record<string, unknown>> };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

export function readApi(file = 'openapi/generated/tenant-api.json'): Api {
  return JSON.parse(readFileSync(file, 'utf8')) as Api;
}

/** A schema with its internal `$ref`s followed and its `allOf` parts' properties merged. */
function resolve(api: Api, node: unknown): Node {
  let schema: unknown = node;
  while (isNode(schema) && typeof schema.$ref === 'string') {
    schema = schema.$ref.slice(2).split('/').reduce<unknown>((at, part) => (isNode(at) ? at[part] : undefined), api);
  }
  if (!isNode(schema)) return {};
  if (!Array.isArray(schema.allOf)) return schema;
  const parts = schema.allOf.map((part) => resolve(api, part));
  return { ...schema, properties: Object.assign({}, ...parts.map((part) => part.properties ?? {}), schema.properties ?? {}) };
}

/** What a path's step reaches, through every list on the way (a page's `content`, `locations.drops`). */
function step(api: Api, node: Node, name: string): Node {
  let schema = node;
  while (schema.type === 'array') schema = resolve(api, schema.items);
  const properties = schema.properties;
  return isNode(properties) ? resolve(api, properties[name]) : {};
}

function atPath(api: Api, node: Node, path: string): Node {
  let schema = path.split('.').reduce((at, name) => step(api, at, name), node);
  while (schema.type === 'array') schema = resolve(api, schema.items);
  return schema;
}

function choicesOf(api: Api, node: Node): string[] {
  const own = Array.isArray(node.enum) ? node.enum.filter((value): value is string => typeof value === 'string') : [];
  const alternatives = [node.oneOf, node.anyOf].flatMap((list) => (Array.isArray(list) ? list.map((part) => choicesOf(api, resolve(api, part))) : []));
  return [...own, ...alternatives.flat()];
}

function operation(api: Api, operationId: unknown): Node | undefined {
  for (const item of Object.values(api.paths)) {
    for (const candidate of Object.values(item)) if (isNode(candidate) && candidate.operationId === operationId) return candidate;
  }
  return undefined;
}

/** The rows an operation answers: a list, or a page's `content`, or the record itself (a detail screen's). */
function answerOf(api: Api, operationId: unknown): Node {
  const content = operation(api, operationId)?.responses;
  const ok = isNode(content) ? resolve(api, content['200']) : {};
  const json = isNode(ok.content) && isNode(ok.content['application/json']) ? ok.content['application/json'] : {};
  const schema = resolve(api, json.schema);
  const page = isNode(schema.properties) ? schema.properties.content : undefined;
  return page ? resolve(api, page) : schema;
}

function parameterOf(api: Api, operationId: unknown, name: string): Node {
  const parameters = operation(api, operationId)?.parameters;
  const found = (Array.isArray(parameters) ? parameters : []).map((parameter) => resolve(api, parameter)).find((parameter) => parameter.name === name);
  return found ? resolve(api, found.schema) : {};
}

type Column = { field?: string; format?: string };
type Filter = { param?: string; control?: string; source?: string };
type Screen = { load?: string; columns?: Column[]; filters?: Filter[]; sections?: { load?: string; rows?: string; columns?: Column[] }[] };

/** The status words of a layout's table columns and of its choice filters that take the parameter's own values. */
export function statusTexts(layout: unknown, api: Api, out = new Set<string>()): Set<string> {
  const screens = isNode(layout) && isNode(layout.screens) ? (Object.values(layout.screens) as Screen[]) : [];
  const addColumns = (rows: Node, columns: Column[] = []) => {
    for (const column of columns) {
      if (column.format === 'status' && column.field) choicesOf(api, atPath(api, rows, column.field)).forEach((value) => out.add(formatStatus(value)));
    }
  };
  for (const screen of screens) {
    addColumns(answerOf(api, screen.load), screen.columns);
    for (const section of screen.sections ?? []) {
      addColumns(section.load ? answerOf(api, section.load) : section.rows ? atPath(api, answerOf(api, screen.load), section.rows) : {}, section.columns);
    }
    for (const filter of screen.filters ?? []) {
      if (filter.control === 'choice' && !filter.source && filter.param) choicesOf(api, parameterOf(api, screen.load, filter.param)).forEach((value) => out.add(formatStatus(value)));
    }
  }
  return out;
}
