import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/database';
import { textOutbox } from '../../src/server/db/schema';
import { createSmsSender } from '../../src/server/notifications/sms/sms-sender';
import { webhookTransport } from '../../src/server/notifications/sms/sms-transport';
import { defaultServices } from '../../src/server/services';
import { TenantConfigs } from '../../src/server/config/tenant-configs';
import { onWorkflowTransition } from '../../src/server/notifications/workflow-transition';
import { createTestApp, loginAs, type TestApp } from './support/test-app';

/** A stand-in SMS gateway on a local port: records what it is posted, and answers `status`. */
let gateway: Server;
let received: { body: unknown; authorization?: string }[] = [];
let status = 200;
let url: string;
let t: TestApp;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (chunk) => (data += chunk));
    request.on('end', () => resolve(data));
  });

beforeAll(async () => {
  gateway = createServer(async (request, response) => {
    received.push({ body: JSON.parse(await readBody(request)), authorization: request.headers.authorization });
    response.statusCode = status;
    response.end('{}');
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => gateway.close(resolve));
});

const rowsTo = (to: string) => t.database.withTenant('demo', (db) => db.select().from(textOutbox).where(eq(textOutbox.to, to)));

describe('the webhook SMS transport', () => {
  it('posts a text once its transaction committed, with the token, and marks it sent', async () => {
    received = [];
    status = 200;
    const sms = createSmsSender({ database: t.database, transport: webhookTransport(url, 'secret-token') });
    const db = await t.database.withTenant('demo', async (scoped: Db) => {
      await sms.queue(scoped, 'demo', { to: '+15550001111', body: 'Hello', event: 'town.SMS_EMERGENCY' });
      return scoped;
    });
    expect(received).toEqual([]);
    expect(await rowsTo('+15550001111')).toEqual([expect.objectContaining({ transport: 'webhook', status: 'recorded' })]);
    sms.committed(db);
    await sms.drain();
    expect(received).toEqual([{ body: { tenant: 'demo', to: '+15550001111', body: 'Hello', event: 'town.SMS_EMERGENCY' }, authorization: 'Bearer secret-token' }]);
    expect(await rowsTo('+15550001111')).toEqual([expect.objectContaining({ status: 'sent' })]);
  });

  it('sends nothing for a transaction that rolled back, and marks a text the gateway refuses failed', async () => {
    received = [];
    status = 503;
    const sms = createSmsSender({ database: t.database, transport: webhookTransport(url) });
    let rolledBack: Db | undefined;
    await t.database
      .withTenant('demo', async (scoped) => {
        rolledBack = scoped;
        await sms.queue(scoped, 'demo', { to: '+15550002222', body: 'Never', event: 'payment.made' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    sms.committed(rolledBack!);
    await sms.drain();
    expect(received).toEqual([]);
    expect(await rowsTo('+15550002222')).toEqual([]);

    const db = await t.database.withTenant('demo', async (scoped: Db) => {
      await sms.queue(scoped, 'demo', { to: '+15550003333', body: 'Refused', event: 'payment.failed' });
      return scoped;
    });
    sms.committed(db);
    await sms.drain();
    expect(received).toHaveLength(1);
    expect(await rowsTo('+15550003333')).toEqual([expect.objectContaining({ status: 'failed' })]);
  });

  it('carries a workflow move texted by the configuration, on the commit signal requests give the mailer', async () => {
    received = [];
    status = 200;
    const adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/demo/notifications-config',
      headers: { 'user-key': adminKey },
      payload: { events: { 'workflow.fuel_order.*': [{ to: 'customer', methods: ['text'] }] } },
    });
    expect(saved.statusCode).toBe(200);
    const services = defaultServices(t.database, { smsTransport: webhookTransport(url) });
    const db = await t.database.withTenant('demo', async (scoped) => {
      const tenant = await new TenantConfigs(0).tenantFor(scoped, t.tenants.get('demo')!);
      await onWorkflowTransition(
        { db: scoped, tenant, services },
        { itemType: 'fuel_order', requestId: 77, fromStatus: 'new', toStatus: 'scheduled', comment: null, userId: null, itemContents: { phone_numbers: { cell: '555-300-4000' } } },
      );
      return scoped;
    });
    services.mailer.committed(db);
    await services.sms.drain();
    expect(received).toEqual([{ body: expect.objectContaining({ to: '+15553004000', event: 'workflow.fuel_order.scheduled', body: expect.stringContaining('fuel order #77 is now Scheduled') }) }]);
  });
});
