import { HTTP_METHODS, type OpenApiDocument, type OperationObject, type ParameterObject } from './document';
import type { OperationId } from './operation-types';

/** One operation of the document: its method and path, the server it is served under, and its declaration. */
export interface Operation {
  id: OperationId;
  method: (typeof HTTP_METHODS)[number];
  path: string;
  serverUrl: string;
  spec: OperationObject;
}

/**
 * An operation's parameters with those its path declares for every method: OpenAPI lets a path
 * item share parameters, and an operation's own parameter of the same name and place wins. Merged
 * here, once, so validation, the fuzz test and the authorization table all see the same list.
 */
function withPathParameters(spec: OperationObject, shared: ParameterObject[] = []): OperationObject {
  if (!shared.length) return spec;
  const own = spec.parameters ?? [];
  const key = (p: ParameterObject) => `${p.in}:${p.name}`;
  const overridden = new Set(own.map(key));
  return { ...spec, parameters: [...shared.filter((p) => !overridden.has(key(p))), ...own] };
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const defaultServer = document.servers[0].url;
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const declared = item[method];
      if (!declared) return [];
      const spec = withPathParameters(declared, item.parameters);
      return [{ id: spec.operationId as OperationId, method, path, serverUrl: spec.servers?.[0]?.url ?? defaultServer, spec }];
    }),
  );
}
