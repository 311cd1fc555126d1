/**
 * A real webhook receiver on 127.0.0.1 (node:http, port 0): it records every request, answers what
 * the test says (2xx, an error, a slow answer) and checks signatures with the standardwebhooks
 * library — the code a supplier's developer would write.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  /** The path it was posted to (one receiver serves several endpoints by path). */
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  envelope: { id: string; type: string; timestamp: string; tenant: string; account_id: string | null; data: Record<string, unknown> };
  status: number;
}

export interface Receiver {
  url(path?: string): string;
  /** Every request, in arrival order (failed ones included). */
  requests: Received[];
  /** Only the requests it answered 2xx: what a healthy receiver keeps. */
  accepted(): Received[];
  /** What it answers from now on: a status for every request, or per request. */
  answer(status: number | ((r: Omit<Received, 'status'>) => number)): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const requests: Received[] = [];
  let answer: number | ((r: Omit<Received, 'status'>) => number) = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const seen = { path: request.url ?? '', headers: request.headers, body, envelope: JSON.parse(body) as Received['envelope'] };
      const status = typeof answer === 'function' ? answer(seen) : answer;
      requests.push({ ...seen, status });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : `receiver says ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    requests,
    accepted: () => requests.filter((r) => r.status < 300),
    answer(next) {
      answer = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const headerOf = (r: Received, name: string) => String(r.headers[name] ?? '');

/** The full check a receiver makes (signature and a timestamp within 5 minutes of the real clock). */
export function verifyNow(secret: string, r: Received): unknown {
  return new Webhook(secret).verify(r.body, { 'webhook-id': headerOf(r, 'webhook-id'), 'webhook-timestamp': headerOf(r, 'webhook-timestamp'), 'webhook-signature': headerOf(r, 'webhook-signature') });
}

/**
 * Whether one of the request's signatures is this secret's, whatever the timestamp's age: tests
 * that move the portal's clock sign with that clock, which the library's freshness check (the real
 * clock) would refuse. The signature is still the library's own.
 */
export function signedWith(secret: string, r: Received): boolean {
  const expected = new Webhook(secret).sign(headerOf(r, 'webhook-id'), new Date(Number(headerOf(r, 'webhook-timestamp')) * 1000), r.body);
  return headerOf(r, 'webhook-signature').split(' ').includes(expected);
}
