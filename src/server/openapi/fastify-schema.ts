import type { FastifySchema } from 'fastify';
import { dereference, type OpenApiDocument, type OperationObject, type ParameterObject } from './document';

function objectOf(parameters: ParameterObject[], extra: Record<string, object> = {}): object | undefined {
  if (!parameters.length && !Object.keys(extra).length) return undefined;
  return {
    type: 'object',
    properties: { ...extra, ...Object.fromEntries(parameters.map((p) => [p.name, p.schema])) },
    required: [...Object.keys(extra), ...parameters.filter((p) => p.required || p.in === 'path').map((p) => p.name)],
  };
}

/** PostgreSQL's integer: every id and count column is one. */
const INT4 = { minimum: -2_147_483_648, maximum: 2_147_483_647 };

/**
 * A request schema whose integers fit an integer column unless the document bounds them more
 * tightly, so an id or page number of 2^31 or 1e20 is a 400 and never reaches a query. Works on a
 * copy: the document's own schemas also type the answers.
 */
function bounded(schema: object | undefined): object | undefined {
  if (!schema) return undefined;
  const copy = structuredClone(schema);
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    const types = Array.isArray(record.type) ? record.type : [record.type];
    if (types.includes('integer')) {
      if (record.maximum === undefined && record.exclusiveMaximum === undefined) record.maximum = INT4.maximum;
      if (record.minimum === undefined && record.exclusiveMinimum === undefined) record.minimum = INT4.minimum;
    }
    Object.values(record).forEach(visit);
  };
  visit(copy);
  return copy;
}

/**
 * The Fastify route schema of an operation: request validation and response serialisation
 * come from the same document, so a field outside a response schema is never sent.
 */
export function fastifySchemaOf(document: OpenApiDocument, operation: OperationObject, tenantScoped: boolean): FastifySchema {
  const op = dereference(document, operation);
  const parameters = op.parameters ?? [];
  const response: Record<string, object> = {};
  for (const [status, answer] of Object.entries(op.responses)) {
    const content = answer.content?.['application/json'] ?? answer.content?.['application/problem+json'];
    if (content) response[status] = content.schema;
  }
  const schema: FastifySchema = {
    querystring: bounded(objectOf(parameters.filter((p) => p.in === 'query'))),
    params: bounded(
      objectOf(
        parameters.filter((p) => p.in === 'path'),
        tenantScoped ? { tenant: { type: 'string', maxLength: 63 } } : {},
      ),
    ),
    body: bounded(op.requestBody?.content['application/json']?.schema),
    response,
  };
  // Fastify warns about parts present but undefined; leave them out.
  return Object.fromEntries(Object.entries(schema).filter(([, part]) => part !== undefined));
}

/** Fastify's route URL for an OpenAPI server URL and path: {name} becomes :name. */
export const fastifyUrl = (serverUrl: string, path: string): string => `${serverUrl}${path}`.replace(/\{([^}]+)\}/g, ':$1');
