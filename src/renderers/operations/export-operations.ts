import type { ApiClient } from '../../engine/api/create-api-client';
import type { OperationId, operations } from '../../engine/api/types';
import { CallError } from './call-error';
import type { ListQuery } from './load-operations';

type SortOf<Id extends OperationId> = NonNullable<operations[Id]['parameters']['query']> extends { sort?: infer S } ? S : never;

export type ExportFormat = operations['exportAccountTransactions']['parameters']['path']['format'];

export const EXPORT_FORMATS: readonly { format: ExportFormat; label: string; icon: string }[] = [
  { format: 'csv', label: 'CSV', icon: 'pi pi-file' },
  { format: 'xlsx', label: 'Excel', icon: 'pi pi-file-excel' },
  { format: 'pdf', label: 'PDF', icon: 'pi pi-file-pdf' },
];

/** A file the server answered, ready to save or show. */
export interface ServerFile {
  blob: Blob;
  filename: string;
}

export interface ExportRequest {
  accountId: string;
  format: ExportFormat;
  /** The table's sort, so the file lists rows in the order the customer sees them. */
  sort?: string;
  order?: ListQuery['order'];
}

/** The server's name for the file (Content-Disposition), else `fallback`. */
export function attachmentName(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/** A file answer as a ServerFile, or the spec's "(status) detail" (spec 2 §8). */
export function fileOrThrow({ data, error, response }: { data?: Blob; error?: unknown; response: Response }, fallback: string): ServerFile {
  if (!response.ok || !data) throw new CallError(response.status, typeof error === 'object' && error !== null ? error : undefined);
  return { blob: data, filename: attachmentName(response, fallback) };
}

export type Exporter = (api: ApiClient, request: ExportRequest) => Promise<ServerFile>;

/**
 * Which record list exports with which operation (keyed by the list's `load` operationId), and
 * the typed call. Files travel through the API client because they need the user-key header.
 */
export const exportOperations = {
  listAccountTransactions: async (api, { accountId, format, sort, order }) => {
    const query = { sort: sort as SortOf<'exportAccountTransactions'>, order };
    const answer = await api.GET('/accounts/{account_id}/transactions/{format}', { params: { path: { account_id: accountId, format }, query }, parseAs: 'blob' });
    return fileOrThrow(answer, `${accountId}-transactions.${format}`);
  },
  listAccountDeliveries: async (api, { accountId, format, sort, order }) => {
    const query = { sort: sort as SortOf<'exportAccountDeliveries'>, order };
    const answer = await api.GET('/accounts/{account_id}/deliveries/{format}', { params: { path: { account_id: accountId, format }, query }, parseAs: 'blob' });
    return fileOrThrow(answer, `${accountId}-deliveries.${format}`);
  },
} satisfies Record<string, Exporter>;

export function exporterFor(loadOperationId: string | undefined): Exporter | undefined {
  if (!loadOperationId || !Object.hasOwn(exportOperations, loadOperationId)) return undefined;
  return exportOperations[loadOperationId as keyof typeof exportOperations];
}

/** The document PDF of an account (GET /accounts/{account_id}/documents/{key}), as a file. */
export async function fetchDocument(api: ApiClient, accountId: string, key: string): Promise<ServerFile> {
  const answer = await api.GET('/accounts/{account_id}/documents/{key}', { params: { path: { account_id: accountId, key } }, parseAs: 'blob' });
  return fileOrThrow(answer, `${key}.pdf`);
}
