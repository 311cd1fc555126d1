import { randomUUID } from 'node:crypto';
import type { AssetStorage, StoredBytes } from './asset-storage';
import { sha256Hex, signV4, type Credentials } from './sigv4';

export interface S3Options extends Credentials {
  /** The store's base URL, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  now?: () => Date;
  fetch?: typeof fetch;
}

/**
 * Bytes as objects of an S3-compatible store (ASSET_STORAGE=s3), addressed path-style
 * (<endpoint>/<bucket>/<tenant>/<uuid>), which AWS, MinIO, Ceph and R2 all accept. Requests are
 * signed with SigV4 (sigv4.ts); keys are generated, never the upload's name.
 */
export function s3Storage(options: S3Options): AssetStorage {
  const send = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const urlOf = (key: string) => new URL(`${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`);
  const call = async (method: string, key: string, body?: Buffer) => {
    const url = urlOf(key);
    const headers = signV4({ method, url, headers: body ? { 'content-type': 'application/octet-stream' } : {}, payloadHash: sha256Hex(body ?? '') }, options, now());
    // host is computed by fetch itself; sending it again is refused by undici.
    delete headers.host;
    return send(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
  };
  const keyOf = (stored: StoredBytes) => (stored.storage === 's3' && stored.key ? stored.key : undefined);
  return {
    name: 's3',
    async put(tenantId, _name, bytes) {
      const key = `${tenantId}/${randomUUID()}`;
      const response = await call('PUT', key, bytes);
      if (!response.ok) throw new Error(`S3 PUT ${key} answered ${response.status}`);
      return { storage: 's3', key, bytes: null };
    },
    async get(_tenantId, stored) {
      const key = keyOf(stored);
      if (!key) return stored.bytes ?? undefined;
      const response = await call('GET', key);
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`S3 GET ${key} answered ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(_tenantId, stored) {
      const key = keyOf(stored);
      if (!key) return;
      const response = await call('DELETE', key);
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} answered ${response.status}`);
    },
  };
}
