/**
 * An adversary's applications (round-13 review): a sensitive answer sent to a form that does not
 * show its field must still never be stored in plaintext; the reveal takes no crafted field
 * names; hostile keys never 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { workflowItems } from '../../../src/server/db/schema';
import { creditApplication } from '../authorization/fixtures';
import { publishDocument, rollBack } from '../support/config-documents';
import { secretsAtRest } from '../support/secret-scan';
import { createTestApp, loginAs, type TestApp } from '../support/test-app';

let t: TestApp;
let adminKey: string;
let address = 0;
beforeAll(async () => {
  // The real clock: the fixtures sign applications today, which a fixed past clock would call the future.
  t = await createTestApp({ now: () => new Date() });
  adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
});
afterAll(() => t.close());

const apply = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/demo/applications/credit-application', remoteAddress: `198.51.100.${++address}`, headers: { 'content-type': 'application/json' }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });

describe('a sensitive answer the form does not show', () => {
  it('is sealed anyway when a client sends it: no bank account number in plaintext', async () => {
    const form = (await t.app.inject({ method: 'GET', url: '/api/demo/config/documents/form.credit-application' })).json();
    const fields = (form.document.fields as string[] | undefined) ?? ['first_name', 'middle_initial', 'last_name', 'date_of_birth', 'ssn', 'email', 'phone', 'street', 'city', 'state', 'zipcode', 'years_at_address', 'residence_status', 'monthly_housing_payment', 'previous_street', 'previous_city', 'previous_state', 'previous_zipcode', 'previous_years', 'employer', 'position', 'years_employed', 'employer_phone', 'monthly_income', 'bank_name', 'bank_account_type', 'bank_account_number', 'reference1_name', 'reference1_phone', 'reference2_name', 'reference2_phone', 'authorize_credit_check', 'signature_name', 'signature_date'];
    // The tenant stops asking for the bank account number; a bypassing client sends one all the same.
    const version = await publishDocument(t.app, adminKey, 'form.credit-application', { fields: fields.filter((f) => f !== 'bank_account_number') });
    try {
      const res = await apply({ ...creditApplication('hidden-bank@example.test', '234-56-7890'), bank_account_number: '5559876501234' });
      expect(res.statusCode).toBeLessThan(500);
      expect(await secretsAtRest(t.database, ['5559876501234', '234-56-7890', '234567890'])).toEqual([]);
    } finally {
      await rollBack(t.app, adminKey, 'form.credit-application', version - 1);
    }
  });
});

describe('crafted reveal requests and hostile keys', () => {
  it('a reveal of a prototype name or a crafted path finds nothing (404/400), never 5xx', async () => {
    expect((await apply(creditApplication('reveal-target@example.test', '345-67-8901'))).statusCode).toBe(201);
    const [item] = await t.database.withTenant('demo', (db) => db.select().from(workflowItems).where(eq(workflowItems.type, 'credit_application')).orderBy(desc(workflowItems.id)).limit(1));
    for (const field of ['__proto__', 'constructor', 'hasOwnProperty', 'toString', '..%2Fssn', 'extra.__proto__', '_sealed', 'ssn%00']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/demo/workflow/items/${item.id}/sensitive/${field}`, headers: { 'user-key': adminKey } });
      expect(res.statusCode, `${field}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, field).toBeLessThan(500);
    }
  });

  it('__proto__ and constructor in the body and in extra never 5xx and pollute nothing', async () => {
    const body = JSON.stringify(creditApplication('proto@example.test'));
    for (const payload of [
      body.replace('"first_name"', '"__proto__":{"polluted":1},"first_name"'),
      body.replace('"first_name"', '"extra":{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}},"first_name"'),
      body.replace('"first_name"', '"extra":[],"first_name"'),
      body.replace('"first_name"', '"_sealed":{"ssn":{"alg":"A256GCM"}},"first_name"'),
    ]) {
      const res = await apply(payload);
      expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
