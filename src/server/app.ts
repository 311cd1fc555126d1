import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createServer } from 'node:http';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Database } from './db/database';
import { registerErrorHandling } from './http/error-handler';
import { LOG_REDACTION, LOG_SERIALIZERS } from './http/log-redaction';
import { databaseReadiness, registerHealth, type ReadinessCheck } from './http/health';
import { registerMetrics } from './http/metrics';
import { echoRequestIds, requestIdOptions } from './http/request-ids';
import { registerSecurityHeaders } from './http/security-headers';
import { registerCompression } from './http/compression';
import { registerRequestValidators } from './http/request-validators';
import { resolveTenant } from '../engine/tenancy/resolve-tenant';
import { registerSpa } from './http/spa';
import { registerTenantFiles } from './http/tenant-files';
import { handlers } from './modules/handlers.generated';
import { loadOpenApiDocument } from './openapi/document';
import { registerOperations } from './openapi/register-operations';
import { loadEveryLanguage } from './http/request-language';
import { operationsOf } from './openapi/operations';
import { routePlanOf, type RoutePlan } from './openapi/pipeline/route-plan';
import { registerUploads } from './assets/multipart';
import { defaultServices, type ServiceOverrides } from './services';
import { layoutCatalog, type TenantRegistry } from './tenants/load-tenants';
import { syncShippedDocuments } from './config/sync-shipped';
import { TenantConfigs } from './config/tenant-configs';
import { startPeriodicJobs } from './jobs/periodic-jobs';
import { purgeExpired } from './jobs/purge-expired';
import { maskDeadLinks } from './jobs/mask-dead-links';
import { outboxReadiness, startMailOutbox } from './mail/start-mail-outbox';
import { registerOutboxMetrics } from './mail/outbox-metrics';
import { receiptAttachments } from './payments/receipt/render-attachments';
import { settlePaymentsJob } from './payments/settle-payments';
import { autopayJob } from './payments/autopay/autopay-job';
import { tankLowJob } from './tanks/tank-low-job';
import { checkTenantPriceAlerts, priceAlertJob } from './prices/price-alert-check';
import { deliveryNoticesJob } from './deliveries/announce';
import type { OutboxWorker, OutboxWorkerOptions } from './mail/outbox-worker';
import { startImportWorker, type ImportWorker } from './imports/import-worker';
import { DEFAULT_MAX_IMPORT_BYTES, registerImportUploads } from './imports/upload';
import { DOCUMENT_FILE_MAX_BYTES } from './imports/document-files';
import { DEFAULT_DISPATCHER_OPTIONS, startWebhookDispatcher, type DispatcherOptions, type WebhookDispatcher } from './webhooks/dispatcher';
import { productionRules } from './outbound/address-policy';
import { createFileWork, DEFAULT_FILE_WORK, type FileWork } from './throttle/file-work';
import { botCheckPagePolicy } from './bot-check/page-policy';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail worker: tests drain it to send queued mail deterministically. */
    mailOutbox: OutboxWorker;
    /** The import worker: tests drain it to run uploaded imports deterministically. */
    importWorker: ImportWorker;
    /** The webhook dispatcher: tests drain it to deliver events deterministically. */
    webhooks: WebhookDispatcher;
  }
}

/** A published change reaches another process within this long; this process sees it at once. */
const DEFAULT_CONFIG_CACHE_MS = 3000;

