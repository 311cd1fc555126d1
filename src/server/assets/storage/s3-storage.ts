import { createHash, randomUUID } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { AssetStorage, StoredBytes } from './asset-storage';

export interface S3Options {
  /** The store's base URL, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Sends the signed request (tests watch what leaves); the global fetch by default. */
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * The client that signs the store's requests: aws4fetch's SigV4 (AWS Signature Version 4) for the
 * `s3` service of the configured region — named, since an endpoint such as MinIO's says neither.
 * Its own retries are off (they wait with backoff inside a request that holds an upload): a store
 * that fails fails the request, which the client may try again.
 */
export const s3Signer = (options: Pick<S3Options, 'region' | 'accessKeyId' | 'secretAccessKey'>) =>
  new AwsClient({ accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey, service: 's3', region: options.region, retries: 0 });

/**
 * Bytes as objects of an S3-compatible store (ASSET_STORAGE=s3), addressed path-style
 * (<endpoint>/<bucket>/<tenant>/<uuid>), which AWS, MinIO, Ceph and R2 all accept. Keys are
 * generated, never the upload's name. The body's SHA-256 is signed with the request (not aws4fetch's
 * default UNSIGNED-PAYLOAD), so the store refuses bytes changed on the way.
 */
export function s3Storage(options: S3Options): AssetStorage {
  const signer = s3Signer(options);
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const urlOf = (key: string) => `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const call = async (method: string, key: string, body?: Buffer) => {
    const payloadHash = createHash('sha256').update(body ?? '').digest('hex');
    const headers: Record<string, string> = { 'x-amz-content-sha256': payloadHash, ...(body ? { 'content-type': 'application/octet-stream' } : {}) };
    return send(await signer.sign(urlOf(key), { method, headers, body: body ? new Uint8Array(body) : undefined }));
  };
  const keyOf = (stored: StoredBytes) => (stored.storage === 's3' && stored.key ? stored.key : undefined);
  return {
    name: 's3',
    async put(tenantId, _name, bytes) {
      const key = `${tenantId}/${randomUUID()}`;
      const response = await call('PUT', key, bytes);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`S3 PUT ${key} answered ${response.status}`);
      return { storage: 's3', key, bytes: null };
    },
    async get(_tenantId, stored) {
      const key = keyOf(stored);
      if (!key) return stored.bytes ?? undefined;
      const response = await call('GET', key);
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`S3 GET ${key} answered ${response.status}`);
      return body;
    },
    async delete(_tenantId, stored) {
      const key = keyOf(stored);
      if (!key) return;
      const response = await call('DELETE', key);
      await response.arrayBuffer();
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} answered ${response.status}`);
    },
  };
}
