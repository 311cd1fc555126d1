import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loginAs, type TestApp } from './support/test-app';
import { TEST_CARD } from './authorization/fixtures';
import { SECRET_NEEDLES, secretsAtRest } from './support/secret-scan';
import { createTracedApp } from './support/traced-app';

/**
 * Issue 12: no full card number, CVV or bank account number in the database, the logs or the
 * outbox. This file drives every way card and bank data enter (saved, paid with, declined,
 * refused by a rule, replayed) through an app that logs everything at trace level, then dumps
 * the database and reads the log.
 */
let t: TestApp;
let app: FastifyInstance;
let close: () => Promise<void>;
const logLines: string[] = [];
beforeAll(async () => {
  ({ t, app, close } = await createTracedApp(logLines));
});
afterAll(() => close());

const BANK = { first_name: 'Pat', last_name: 'Payer', account_type: 'checking', bank_name: 'First Vermont', account_number: '000123456789', confirm_account_number: '000123456789', routing_number: '110000000' };
const card = (cc_number: string, cc_cvv = '123') => ({ ...TEST_CARD, card: { ...TEST_CARD.card, cc_number, cc_cvv } });

describe('card and bank data at rest', () => {
  it('are found in no table, no outbox mail and no log line after every kind of payment', async () => {
    const { body: session } = await loginAs(app, 'demo', 'customer@demo.test');
    const pay = (payload: object, key = randomUUID()) =>
      app.inject({ method: 'POST', url: '/api/demo/payments/make-payment', headers: { 'user-key': session.user_key, 'idempotency-key': key }, payload: { account_id: session.account_ids[0], amount: 3.21, ...payload } });
    const key = randomUUID();
    const answers = [
      await pay({ payment_type: 'credit_card', data: card('4242424242424242'), save: true, name: 'Visa' }, key),
      await pay({ payment_type: 'credit_card', data: card('4242424242424242'), save: true, name: 'Visa' }, key),
      await pay({ payment_type: 'credit_card', data: card('5555555555554444') }),
      await pay({ payment_type: 'credit_card', data: card('378282246310005', '1234') }),
      await pay({ payment_type: 'credit_card', data: card('4000000000000002') }),
      await pay({ payment_type: 'credit_card', data: card('4000000000000341'), save: true }),
      await pay({ payment_type: 'credit_card', data: card('378282246310005', '123') }),
      await pay({ payment_type: 'bank_account', data: BANK, save: true }),
      await pay({ payment_type: 'bank_account', data: { ...BANK, account_number: '000222222227', confirm_account_number: '000222222227' } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 402, 402, 422, 201, 201]);
    for (const answer of answers) for (const needle of SECRET_NEEDLES.slice(0, 17)) expect(answer.body).not.toContain(needle);
    expect(await secretsAtRest(t.database)).toEqual([]);
    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(1000);
    for (const needle of SECRET_NEEDLES) expect(log).not.toContain(needle);
  });

  it('the log redacts card fields whoever logs them', () => {
    const before = logLines.length;
    app.log.info({ body: { payment_type: 'credit_card', data: card('4242424242424242', '987') } }, 'a careless line');
    app.log.info({ req: { body: { data: BANK } } }, 'another');
    const written = logLines.slice(before).join('');
    expect(written).toContain('a careless line');
    expect(written).toContain('[REDACTED]');
    expect(written).not.toContain('4242424242424242');
    expect(written).not.toContain('987');
    expect(written).not.toContain('000123456789');
  });
});