export interface AppOptions {
  database: Database;
  tenants: TenantRegistry;
  services?: ServiceOverrides;
  /** Built SPA to serve (dist/client); omitted in API tests. */
  clientDir?: string;
  /** The port links in mails point to when a tenant has no public_url. */
  port?: number;
  /** Proxies in front of the API; per-address throttling then uses X-Forwarded-For. */
  trustProxy?: number;
  /** How long a process keeps a tenant's published settings and layout before reading them again (ms). */
  configCacheMs?: number;
  logger?: FastifyServerOptions['logger'];
  /** Periodic maintenance (purging ended sessions…) on timers; off in tests that drive it themselves. */
  periodicJobs?: boolean;
  /** Time limits of the HTTP server (see env.ts). */
  timeouts?: { requestMs: number; keepAliveMs: number };
  /** The slots file renders (x-file-work operations) run and wait in, per process and per caller; DEFAULT_FILE_WORK's without. */
  fileWork?: FileWork;
  /** GET /metrics only with `Authorization: Bearer <token>`; without one, nobody unless metricsLoopback. */
  metricsToken?: string;
  /** Without a token, GET /metrics answers a scraper on this machine (METRICS_LOOPBACK=true). */
  metricsLoopback?: boolean;
  /** More readiness checks beside the database's. */
  readinessChecks?: ReadinessCheck[];
  /** Retries, lease and polling of the mail worker (with services.mailTransport); pollMs 0 leaves it to kicks and drain() (tests). */
  mailOutbox?: Partial<Pick<OutboxWorkerOptions, 'maxAttempts' | 'backoffMs' | 'leaseMs' | 'batchSize' | 'pollMs'>>;
  /** Uploaded imports: the size cap, rows per batch, and how often the worker looks for jobs besides kicks (0: kicks and drain() only). */
  /** `production` decides the rules for documents' file_url (https only, no internal address); NODE_ENV=production by default. */
  imports?: { maxBytes?: number; maxDocumentBytes?: number; batchRows?: number; pollMs?: number; production?: boolean; fileTimeoutMs?: number };
  /** Lease, batch, concurrency, polling and timeout of the webhook dispatcher; pollMs 0 leaves it to kicks and drain() (tests). */
  webhooks?: Partial<Omit<DispatcherOptions, 'onError'>>;
}

