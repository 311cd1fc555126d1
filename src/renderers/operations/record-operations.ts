import type { ApiClient } from '../../engine/api/create-api-client';
import type { OperationId } from '../../engine/api/types';
import { dataOrThrow } from './call-error';

/** Route parameters of the screen that loads the record. */
export type RecordParams = Readonly<Record<string, string | undefined>>;

export type RecordLoader = (api: ApiClient, params: RecordParams) => Promise<object>;

/** The map from a form screen's `load` operationId to the call that fetches its record. */
export const recordOperations = {
  getProfile: async (api) => dataOrThrow(await api.GET('/user/profile')),
  getProfileByEmail: async (api, { email = '' }) => dataOrThrow(await api.GET('/user/profile/{email}', { params: { path: { email } } })),
  getAccount: async (api, { account_id = '' }) => dataOrThrow(await api.GET('/accounts/{account_id}', { params: { path: { account_id } } })),
} satisfies Partial<Record<OperationId, RecordLoader>>;

export function recordLoader(operationId: string | undefined): RecordLoader | undefined {
  if (!operationId || !Object.hasOwn(recordOperations, operationId)) return undefined;
  return recordOperations[operationId as keyof typeof recordOperations];
}
