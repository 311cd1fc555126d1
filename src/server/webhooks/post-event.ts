import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isInternalAddress, isLoopbackAddress } from './address-policy';
import { urlProblem } from './endpoint-url';

/** What a receiver said: its status (null when it never answered) and the start of its answer, or why there was none. */
export interface PostOutcome {
  ok: boolean;
  statusCode: number | null;
  excerpt: string;
}

export interface PostOptions {
  timeoutMs: number;
  production: boolean;
}

/** How much of a receiver's answer is read and kept for the delivery log. */
const READ_LIMIT = 4096;
export const EXCERPT_CHARS = 500;

/**
 * Resolves the host as the connection will, and refuses an internal address (outside production,
 * one that is not this machine): the
 * check and the connection use the same answer, so a name that resolves outside when the URL is
 * saved and inside when it is called (DNS rebinding) is still refused.
 */
export function guardedLookup(production: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      // Outside production a name may lead to this machine (a receiver under development), never elsewhere inside.
      const refused = addresses.find((a) => isInternalAddress(a.address) && (production || !isLoopbackAddress(a.address)));
      if (refused) return callback(Object.assign(new Error(`${hostname} resolves to an internal address (${refused.address})`), { code: 'EINTERNAL' }), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/**
 * POSTs one signed event. No redirect is followed (a 3xx is a failure: the receiver must name its
 * real URL), the whole exchange has `timeoutMs`, and only the first few KB of the answer are read.
 */
export function postEvent(url: string, headers: Record<string, string>, body: string, options: PostOptions): Promise<PostOutcome> {
  const refused = urlProblem(url, options.production);
  if (refused) return Promise.resolve({ ok: false, statusCode: null, excerpt: refused });
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, excerpt: outcome.excerpt.slice(0, EXCERPT_CHARS) });
    };
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'fuel-portal-webhooks/1', 'content-length': Buffer.byteLength(body), ...headers },
        lookup: guardedLookup(options.production),
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let read = 0;
        const done = () => {
          const statusCode = response.statusCode ?? 0;
          finish({ ok: statusCode >= 200 && statusCode < 300, statusCode, excerpt: Buffer.concat(chunks).toString('utf8') });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          if (read < READ_LIMIT) chunks.push(chunk.subarray(0, READ_LIMIT - read));
          read += chunk.length;
          if (read >= READ_LIMIT) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ ok: false, statusCode: null, excerpt: `No answer within ${options.timeoutMs / 1000} s` });
    }, options.timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => finish({ ok: false, statusCode: null, excerpt: error.message || error.code || 'connection failed' }));
    request.end(body);
  });
}
