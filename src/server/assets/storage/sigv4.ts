/**
 * AWS Signature Version 4 for S3-compatible object stores, on node:crypto (no SDK): the
 * Authorization header of one request whose body hash is sent as x-amz-content-sha256. Checked
 * against AWS's published S3 example (tests/server/assets-s3.test.ts).
 */
import { createHash, createHmac } from 'node:crypto';

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface SignedRequest {
  method: string;
  url: URL;
  /** Headers to sign and send (host, x-amz-date and x-amz-content-sha256 are added). */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body ('' hashes to e3b0c442…). */
  payloadHash: string;
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** yyyymmddThhmmssZ */
export const amzDate = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The request's headers with x-amz-date, x-amz-content-sha256 and Authorization added. */
export function signV4(request: SignedRequest, credentials: Credentials, now: Date, service = 's3'): Record<string, string> {
  const stamp = amzDate(now);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = { ...request.headers, host: request.url.host, 'x-amz-date': stamp, 'x-amz-content-sha256': request.payloadHash };
  const names = Object.keys(headers).map((n) => n.toLowerCase()).sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')]));
  const path = request.url.pathname.split('/').map((segment) => encode(decodeURIComponent(segment))).join('/');
  const query = [...request.url.searchParams].map(([k, v]) => `${encode(k)}=${encode(v)}`).sort().join('&');
  const canonical = [request.method, path, query, names.map((n) => `${n}:${lower[n]}\n`).join(''), names.join(';'), request.payloadHash].join('\n');
  const scope = `${day}/${credentials.region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), service), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return { ...headers, authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${names.join(';')},Signature=${signature}` };
}
