import type { components } from '../../../../../openapi/generated/tenant-api';
import { CallError } from '../../../../engine/api/call-error';
import { operationUrl } from '../../../../engine/api/operation-url';
import type { ProblemLike } from '../../../../engine/messages/catalogue';
import { importMessages } from '../../../../engine/messages/imports';

export type ImportJob = components['schemas']['ImportJob'];
export type ImportKind = components['schemas']['ImportKind'];
export type ImportFormat = ImportJob['format'];

export interface ImportUpload {
  tenant: string;
  userKey: string | undefined;
  file: File;
  format: ImportFormat;
  kind?: ImportKind;
  /** Bytes of the body sent so far, as the browser reports them. */
  onProgress(sent: number, total: number): void;
}

const MEDIA_TYPES: Record<ImportFormat, string> = { ndjson: 'application/x-ndjson', csv: 'text/csv' };

function problemOf(text: string): ProblemLike | undefined {
  try {
    return JSON.parse(text) as ProblemLike;
  } catch {
    return undefined;
  }
}

/**
 * POST /imports with the file as the raw body. XMLHttpRequest, not the API client's fetch:
 * only it reports the upload's progress (fetch has no upload events). The same URL, session key
 * and failure wording as every other call (operationUrl, CallError).
 */
export function uploadImport({ tenant, userKey, file, format, kind, onProgress }: ImportUpload): Promise<ImportJob> {
  const query = new URLSearchParams({ format, file_name: file.name.slice(0, 200), ...(kind ? { kind } : {}) });
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${operationUrl('createImport', tenant, {})}?${query.toString()}`);
    request.setRequestHeader('Content-Type', MEDIA_TYPES[format]);
    if (userKey) request.setRequestHeader('user-key', userKey);
    request.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    request.onload = () => {
      if (request.status === 202) resolve(JSON.parse(request.responseText) as ImportJob);
      else reject(new CallError('createImport', request.status, problemOf(request.responseText)));
    };
    request.onerror = () => reject(new Error(importMessages.uploadCutOff));
    request.send(file);
  });
}
