import { operationIndex } from '../../../openapi/generated/operation-index';
import type { RawInput } from './create-api-client';
import type { OperationId } from './operation-types';

export class UnknownOperationError extends Error {}

function isOperationId(name: string): name is OperationId {
  return Object.hasOwn(operationIndex, name);
}

/** A value as a parameter: empty strings, null and undefined are "not given". */
const given = (value: unknown) => value !== undefined && value !== null && value !== '';

function pick(names: readonly string[], values: Readonly<Record<string, unknown>>): Record<string, unknown> | undefined {
  const picked = Object.fromEntries(names.filter((name) => Object.hasOwn(values, name) && given(values[name])).map((name) => [name, values[name]]));
  return Object.keys(picked).length ? picked : undefined;
}

/**
 * The input of an operation a layout names, picked by parameter name from what the screen
 * knows (route parameters, paging, sort, search, filters): each value goes to the location
 * the document declares for that name; names the operation does not take are not sent.
 * A missing path parameter is refused here rather than sent as an empty segment.
 */
export function namedInput(name: string, values: Readonly<Record<string, unknown>>, body?: unknown): { id: OperationId; input: RawInput } {
  if (!isOperationId(name)) throw new UnknownOperationError(`No operation ${name} in the API`);
  const entry = operationIndex[name];
  const path = pick(entry.path_params, values);
  const missing = entry.path_params.filter((param) => !path || !Object.hasOwn(path, param));
  if (missing.length) throw new UnknownOperationError(`Operation ${name} needs ${missing.join(', ')}`);
  return { id: name, input: { path, query: pick(entry.query, values), header: pick(entry.header, values), body: entry.body === 'none' ? undefined : body } };
}
