import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments, sandboxCharges } from '../../src/server/db/schema';
import { GatewayUnavailable, type PaymentGateway } from '../../src/server/payments/gateway';
import { createSandboxGateway } from '../../src/server/payments/gateway/sandbox-gateway';
import { createTestApp, loginAs, type TestApp } from './support/test-app';
import { TEST_CARD } from './authorization/fixtures';

let t: TestApp;
let customer: { user_key: string; account_ids: string[] };
let outage = false;
let sandbox: PaymentGateway | undefined;
const real = () => (sandbox ??= createSandboxGateway(t.database, () => new Date()));
/** The sandbox, except that while `outage` is on a charge is made but its answer never comes back. */
const flaky: PaymentGateway = {
  name: 'sandbox',
  tokeniseCard: (...args) => real().tokeniseCard(...args),
  tokeniseBankAccount: (...args) => real().tokeniseBankAccount(...args),
  charge: async (...args) => {
    const answer = await real().charge(...args);
    if (outage) throw new GatewayUnavailable('connection reset');
    return answer;
  },
  retrieveCharge: (...args) => real().retrieveCharge(...args),
  refund: (...args) => real().refund(...args),
};

beforeAll(async () => {
  t = await createTestApp({ gateways: { for: () => flaky } });
  customer = (await loginAs(t.app, 'demo', 'customer@demo.test')).body;
});
afterAll(() => t.close());

describe('a gateway that does not answer', () => {
  it('answers 503 without booking; the retry with the same key resumes: one charge, one payment', async () => {
    const key = randomUUID();
    const pay = () =>
      t.app.inject({
        method: 'POST', url: '/api/demo/payments/make-payment', headers: { 'user-key': customer.user_key, 'idempotency-key': key },
        payload: { account_id: customer.account_ids[0], amount: 42.1, payment_type: 'credit_card', data: TEST_CARD },
      });
    outage = true;
    const lost = await pay();
    expect(lost.statusCode).toBe(503);
    expect(lost.json()).toMatchObject({ error_code: 'GATEWAY_UNAVAILABLE' });
    const booked = () => t.database.withTenant('demo', (db) => db.select().from(payments).where(eq(payments.accountId, customer.account_ids[0])));
    expect(await booked()).toEqual([]);
    outage = false;
    const retried = await pay();
    expect(retried.statusCode).toBe(201);
    expect(await booked()).toHaveLength(1);
    const charges = await t.database.withTenant('demo', (db) => db.select().from(sandboxCharges));
    // $42.10 with the 2.5% card fee (105 cents) and the $1 new-card fee.
    expect(charges.map((c) => c.amountCents)).toEqual([4210 + 105 + 100]);
  });
});
