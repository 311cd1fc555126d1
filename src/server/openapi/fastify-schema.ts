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
    querystring: objectOf(parameters.filter((p) => p.in === 'query')),
    params: objectOf(
      parameters.filter((p) => p.in === 'path'),
      tenantScoped ? { tenant: { type: 'string' } } : {},
    ),
    body: op.requestBody?.content['application/json']?.schema,
    response,
  };
  // Fastify warns about parts present but undefined; leave them out.
  return Object.fromEntries(Object.entries(schema).filter(([, part]) => part !== undefined));
}

/** Fastify's route URL for an OpenAPI server URL and path: {name} becomes :name. */
export const fastifyUrl = (serverUrl: string, path: string): string => `${serverUrl}${path}`.replace(/\{([^}]+)\}/g, ':$1');
