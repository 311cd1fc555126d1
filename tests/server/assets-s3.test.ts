/**
 * The S3-compatible storage adapter against an S3 server: s3rver (an implementation of the S3 REST
 * API, started here on a free port with a bucket in a temporary folder) takes the whole upload →
 * serve → delete path through the portal. s3rver checks the access key but not a SigV4 signature,
 * so the signature itself is checked against AWS's published S3 example.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../../src/server/assets/storage';
import { s3Signer } from '../../src/server/assets/storage/s3-storage';
import { assets } from '../../src/server/db/schema';
import { multipart, png } from './support/asset-images';
import { createTestApp, loginAs, type TestApp } from './support/test-app';

describe('the request signature', () => {
  // aws4fetch leaves Range out of what it signs unless told to sign every header; the example signs it.
  it("reproduces AWS's published example (GET /test.txt with a Range header)", async () => {
    const signer = s3Signer({ accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' });
    const emptyHash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    const signed = await signer.sign('https://examplebucket.s3.amazonaws.com/test.txt', { method: 'GET', headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': emptyHash }, aws: { datetime: '20130524T000000Z', allHeaders: true } });
    expect(signed.headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('the S3-compatible storage adapter, against an S3 server', () => {
  // s3rver's one account.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };
  const directory = mkdtempSync(join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'portal-assets', configs: [] }] });
  const sent: string[] = [];
  let endpoint: string;
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    const watched = (request: Request) => {
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
      return fetch(request);
    };
    t = await createTestApp({ assetStorage: s3Storage({ endpoint, bucket: 'portal-assets', ...credentials, fetch: watched }) });
    key = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  });
  afterAll(async () => {
    await t?.close();
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });
  /** The bucket's keys, as the store's ListObjectsV2 tells them. */
  const objectsInBucket = async () => {
    const listing = await (await fetch(await s3Signer(credentials).sign(`${endpoint}/portal-assets?list-type=2`))).text();
    return [...listing.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]);
  };

  it('puts the bytes in the bucket under the tenant, serves them back, and deletes the object', async () => {
    const bytes = png(5, 5);
    const { payload, headers } = multipart({ filename: 'in the bucket.png', bytes });
    expect((await t.app.inject({ method: 'POST', url: '/api/demo/assets/images', headers: { ...headers, 'user-key': key }, payload })).statusCode).toBe(201);
    const [row] = await t.database.withTenant('demo', (db) => db.select().from(assets).where(eq(assets.name, 'in_the_bucket.png')));
    expect(row).toMatchObject({ storage: 's3', bytes: null });
    expect(row.key).toMatch(/^demo\/[0-9a-f-]{36}$/);
    expect(await objectsInBucket()).toEqual([row.key]);
    expect(sent).toEqual([`PUT /portal-assets/${row.key}`]);

    const blob = await t.app.inject({ method: 'GET', url: '/api/demo/assets/images/in_the_bucket.png' });
    expect(blob.statusCode).toBe(200);
    expect(blob.rawPayload.equals(bytes)).toBe(true);

    expect((await t.app.inject({ method: 'DELETE', url: '/api/demo/assets/in_the_bucket.png', headers: { 'user-key': key } })).statusCode).toBe(204);
    expect(await objectsInBucket()).toEqual([]);
  });

  it('answers undefined for an object the store no longer has, and deleting it again is fine', async () => {
    const storage = s3Storage({ endpoint, bucket: 'portal-assets', ...credentials });
    const stored = await storage.put('demo', 'x.png', png());
    expect(await storage.get('demo', stored)).toEqual(png());
    await storage.delete('demo', stored);
    expect(await storage.get('demo', stored)).toBeUndefined();
    await expect(storage.delete('demo', stored)).resolves.toBeUndefined();
  });

  it('fails loudly when the store refuses: an unknown access key, a missing bucket', async () => {
    await expect(s3Storage({ endpoint, bucket: 'portal-assets', ...credentials, accessKeyId: 'NOT-A-KEY' }).put('demo', 'x.png', png())).rejects.toThrow(/answered 403/);
    await expect(s3Storage({ endpoint, bucket: 'no-such-bucket', ...credentials }).put('demo', 'x.png', png())).rejects.toThrow(/answered 404/);
  });
});
