/**
 * The S3-compatible storage adapter: its SigV4 signer against AWS's published S3 example, and the
 * whole upload → serve → delete path against a small local fake of the S3 API that re-derives
 * every request's signature from what actually arrived (path, signed headers, body hash).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../../src/server/assets/storage';
import { sha256Hex, signV4 } from '../../src/server/assets/storage/sigv4';
import { assets } from '../../src/server/db/schema';
import { multipart, png } from './support/asset-images';
import { createTestApp, loginAs, type TestApp } from './support/test-app';

const credentials = { accessKeyId: 'AKIAFAKEFAKEFAKE', secretAccessKey: 'fake-secret-key', region: 'us-east-1' };

describe('signV4', () => {
  it("reproduces AWS's published example (GET /test.txt with a Range header)", () => {
    const headers = signV4(
      { method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'), headers: { Range: 'bytes=0-9' }, payloadHash: sha256Hex('') },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

/** A fake S3: PUT, GET and DELETE of objects in memory, each refused with 403 unless its signature checks out. */
function fakeS3(): { server: Server; objects: Map<string, Buffer>; refused: string[] } {
  const objects = new Map<string, Buffer>();
  const refused: string[] = [];
  const verify = (request: IncomingMessage, body: Buffer): boolean => {
    const authorization = request.headers.authorization ?? '';
    const signed = /SignedHeaders=([^,]+)/.exec(authorization)?.[1].split(';') ?? [];
    if (sha256Hex(body) !== request.headers['x-amz-content-sha256']) return false;
    const extra = Object.fromEntries(signed.filter((n) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(n)).map((n) => [n, String(request.headers[n])]));
    const stamp = String(request.headers['x-amz-date']);
    const when = new Date(`${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`);
    const expected = signV4({ method: request.method ?? '', url: new URL(request.url ?? '/', `http://${request.headers.host}`), headers: extra, payloadHash: sha256Hex(body) }, credentials, when);
    return expected.authorization === authorization;
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const key = request.url ?? '';
      if (!verify(request, body)) {
        refused.push(`${request.method} ${key}`);
        response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      if (request.method === 'PUT') {
        objects.set(key, body);
        response.writeHead(200).end();
      } else if (request.method === 'GET') {
        const object = objects.get(key);
        if (object) response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(object);
        else response.writeHead(404).end();
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else response.writeHead(405).end();
    });
  });
  return { server, objects, refused };
}

describe('the S3-compatible storage adapter', () => {
  const fake = fakeS3();
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    t = await createTestApp({ assetStorage: s3Storage({ endpoint, bucket: 'portal-assets', ...credentials }) });
    key = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  it('puts the bytes in the bucket under the tenant, serves them back, and deletes the object', async () => {
    const bytes = png(5, 5);
    const { payload, headers } = multipart({ filename: 'in the bucket.png', bytes });
    expect((await t.app.inject({ method: 'POST', url: '/api/demo/assets/images', headers: { ...headers, 'user-key': key }, payload })).statusCode).toBe(201);
    const [row] = await t.database.withTenant('demo', (db) => db.select().from(assets).where(eq(assets.name, 'in_the_bucket.png')));
    expect(row).toMatchObject({ storage: 's3', bytes: null });
    expect([...fake.objects.keys()]).toEqual([`/portal-assets/${row.key}`]);
    expect(row.key).toMatch(/^demo\/[0-9a-f-]{36}$/);

    const blob = await t.app.inject({ method: 'GET', url: '/api/demo/assets/images/in_the_bucket.png' });
    expect(blob.statusCode).toBe(200);
    expect(blob.rawPayload.equals(bytes)).toBe(true);

    expect((await t.app.inject({ method: 'DELETE', url: '/api/demo/assets/in_the_bucket.png', headers: { 'user-key': key } })).statusCode).toBe(204);
    expect(fake.objects.size).toBe(0);
    expect(fake.refused).toEqual([]);
  });

  it('is refused by the store when the secret is wrong (the fake really checks signatures)', async () => {
    const endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    const wrong = s3Storage({ endpoint, bucket: 'portal-assets', ...credentials, secretAccessKey: 'not-the-secret' });
    await expect(wrong.put('demo', 'x.png', png())).rejects.toThrow(/403/);
    expect(fake.refused).toHaveLength(1);
  });
});
