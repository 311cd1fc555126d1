import { operationIndex } from '../../../openapi/generated/operation-index';
import type { OperationId } from './operation-types';

/**
 * The URL of an operation that is not fetched but loaded by the browser itself (a module it
 * imports), from the same index the API client calls by: tenant prefix and path parameters
 * encoded. Missing parameters throw rather than make a URL that answers something else.
 */
export function operationUrl(id: OperationId, tenant: string, params: Readonly<Record<string, string | number>>): string {
  const entry = operationIndex[id];
  const path = entry.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!Object.hasOwn(params, name)) throw new Error(`Operation ${id} needs the path parameter ${name}`);
    return encodeURIComponent(String(params[name]));
  });
  return `${entry.tenant ? `/api/${encodeURIComponent(tenant)}` : '/api'}${path}`;
}
