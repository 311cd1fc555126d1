/**
 * Issue 22 item 1: every operation with a form (each `x-form` of the OpenAPI document, found here,
 * not listed) seals what the tenant's published form marks sensitive. An Admin adds a field to
 * each such form and marks it sensitive; a customer (or a visitor, where the operation is public)
 * answers it through the operation; the answer is then nowhere in clear — no text or json column
 * of any table (items, mail and text outboxes, events, idempotency plans…), no log line — while
 * the item holds its mask and the Admin reveals it behind the mask.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { events, outbox, userAccounts, users, workflowItems } from '../../../src/server/db/schema';
import { loadOpenApiDocument } from '../../../src/server/openapi/document';
import { operationsOf } from '../../../src/server/openapi/operations';
import { fixtureContext } from '../authorization/fixture-context';
import { fixtures, TEST_CARD, type RequestParts } from '../authorization/fixtures';
import { goldenTable } from '../authorization/golden-table';
import { publishDocument } from '../support/config-documents';
import { secretsAtRest } from '../support/secret-scan';
import { loginAs } from '../support/test-app';
import { createTracedApp, type TracedApp } from '../support/traced-app';

const FIELD = 'co_owner_ssn';
type Tweak = (body: Record<string, unknown>) => Record<string, unknown>;
const asIs: Tweak = (body) => body;
/** An order paid by a new card waits for the gateway: its plan (kept with the Idempotency-Key) must hold no answer in clear either. */
const byNewCard: Tweak = (body) => ({ ...body, item_contents: { ...(body.item_contents as object), payment: { payment_type: 'credit_card', data: TEST_CARD } } });
const formOperations = operationsOf(loadOpenApiDocument())
  .filter((o) => typeof o.spec['x-form'] === 'string')
  .flatMap((o) => [{ ...o, label: o.id as string, tweak: asIs }, ...(o.id === 'createFuelOrder' ? [{ ...o, label: `${o.id} paid by a new card`, tweak: byNewCard }] : [])])
  .map((o, index) => ({ ...o, form: o.spec['x-form'] as string, secret: `${700 + index}-31-${4000 + index}` }));

const logLines: string[] = [];
let traced: TracedApp;
let adminKey: string;
const answers = new Map<string, LightMyRequestResponse>();

/** A body with the added answer: every x-form operation carries the tenant's added answers in `extra`. */
const withExtra = (parts: RequestParts, secret: string, tweak: Tweak) => ({ ...parts, body: { ...tweak(parts.body as Record<string, unknown>), extra: { [FIELD]: secret } } });

beforeAll(async () => {
  traced = await createTracedApp(logLines);
  const { app, t } = traced;
  adminKey = (await loginAs(app, 'demo', 'admin@demo.test')).body.user_key;
  const customer = (await loginAs(app, 'demo', 'customer@demo.test')).body;
  const [own] = await t.database.withTenant('demo', (db) => db.select().from(userAccounts).where(eq(userAccounts.userId, customer.user_id)));
  const [admin] = await t.database.withTenant('demo', (db) => db.select().from(users).where(eq(users.email, 'admin@demo.test')));
  for (const form of new Set(formOperations.map((o) => o.form))) {
    await publishDocument(app, adminKey, `form.${form}`, { extraFields: { [FIELD]: { type: 'string', title: 'Co-owner SSN', maxLength: 11 } }, sensitive: [FIELD] });
  }
  for (const operation of formOperations) {
    // A visitor where the operation is public, else the demo customer on their own account.
    const anonymous = goldenTable[operation.id]?.[1] === 'allow';
    const principal = anonymous ? 'anonymous' : 'customer-own';
    const context = fixtureContext({ ...t, app }, () => new Date(), { principal, accountId: own.accountId, customer: { id: customer.user_id, email: 'customer@demo.test' }, adminId: admin.id });
    const parts = withExtra(await fixtures[operation.id](context), operation.secret, operation.tweak);
    const answer = await app.inject({
      method: operation.method.toUpperCase() as 'POST',
      // The tenant, then the operation's own path parameters and query (an enrolment names the terms' version it was read on).
      url:
        `${operation.serverUrl}${operation.path}`.replace('{tenant}', 'demo').replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(parts.params?.[name]))) +
        (parts.query ? `?${new URLSearchParams(Object.entries(parts.query).map(([k, v]) => [k, String(v)]))}` : ''),
      headers: { 'idempotency-key': randomUUID(), ...parts.headers, ...(anonymous ? {} : { 'user-key': customer.user_key }) },
      payload: parts.body,
    });
    answers.set(operation.label, answer);
  }
  // Whatever the mail worker sends or logs counts too.
  await app.mailOutbox.drain();
});
afterAll(() => traced?.close());

describe('a sensitive field a tenant adds to any form', () => {
  it('is found on every operation with a form', () => {
    expect(formOperations.length).toBeGreaterThanOrEqual(7);
  });

  it.each(formOperations.map((o) => [o.label, o] as const))('%s takes the answer', (_id, operation) => {
    const answer = answers.get(operation.label)!;
    expect(answer.statusCode, answer.body.slice(0, 300)).toBeGreaterThanOrEqual(200);
    expect(answer.statusCode, answer.body.slice(0, 300)).toBeLessThan(300);
  });

  it('is nowhere in clear: no column of any table (items, outboxes, events, plans), no log line', async () => {
    const needles = formOperations.flatMap((o) => [o.secret, o.secret.replace(/-/g, '')]);
    expect(await secretsAtRest(traced.t.database, needles)).toEqual([]);
    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(needles.filter((needle) => log.includes(needle))).toEqual([]);
  });

  it('is its mask where a mail repeats it (the supplier reads an inquiry or access request with its added answers)', async () => {
    const mails = await traced.t.database.withTenant('demo', (db) => db.select({ text: outbox.text }).from(outbox));
    const repeated = formOperations.filter((o) => mails.some((m) => m.text.includes(`Co-owner SSN: •••-••-${o.secret.slice(-4)}`))).map((o) => o.label);
    expect(repeated).toEqual(expect.arrayContaining(['createInquiry', 'requestSelfRegister']));
  });

  it('leaves in no event as its sealed value either: events carry the mask staff read', async () => {
    const sealedInEvents = await traced.t.database.withTenant('demo', (db) => db.select({ type: events.type }).from(events).where(sql`${events.data}::text like '%"ciphertext"%'`));
    expect(sealedInEvents).toEqual([]);
  });

  it.each(formOperations.map((o) => [o.label, o] as const))('%s stores the mask, and the Admin reveals the answer behind it', async (_id, operation) => {
    const [item] = await traced.t.database.withTenant('demo', (db) =>
      db.select({ id: workflowItems.id, extra: workflowItems.extra }).from(workflowItems).where(sql`${workflowItems.extra}->>${FIELD} like ${`%${operation.secret.slice(-4)}`}`),
    );
    expect(item?.extra[FIELD]).toBe(`•••-••-${operation.secret.slice(-4)}`);
    const revealed = await traced.app.inject({ method: 'POST', url: `/api/demo/workflow/items/${item.id}/sensitive/extra.${FIELD}`, headers: { 'user-key': adminKey } });
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json().value).toBe(operation.secret);
  });
});
