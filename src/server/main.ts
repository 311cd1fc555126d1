import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { databaseConfigOf, openDatabase } from './db/connect';
import { readEnv } from './env';
import { assetStorageFor } from './assets/storage';
import { demoLogins, DEMO_PASSWORD, seedTenants } from './seed/seed-tenant';
import { loadTenants } from './tenants/load-tenants';
import { transportFromUrl } from './mail/mailer';
import { transportFromEnv } from './notifications/sms/sms-transport';
import { loadFieldKey } from './sensitive/field-key';
import { redisRateLimiterFromUrl } from './throttle/redis-rate-limiter';
import { createFileWork, DEFAULT_FILE_WORK } from './throttle/file-work';
import { offlineBotCheck } from './bot-check/offline';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function main(): Promise<void> {
  const env = readEnv();
  // Before anything opens: a production deployment without its key must not start at all.
  const fieldKey = loadFieldKey({ configured: env.FIELD_ENCRYPTION_KEY, dataDir: resolve(env.DATA_DIR), postgres: Boolean(env.DATABASE_URL), production: process.env.NODE_ENV === 'production' });
  const tenants = loadTenants(resolve(root, 'tenants'), resolve(root, 'schemas'), env.DEFAULT_TENANT);
  const database = await openDatabase(databaseConfigOf(env));
  await seedTenants(database, tenants.all());
  const services = {
    mailTransport: await transportFromUrl(env.SMTP_URL),
    smsTransport: transportFromEnv(env.SMS_WEBHOOK_URL, env.SMS_WEBHOOK_TOKEN),
    sessionAbsoluteMs: env.SESSION_ABSOLUTE_HOURS * 60 * 60 * 1000,
    assetStorage: assetStorageFor({ ...env, DATA_DIR: resolve(env.DATA_DIR) }),
    fieldKey,
    ...(env.BOT_CHECK === 'offline' ? { botCheck: offlineBotCheck } : {}),
    ...(env.REDIS_URL ? { rateLimiter: await redisRateLimiterFromUrl(env.REDIS_URL) } : {}),
  };
  const app = await buildApp({
    database,
    tenants,
    services,
    port: env.PORT,
    trustProxy: env.TRUST_PROXY,
    clientDir: resolve(root, 'dist/client'),
    logger: { level: env.LOG_LEVEL },
    timeouts: { requestMs: env.REQUEST_TIMEOUT_MS, keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS },
    fileWork: createFileWork({ ...DEFAULT_FILE_WORK, slots: env.FILE_WORK_SLOTS, queue: env.FILE_WORK_QUEUE, perCaller: env.FILE_WORK_PER_CALLER }),
    metricsToken: env.METRICS_TOKEN,
    metricsLoopback: env.METRICS_LOOPBACK,
  });
  // Stop accepting, let requests in flight finish, then close the database; a request still
  // running at the deadline is cut off and the exit code says so.
  const shutdown = async () => {
    const deadline = setTimeout(() => {
      console.error(`Shutdown: requests still running after ${env.SHUTDOWN_DEADLINE_MS} ms; exiting anyway`);
      process.exit(1);
    }, env.SHUTDOWN_DEADLINE_MS);
    await app.close();
    await services.rateLimiter?.close?.();
    await database.close();
    clearTimeout(deadline);
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: env.PORT, host: env.HOST });
  const port = (app.server.address() as { port: number }).port;
  const storage = database.kind === 'postgres' ? `PostgreSQL (DATABASE_URL${env.DATABASE_APP_URL ? ', requests as DATABASE_APP_URL' : ''})` : `embedded PGlite in ${resolve(env.DATA_DIR)}`;
  const lines = [`Fuel portal listening on http://localhost:${port} — ${storage}`, `API reference: http://localhost:${port}/api/docs`, 'Tenants:'];
  for (const tenant of tenants.all()) {
    const urls = [`http://${tenant.id}.localhost:${port}`, ...(tenant.id === env.DEFAULT_TENANT ? [`http://localhost:${port}`] : [])];
    lines.push(`  ${tenant.id} (${tenant.config.name}): ${urls.join(', ')}`);
    if (tenant.config.seed) lines.push(`    demo logins (password ${DEMO_PASSWORD}): ${demoLogins(tenant).map((l) => `${l.email} [${l.role}]`).join(', ')}`);
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
