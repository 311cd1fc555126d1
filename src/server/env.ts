import Ajv from 'ajv';

/** Process environment, checked by a schema at start-up (DESIGN convention 7). */
export interface Env {
  PORT: number;
  HOST: string;
  DATA_DIR: string;
  DATABASE_URL?: string;
  /** postgres://… — the login requests use (a member of portal_app that owns nothing); DATABASE_URL's login then only migrates and seeds. */
  DATABASE_APP_URL?: string;
  DEFAULT_TENANT: string;
  LOG_LEVEL: string;
  /** smtp://user:pass@host:port — mail also goes out through SMTP (it is always recorded in the outbox). */
  SMTP_URL?: string;
  /** redis://host:port — throttling counters in Redis instead of PostgreSQL. */
  REDIS_URL?: string;
  /** Number of proxies in front of the API (load balancer): client addresses are then read from X-Forwarded-For. */
  TRUST_PROXY: number;
}

const schema = {
  type: 'object',
  properties: {
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 8080 },
    HOST: { type: 'string', default: '0.0.0.0' },
    DATA_DIR: { type: 'string', minLength: 1, default: './data' },
    DATABASE_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    DATABASE_APP_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    DEFAULT_TENANT: { type: 'string', default: 'demo' },
    SMTP_URL: { type: 'string', pattern: '^smtps?://' },
    REDIS_URL: { type: 'string', pattern: '^rediss?://' },
    TRUST_PROXY: { type: 'integer', minimum: 0, maximum: 10, default: 0 },
    LOG_LEVEL: { type: 'string', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'warn' },
  },
  required: ['PORT', 'HOST', 'DATA_DIR', 'DEFAULT_TENANT', 'LOG_LEVEL', 'TRUST_PROXY'],
  // PGlite has one session, so a second login means nothing without PostgreSQL.
  dependencies: { DATABASE_APP_URL: ['DATABASE_URL'] },
} as const;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const ajv = new Ajv({ useDefaults: true, coerceTypes: true, allErrors: true });
  const validate = ajv.compile(schema);
  const env: Record<string, unknown> = {};
  for (const key of Object.keys(schema.properties)) if (source[key] !== undefined && source[key] !== '') env[key] = source[key];
  if (!validate(env)) {
    throw new Error(`Invalid environment: ${(validate.errors ?? []).map((e) => `${e.instancePath.slice(1)} ${e.message}`).join('; ')}`);
  }
  return env as unknown as Env;
}
