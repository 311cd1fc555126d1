/**
 * A field a tenant adds to its signup form and marks sensitive (a co-owner's SSN) is sealed as an
 * application's is: the application item and the plan kept with the Idempotency-Key hold only the
 * mask and the ciphertext, and an Admin can read it behind the mask.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, workflowItems } from '../../../src/server/db/schema';
import { publishDocument, rollBack } from '../support/config-documents';
import { secretsAtRest } from '../support/secret-scan';
import { createTestApp, loginAs, type TestApp } from '../support/test-app';
import { signupBody } from '../new-customer/signup-body';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-24T15:00:00Z') });
});
afterAll(() => t.close());

describe("a field the tenant's signup form marks sensitive", () => {
  it('is sealed and masked like an application’s, never stored in plaintext, and revealed to the Admin', async () => {
    const adminKey = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
    const form = { extraFields: { co_owner_ssn: { type: 'string', title: 'Co-owner SSN', maxLength: 11 } }, sensitive: ['co_owner_ssn'] };
    const version = await publishDocument(t.app, adminKey, 'form.new-customer', form);
    try {
      const body = { ...signupBody(`sens-${Date.now().toString(36)}`), extra: { co_owner_ssn: '456-78-9123' } };
      const res = await t.app.inject({ method: 'POST', url: '/api/demo/new-customer/register', headers: { 'idempotency-key': randomUUID() }, payload: body });
      expect(res.statusCode).toBe(201);
      expect(await secretsAtRest(t.database, ['456-78-9123', '456789123'])).toEqual([]);
      const item = await t.database.withTenant('demo', async (db) => {
        const [user] = await db.select().from(users).where(eq(users.email, body.registration_info.email));
        return (await db.select().from(workflowItems).where(eq(workflowItems.userId, user.id))).find((i) => i.type === 'account_application')!;
      });
      expect(item.extra).toEqual({ co_owner_ssn: '•••-••-9123' });
      const revealed = await t.app.inject({ method: 'POST', url: `/api/demo/workflow/items/${item.id}/sensitive/extra.co_owner_ssn`, headers: { 'user-key': adminKey } });
      expect(revealed.statusCode).toBe(200);
      expect(revealed.json().value).toBe('456-78-9123');
    } finally {
      await rollBack(t.app, adminKey, 'form.new-customer', version - 1);
    }
  });
});
