/**
 * Card and bank numbers never reach a log line, whatever logs them (a request body at trace
 * level, an error that carries its input): pino removes these fields at any depth the paths
 * reach before a line is written. Configured here once, applied to every logger the app makes.
 */
const SECRET_FIELDS = ['authorization', 'secret', 'cc_number', 'cc_cvv', 'account_number', 'confirm_account_number', 'routing_number', 'user-key', 'idempotency-key', 'password', 'current_password', 'new_password'];

/** Where request data shows up in Fastify's and our log objects: the body, headers, and errors' inputs. */
const PLACES = ['body', 'req.body', 'request.body', 'req.headers', 'headers', 'data', 'body.data', 'req.body.data', 'body.data.card', 'req.body.data.card', 'data.card', 'err.body', 'err.data'];

/**
 * A query parameter whose name says it carries a secret: a mailed one-time key
 * (`/password-reset/complete?user_key=…`), a token, a code, a signature. Lower-cased names.
 */
const SECRET_QUERY = /key|token|code|secret|password|signature|sig$/;

/** A URL as a log line may show it: the value of every secret-named query parameter replaced. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const pairs = url.slice(query + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // A malformed escape is judged by its raw spelling.
    }
    return eq >= 0 && SECRET_QUERY.test(decoded.toLowerCase()) ? `${name}=[REDACTED]` : pair;
  });
  return `${url.slice(0, query)}?${pairs.join('&')}`;
}

/**
 * Fastify's request serializer with the URL redacted: every request line (incoming, completed,
 * errors) shows the path and harmless parameters, never a mailed key or token.
 */
export const LOG_SERIALIZERS = {
  req(request: { method?: string; url?: unknown; hostname?: string; host?: string; ip?: string; socket?: { remotePort?: number } }): Record<string, unknown> {
    // Someone logging their own `req` object (not Fastify's request): left to the redaction paths.
    if (typeof request.url !== 'string') return { ...request };
    return { method: request.method, url: redactUrl(request.url), host: request.host ?? request.hostname, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
  },
};

export const LOG_REDACTION = {
  paths: [...SECRET_FIELDS.map((f) => `*["${f}"]`), ...PLACES.flatMap((place) => SECRET_FIELDS.map((field) => `${place}["${field}"]`))],
  censor: '[REDACTED]',
};
