import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, workflowItems } from '../../../src/server/db/schema';
import { createTestApp, loginAs, type TestApp } from '../support/test-app';
import { publishDocument, rollBack } from '../support/config-documents';
import { signupBody } from './signup-body';

let clock = new Date('2026-11-24T15:00:00Z');
let t: TestApp;
let adminKey: string;
let n = 0;
const unique = () => `cfg-${Date.now().toString(36)}-${++n}`;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
// Two hours on per test (no throttling window carries over), then a fresh admin session.
beforeEach(async () => {
  clock = new Date(clock.getTime() + 2 * 60 * 60_000);
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
});

const register = (body: object) => t.app.inject({ method: 'POST', url: '/api/demo/new-customer/register', headers: { 'idempotency-key': randomUUID() }, payload: body });
const applicationOf = async (email: string) =>
  t.database.withTenant('demo', async (db) => {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return user ? (await db.select().from(workflowItems).where(eq(workflowItems.userId, user.id)))[0] : undefined;
  });

describe('signup follows what the tenant publishes', () => {
  it("a field the tenant added travels in `extra`: checked, kept on the application with the form's version", async () => {
    const form = { extraFields: { how_heard: { type: 'string', title: 'How did you hear about us?', enum: ['Radio', 'Neighbour', 'Web'] } }, required: ['how_heard'] };
    const version = await publishDocument(t.app, adminKey, 'form.new-customer', form);
    try {
      const missing = await register(signupBody(unique()));
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual([{ path: 'body/extra/how_heard', message: 'Value missing' }]);
      expect((await register({ ...signupBody(unique()), extra: { how_heard: 'Billboard' } })).statusCode).toBe(422);
      const body = { ...signupBody(unique()), extra: { how_heard: 'Neighbour' } };
      expect((await register(body)).statusCode).toBe(201);
      expect(await applicationOf(body.registration_info.email)).toMatchObject({ formName: 'form.new-customer', formVersion: version, extra: { how_heard: 'Neighbour' } });
    } finally {
      await rollBack(t.app, adminKey, 'form.new-customer', version - 1);
    }
  });

  it('a payment choice the tenant does not offer is refused; a fill-only supplier refuses gallons', async () => {
    const version = await publishDocument(t.app, adminKey, 'settings', { fuel_order: { payment_methods: { leave_payment: false }, fill_only: true } });
    try {
      const left = await register(signupBody(unique(), { payment: { payment_type: 'location', data: { location: 'Porch' } } }));
      expect(left.statusCode).toBe(422);
      expect(left.json()).toMatchObject({ error_code: 'PAYMENT_METHOD_NOT_OFFERED', errors: [{ path: 'body/payment/payment_type' }] });
      const gallons = await register(signupBody(unique()));
      expect(gallons.statusCode).toBe(422);
      expect(gallons.json().errors).toContainEqual({ path: 'body/fuel_order/fill', message: 'This supplier delivers fills only: choose Fill.' });
      expect((await register(signupBody(unique(), { fuel_order: { fill: true, product_name: 'Fuel Oil' } }))).statusCode).toBe(201);
    } finally {
      await rollBack(t.app, adminKey, 'settings', version - 1);
    }
  });
});
