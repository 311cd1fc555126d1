import { createMailer, type Mailer, type MailTransport } from './mail/mailer';
import type { Database } from './db/database';
import type { RateLimiter, RateLimitPolicy } from './throttle/rate-limiter';
import { createPostgresRateLimiter } from './throttle/postgres-rate-limiter';
import type { LoadedTenant } from './tenants/load-tenants';
import { createGateways, type Gateways } from './payments/gateway';
import { ephemeralFieldKey, type FieldKey } from './sensitive/field-key';
import { createSmsSender, type SmsSender } from './notifications/sms/sms-sender';
import type { SmsTransport } from './notifications/sms/sms-transport';
import { databaseStorage, type AssetStorage } from './assets/storage';
import { createEventSignal, type EventSignal } from './events/event-signal';
import type { BotCheck } from './bot-check/bot-check';
import { siteverifyBotCheck } from './bot-check/siteverify';

/** What handlers get besides the database: adapters to the outside world and clocks. */
export interface Services {
  now(): Date;
  /** Sliding session lifetime; 60 minutes (spec 2 §9). */
  sessionTtlMs: number;
  /** Absolute session lifetime however busy the session is (SESSION_ABSOLUTE_HOURS, default 12). */
  sessionAbsoluteMs: number;
  /** Queues mail in the outbox (handlers); built from mailTransport. */
  mailer: Mailer;
  /** SMTP (SMTP_URL) or a test's transport; none: the outbox is the delivery. The outbox worker sends through it. */
  mailTransport?: MailTransport;
  rateLimiter: RateLimiter;
  /** Every request made with a tenant API key counts here, per key (its hash), over all its operations: 600 a minute. */
  apiKeyRateLimit: RateLimitPolicy;
  /** Queues texts (SMS) in the text outbox (handlers); built from smsTransport. */
  sms: SmsSender;
  /** The SMS gateway (SMS_WEBHOOK_URL) or a test's; none: the text outbox is the delivery. */
  smsTransport?: SmsTransport;
  /** The payment gateway of each tenant (its `payments.gateway` setting); the sandbox by default. */
  gateways: Gateways;
  /**
   * How long a request working on an Idempotency-Key holds it: a retry meanwhile gets 409, and
   * after it (the process died mid-way) a retry takes the work over. Longer than a gateway call.
   */
  idempotencyLeaseMs: number;
  /** Seals sensitive form answers (national ids, bank data) at rest: FIELD_ENCRYPTION_KEY or DATA_DIR's key (src/server/sensitive/field-key.ts). */
  fieldKey: FieldKey;
  /** Where links in mails point: tenant.json `public_url`, else http://<first host>:<port>. */
  publicBaseUrl(tenant: LoadedTenant): string;
  /** Where uploaded logos' and images' bytes live (ASSET_STORAGE); their metadata is always in the database. */
  assetStorage: AssetStorage;
  /** Wakes the webhook dispatcher once a transaction that wrote events committed (through mailer.committed). */
  events: EventSignal;
  /** Verifies the bot-check widget's token (x-bot-check operations): the tenant's provider's siteverify; offline in tests and with BOT_CHECK=offline. */
  botCheck: BotCheck;
}

/** What an app may be given instead of the defaults; the mailer always follows mailTransport, the SMS sender smsTransport. */
export type ServiceOverrides = Partial<Omit<Services, 'mailer' | 'sms' | 'events'>>;

export function defaultServices(database: Database, overrides: ServiceOverrides = {}, port = Number(process.env.PORT ?? 8080)): Services {
  const now = overrides.now ?? (() => new Date());
  const sms = createSmsSender({ database, transport: overrides.smsTransport });
  const mailer = createMailer({ smtp: overrides.mailTransport !== undefined, now });
  const events = createEventSignal();
  return {
    now,
    sessionTtlMs: 60 * 60 * 1000,
    sessionAbsoluteMs: 12 * 60 * 60 * 1000,
    rateLimiter: createPostgresRateLimiter(database),
    apiKeyRateLimit: { key: 'api-key', limit: 600, window: 60, bucket: 'api-key' },
    gateways: createGateways(database, now),
    idempotencyLeaseMs: 60_000,
    // An app built without a key (tests) seals with one of its own; main.ts always passes the deployment's.
    fieldKey: overrides.fieldKey ?? ephemeralFieldKey(),
    assetStorage: databaseStorage,
    botCheck: siteverifyBotCheck(),
    publicBaseUrl: (tenant) => tenant.config.public_url ?? `http://${tenant.config.hosts[0] ?? `${tenant.id}.localhost`}:${port}`,
    ...overrides,
    // Never given whole: it must agree with the transport the worker sends through. Every commit
    // callers signal to the mailer is also the SMS sender's cue (texts and webhooks wait for the commit too).
    mailer: {
      ...mailer,
      committed(db) {
        mailer.committed(db);
        sms.committed(db);
        events.committed(db);
      },
    },
    sms,
    events,
  };
}
