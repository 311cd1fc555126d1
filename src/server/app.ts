import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Database } from './db/database';
import { registerErrorHandling } from './http/error-handler';
import { registerSpa } from './http/spa';
import { registerTenantFiles } from './http/tenant-files';
import { handlers } from './modules';
import { loadOpenApiDocument } from './openapi/document';
import { registerOperations } from './openapi/register-operations';
import { defaultServices, type Services } from './services';
import { layoutCatalog, type TenantRegistry } from './tenants/load-tenants';
import { syncShippedDocuments } from './config/sync-shipped';
import { TenantConfigs } from './config/tenant-configs';

/** A published change reaches another process within this long; this process sees it at once. */
const DEFAULT_CONFIG_CACHE_MS = 3000;

export interface AppOptions {
  database: Database;
  tenants: TenantRegistry;
  services?: Partial<Services>;
  /** Built SPA to serve (dist/client); omitted in API tests. */
  clientDir?: string;
  /** The port links in mails point to when a tenant has no public_url. */
  port?: number;
  /** Proxies in front of the API; per-address throttling then uses X-Forwarded-For. */
  trustProxy?: number;
  /** How long a process keeps a tenant's published settings and layout before reading them again (ms). */
  configCacheMs?: number;
  logger?: FastifyServerOptions['logger'];
}

/** The whole portal as one Fastify instance: plugins, then the operations of the OpenAPI document, then the SPA. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Trust the nearest N hops (proxy-addr's numeric form, which Fastify's types leave out).
    trustProxy: (_address: string, hop: number) => hop < (options.trustProxy ?? 0),
    // allErrors: a form needs every message at once, not the first (STACK.md).
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', useDefaults: true, removeAdditional: false } },
  });
  // The spec sends a JSON content type on every call, bodiless ones included.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('Request body is not valid JSON'), { statusCode: 400, code: 'INVALID_JSON' }), undefined);
    }
  });
  registerErrorHandling(app);

  const document = loadOpenApiDocument();
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => document);

  // Every document of every tenant has a published version matching what the code and folders ship.
  const catalog = layoutCatalog();
  await syncShippedDocuments(options.database, options.tenants.all(), catalog, (message) => app.log.warn(message));
  const configs = new TenantConfigs(options.configCacheMs ?? DEFAULT_CONFIG_CACHE_MS);
  const services = defaultServices(options.database, options.services, options.port);
  registerOperations(app, { document, handlers, tenants: options.tenants, database: options.database, services, configs, catalog });
  registerTenantFiles(app, options.tenants);
  await registerSpa(app, options.clientDir);
  return app;
}
