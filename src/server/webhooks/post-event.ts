import { exchange } from '../outbound/exchange';
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
 * POSTs one signed event. No redirect is followed (a 3xx is a failure: the receiver must name its
 * real URL), the whole exchange has `timeoutMs`, and only the first few KB of the answer are read.
 */
export function postEvent(url: string, headers: Record<string, string>, body: string, options: PostOptions): Promise<PostOutcome> {
  const refused = urlProblem(url, options.production);
  if (refused) return Promise.resolve({ ok: false, statusCode: null, excerpt: refused });
  const sent = { 'content-type': 'application/json', 'user-agent': 'fuel-portal-webhooks/1', 'content-length': Buffer.byteLength(body), ...headers };
  return exchange<PostOutcome>(new URL(url), { method: 'POST', headers: sent, body, production: options.production, timeoutMs: options.timeoutMs }, {
    response(response, finish) {
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
    timeout: () => ({ ok: false, statusCode: null, excerpt: `No answer within ${options.timeoutMs / 1000} s` }),
    error: (error) => ({ ok: false, statusCode: null, excerpt: error.message || error.code || 'connection failed' }),
  }).then((outcome) => ({ ...outcome, excerpt: outcome.excerpt.slice(0, EXCERPT_CHARS) }));
}
