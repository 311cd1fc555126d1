/**
 * Card and bank numbers never reach a log line, whatever logs them (a request body at trace
 * level, an error that carries its input): pino removes these fields at any depth the paths
 * reach before a line is written. Configured here once, applied to every logger the app makes.
 */
const SECRET_FIELDS = ['authorization', 'secret', 'cc_number', 'cc_cvv', 'account_number', 'confirm_account_number', 'routing_number', 'user-key', 'idempotency-key', 'password', 'current_password', 'new_password'];

/** Where request data shows up in Fastify's and our log objects: the body, headers, and errors' inputs. */
const PLACES = ['body', 'req.body', 'request.body', 'req.headers', 'headers', 'data', 'body.data', 'req.body.data', 'body.data.card', 'req.body.data.card', 'data.card', 'err.body', 'err.data'];

export const LOG_REDACTION = {
  paths: [...SECRET_FIELDS.map((f) => `*["${f}"]`), ...PLACES.flatMap((place) => SECRET_FIELDS.map((field) => `${place}["${field}"]`))],
  censor: '[REDACTED]',
};