/** The whole portal as one Fastify instance: plugins, then the operations of the OpenAPI document, then the SPA. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  let closing = false;
  // Every message set imported so far has its Spanish and French words before the first request.
  await loadEveryLanguage();
  const requestMs = options.timeouts?.requestMs ?? 30_000;
  const keepAliveMs = options.timeouts?.keepAliveMs ?? 65_000;
  const app = Fastify({
    // Whatever logger a caller asks for, card and bank numbers and secrets in URLs are redacted from it (http/log-redaction).
    logger: options.logger ? { ...(options.logger === true ? {} : options.logger), redact: LOG_REDACTION, serializers: LOG_SERIALIZERS } : false,
    ...requestIdOptions(options.trustProxy ?? 0),
    // A slow or stalled client cannot hold a connection (and a database transaction) forever.
    requestTimeout: requestMs,
    connectionTimeout: requestMs,
    keepAliveTimeout: keepAliveMs,
    serverFactory: (handler) => {
      // Node checks the whole-request deadline (headers and body) only every connectionsCheckingInterval
      // (30 s by default), and only with the timeouts given when the server is made: set after, as
      // Fastify does, a client dribbling a body was held far past REQUEST_TIMEOUT_MS. Checked every
      // tenth of the timeout (at most every second), the body deadline holds within that.
      const server = createServer({ requestTimeout: requestMs, headersTimeout: requestMs, connectionsCheckingInterval: Math.min(1000, Math.ceil(requestMs / 10)) }, handler);
      server.keepAliveTimeout = keepAliveMs;
      // An idle socket (nothing received) is closed as well.
      server.setTimeout(requestMs);
      return server;
    },
    // Shutting down: new requests get 503 and keep-alive connections are closed once idle.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Trust the nearest N hops (proxy-addr's numeric form, which Fastify's types leave out).
    trustProxy: (_address: string, hop: number) => hop < (options.trustProxy ?? 0),
  });
  registerRequestValidators(app);
  // The spec sends a JSON content type on every call, bodiless ones included.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('Request body is not valid JSON'), { statusCode: 400, code: 'INVALID_JSON' }), undefined);
    }
  });
  registerErrorHandling(app);
  echoRequestIds(app);
  await registerSecurityHeaders(app);
  await registerCompression(app);
  app.addHook('preClose', async () => {
    closing = true;
  });
  const registry = registerMetrics(app, { poolStats: options.database.poolStats, token: options.metricsToken, loopback: options.metricsLoopback });
  const services = defaultServices(options.database, options.services, options.port);
  const tenantIds = () => options.tenants.all().map((t) => t.id);
  const mailOutbox = startMailOutbox(options.database, services, {
    ...options.mailOutbox,
    tenantIds,
    renderAttachments: receiptAttachments(options.database, options.tenants),
    observer: registerOutboxMetrics(registry, options.database, tenantIds),
    onError: (error) => app.log.error({ err: error }, 'mail outbox round failed'),
  });
  app.decorate('mailOutbox', mailOutbox);
  // Closed after the requests in flight: mail they queue is still picked up by this round or another process.
  app.addHook('onClose', () => mailOutbox.stop());
  const webhooks = startWebhookDispatcher(options.database, services, options.tenants, {
    ...DEFAULT_DISPATCHER_OPTIONS,
    production: productionRules(),
    ...options.webhooks,
    onError: (error) => app.log.error({ err: error }, 'webhook dispatch round failed'),
  });
  app.decorate('webhooks', webhooks);
  app.addHook('onClose', () => webhooks.stop());
  registerHealth(app, [databaseReadiness(options.database), ...(services.mailTransport ? [outboxReadiness(mailOutbox)] : []), ...(options.readinessChecks ?? [])], () => closing);

  const document = loadOpenApiDocument();
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  // staticCSP: the UI's own page needs its inline script, allowed by hash on its routes only.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => document);

  // Every document of every tenant has a published version matching what the code and folders ship.
  const catalog = layoutCatalog();
  await syncShippedDocuments(options.database, options.tenants.all(), catalog, (message) => app.log.warn(message));
  const configs = new TenantConfigs(options.configCacheMs ?? DEFAULT_CONFIG_CACHE_MS);
  // Multipart bodies (logo and image uploads) are read by a hook of their own: before the operations' routes exist.
  await registerUploads(app, document);
  const importWorker = startImportWorker(options.database, {
    now: services.now,
    tenantIds,
    pollMs: options.imports?.pollMs ?? 10_000,
    batchRows: options.imports?.batchRows,
    documentFiles: { storage: services.assetStorage, production: options.imports?.production ?? productionRules(), timeoutMs: options.imports?.fileTimeoutMs, maxBytes: options.imports?.maxDocumentBytes },
    // New posted prices may meet customers' price alerts (issue 26).
    afterJob: (tenantId) => checkTenantPriceAlerts(options.database, services, options.tenants, configs, tenantId, services.now()),
    onError: (error) => app.log.error({ err: error }, 'import round failed'),
  });
  app.decorate('importWorker', importWorker);
  app.addHook('onClose', () => importWorker.stop());
  // Import files (POST /imports) stream into the database before the operation's transaction, like the multipart uploads.
  const fileWork = options.fileWork ?? createFileWork(DEFAULT_FILE_WORK);
  const routes = new Map<string, RoutePlan>(operationsOf(document).map((operation) => [operation.id, routePlanOf(operation, handlers)]));
  registerImportUploads(app, {
    database: options.database,
    tenants: options.tenants,
    now: services.now,
    lifetimes: { idleMs: services.sessionTtlMs, absoluteMs: services.sessionAbsoluteMs },
    maxBytes: options.imports?.maxBytes ?? DEFAULT_MAX_IMPORT_BYTES,
    maxDocumentBytes: options.imports?.maxDocumentBytes ?? DOCUMENT_FILE_MAX_BYTES,
    queued: () => importWorker.kick(),
    routeOf: (operationId) => routes.get(operationId),
    fileWork,
  });
  registerOperations(app, { document, handlers, tenants: options.tenants, database: options.database, services, configs, catalog, fileWork });
  const periodic = [
    ...purgeExpired(services.sessionAbsoluteMs),
    maskDeadLinks,
    settlePaymentsJob(options.database, services.gateways, options.tenants),
    autopayJob(options.database, services, options.tenants, configs),
    tankLowJob(options.database, services, options.tenants, configs),
    priceAlertJob(options.database, services, options.tenants, configs),
    deliveryNoticesJob(options.database, services, options.tenants, configs),
  ];
  const jobs = startPeriodicJobs(options.database, periodic, {
    now: services.now,
    tenantIds,
    onError: (job, error) => app.log.error({ err: error, job }, 'periodic job failed'),
    timers: options.periodicJobs ?? true,
  });
  app.addHook('onClose', () => jobs.stop());
  registerTenantFiles(app, options.tenants);
  const tenantOfHost = (host: string) => resolveTenant({ host }, options.tenants);
  await registerSpa(app, options.clientDir, tenantOfHost, botCheckPagePolicy(options.database, options.tenants, configs, tenantOfHost));
  return app;
}
