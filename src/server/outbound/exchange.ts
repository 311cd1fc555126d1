import http from 'node:http';
import https from 'node:https';
import { guardedLookup } from './guarded-lookup';

export interface ExchangeRequest {
  method: 'GET' | 'POST';
  headers: http.OutgoingHttpHeaders;
  body?: string;
  production: boolean;
  /** For the whole exchange, answer included. */
  timeoutMs: number;
}

/** How the caller turns what happened into its outcome; `finish` settles it (the first call wins). */
export interface ExchangeHandlers<Outcome> {
  response(response: http.IncomingMessage, finish: (outcome: Outcome) => void): void;
  timeout(): Outcome;
  error(error: NodeJS.ErrnoException): Outcome;
}

/**
 * One request to an address someone else named: the guarded lookup (no internal address in
 * production), no pooled agent, one timer over the whole exchange, and exactly one outcome
 * whichever of answer, error or timeout comes first — the request is torn down once it is known.
 */
export function exchange<Outcome>(target: URL, request: ExchangeRequest, on: ExchangeHandlers<Outcome>): Promise<Outcome> {
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outgoing.destroy();
      resolve(outcome);
    };
    const outgoing = client.request(target, { method: request.method, headers: request.headers, lookup: guardedLookup(request.production), agent: false }, (response) =>
      on.response(response, finish),
    );
    const timer = setTimeout(() => finish(on.timeout()), request.timeoutMs);
    outgoing.on('error', (error: NodeJS.ErrnoException) => finish(on.error(error)));
    outgoing.end(request.body);
  });
}
