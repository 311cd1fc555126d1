/**
 * Card numbers and SSNs that enter through the round-13 operations (signup with a card, an order
 * paid by a new card, a credit application) reach no log line, no answer and no table, whether
 * the request succeeds, is refused by a rule or by the schema; the app logs at trace level.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditApplication } from '../authorization/fixtures';
import { signupBody, signupCard } from '../new-customer/signup-body';
import { secretsAtRest } from '../support/secret-scan';
import { createTracedApp } from '../support/traced-app';
import { loginAs, type TestApp } from '../support/test-app';

let t: TestApp;
let app: FastifyInstance;
let close: () => Promise<void>;
const logLines: string[] = [];
beforeAll(async () => {
  ({ t, app, close } = await createTracedApp(logLines));
});
afterAll(() => close());

const SSN = '287-11-4455';
const NEEDLES = ['5555555555554444', '378282246310005', SSN, '287114455'];

describe('secrets of signup, orders and applications', () => {
  it('are in no log line, answer or table', async () => {
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: `/api/demo/${url}`, headers: { 'idempotency-key': randomUUID(), ...headers }, remoteAddress: `203.0.113.${Math.floor(Math.random() * 250) + 1}`, payload });
    const card = signupCard('5555555555554444');
    const answers = [
      await post('new-customer/register', signupBody(`logs-${Date.now()}`, { payment: card })),
      await post('new-customer/register', signupBody(`logs2-${Date.now()}`, { payment: { ...card, data: { ...card.data, card: { ...card.data.card, cc_exp: '01/20' } } } })),
      await post('new-customer/register', { ...signupBody(`logs3-${Date.now()}`, { payment: card }), unexpected: true }),
      await post('applications/credit-application', creditApplication('logs@example.test', SSN)),
      await post('applications/credit-application', { ...creditApplication('logs@example.test', SSN), email: 'not-an-email' }),
    ];
    const { body: session } = await loginAs(app, 'demo', 'customer@demo.test');
    const orderCard = { ...signupCard('378282246310005'), data: { ...signupCard().data, card: { ...signupCard().data.card, cc_number: '378282246310005', cc_cvv: '1234' } } };
    const drop = await t.database.withTenant('demo', async (db) => (await db.execute(`select drop_id from drops where account_id = '${session.account_ids[0]}' limit 1` as never)) as unknown as { rows: { drop_id: string }[] });
    answers.push(
      await post('orders/create-fuel-order', { item_type: 'fuel_order', item_contents: { account_id: session.account_ids[0], drop_id: drop.rows[0].drop_id, fill: true, tank_level: 25, extras: [], payment: orderCard } }, { 'user-key': session.user_key }),
    );
    expect(answers.map((a) => a.statusCode).every((s) => s < 500)).toBe(true);
    expect(answers.filter((a) => a.statusCode < 300).length).toBeGreaterThanOrEqual(3);
    for (const answer of answers) for (const needle of NEEDLES) expect(answer.body).not.toContain(needle);
    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(1000);
    for (const needle of NEEDLES) expect(log, needle).not.toContain(needle);
    expect(await secretsAtRest(t.database, NEEDLES)).toEqual([]);
  });
});
