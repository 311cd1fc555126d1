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
  /** smtp://user:pass@host:port — mail goes out through SMTP, sent by the outbox worker after the request commits (the outbox keeps its metadata and a body without one-time keys). */
  SMTP_URL?: string;
  /** http(s)://… — texts (SMS) are posted there as JSON { tenant, to, body, event } after the request commits; without it the text outbox is the delivery. */
  SMS_WEBHOOK_URL?: string;
  /** Sent as `Authorization: Bearer <token>` to SMS_WEBHOOK_URL. */
  SMS_WEBHOOK_TOKEN?: string;
  /** redis://host:port — throttling counters in Redis instead of PostgreSQL. */
  REDIS_URL?: string;
  /** Number of proxies in front of the API (load balancer): client addresses are then read from X-Forwarded-For. */
  TRUST_PROXY: number;
  /** Absolute session lifetime in hours, beside the 60-minute idle timeout (OWASP ASVS V7). */
  SESSION_ABSOLUTE_HOURS: number;
  /** A request (headers and body included) must be answered within this long, or its connection is closed. */
  REQUEST_TIMEOUT_MS: number;
  /** File work (x-file-work: PDF renders, exports, uploads) running at once in one process, waiting for a slot, and per caller (throttle/file-work.ts). */
  FILE_WORK_SLOTS: number;
  FILE_WORK_QUEUE: number;
  FILE_WORK_PER_CALLER: number;
  /** An idle keep-alive connection stays open this long: longer than a load balancer's idle timeout (often 60 s). */
  KEEP_ALIVE_TIMEOUT_MS: number;
  /** On SIGTERM, requests in flight get this long to finish before the process exits anyway. */
  SHUTDOWN_DEADLINE_MS: number;
  /** 32 bytes, base64: the key sensitive form answers are encrypted with (required in production with PostgreSQL; otherwise generated in DATA_DIR). */
  FIELD_ENCRYPTION_KEY?: string;
  /** When set, GET /metrics needs `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN?: string;
  /** Without METRICS_TOKEN, GET /metrics answers scrapers on this machine only when true (never behind a same-host proxy). */
  METRICS_LOOPBACK: boolean;
  /** The bot check's verifier: `siteverify` asks each tenant's provider (default); `offline` takes the token "pass" and never reaches the network (tests, demos without internet). */
  BOT_CHECK: 'siteverify' | 'offline';
  /** Where uploaded logos' and images' bytes live: in the database (default), files under ASSET_DIR, or an S3-compatible store. */
  ASSET_STORAGE: 'database' | 'fs' | 's3';
  /** With ASSET_STORAGE=fs: the folder (default <DATA_DIR>/assets). Shared by every API process. */
  ASSET_DIR?: string;
  /** With ASSET_STORAGE=s3: the store's base URL (path-style addressing), bucket, region and keys. */
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
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
    SMS_WEBHOOK_URL: { type: 'string', pattern: '^https?://' },
    SMS_WEBHOOK_TOKEN: { type: 'string', minLength: 8 },
    TRUST_PROXY: { type: 'integer', minimum: 0, maximum: 10, default: 0 },
    SESSION_ABSOLUTE_HOURS: { type: 'number', exclusiveMinimum: 0, maximum: 720, default: 12 },
    REQUEST_TIMEOUT_MS: { type: 'integer', minimum: 1000, maximum: 600_000, default: 30_000 },
    FILE_WORK_SLOTS: { type: 'integer', minimum: 1, maximum: 64, default: 2 },
    FILE_WORK_QUEUE: { type: 'integer', minimum: 0, maximum: 1000, default: 8 },
    FILE_WORK_PER_CALLER: { type: 'integer', minimum: 1, maximum: 100, default: 2 },
    KEEP_ALIVE_TIMEOUT_MS: { type: 'integer', minimum: 1000, maximum: 600_000, default: 65_000 },
    SHUTDOWN_DEADLINE_MS: { type: 'integer', minimum: 0, maximum: 600_000, default: 10_000 },
    METRICS_TOKEN: { type: 'string', minLength: 16 },
    METRICS_LOOPBACK: { type: 'boolean', default: false },
    FIELD_ENCRYPTION_KEY: { type: 'string', pattern: '^[A-Za-z0-9+/]{43}=$' },
    BOT_CHECK: { type: 'string', enum: ['siteverify', 'offline'], default: 'siteverify' },
    ASSET_STORAGE: { type: 'string', enum: ['database', 'fs', 's3'], default: 'database' },
    ASSET_DIR: { type: 'string', minLength: 1 },
    S3_ENDPOINT: { type: 'string', pattern: '^https?://' },
    S3_BUCKET: { type: 'string', minLength: 3, maxLength: 63 },
    S3_REGION: { type: 'string', minLength: 1 },
    S3_ACCESS_KEY_ID: { type: 'string', minLength: 1 },
    S3_SECRET_ACCESS_KEY: { type: 'string', minLength: 1 },
    LOG_LEVEL: { type: 'string', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'warn' },
  },
  required: ['PORT', 'HOST', 'DATA_DIR', 'DEFAULT_TENANT', 'LOG_LEVEL', 'TRUST_PROXY', 'SESSION_ABSOLUTE_HOURS', 'REQUEST_TIMEOUT_MS', 'FILE_WORK_SLOTS', 'FILE_WORK_QUEUE', 'FILE_WORK_PER_CALLER', 'KEEP_ALIVE_TIMEOUT_MS', 'SHUTDOWN_DEADLINE_MS', 'ASSET_STORAGE', 'BOT_CHECK'],
  // PGlite has one session, so a second login means nothing without PostgreSQL.
  dependencies: { DATABASE_APP_URL: ['DATABASE_URL'] },
} as const;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const ajv = new Ajv({ useDefaults: true, coerceTypes: true, allErrors: true });
  // Env is what the schema describes (defaults filled, types coerced): the check narrows to it.
  const validate = ajv.compile<Env>(schema);
  const env: Record<string, unknown> = {};
  for (const key of Object.keys(schema.properties)) if (source[key] !== undefined && source[key] !== '') env[key] = source[key];
  if (!validate(env)) {
    throw new Error(`Invalid environment: ${(validate.errors ?? []).map((e) => `${e.instancePath.slice(1)} ${e.message}`).join('; ')}`);
  }
  return env;
}
