/**
 * One enrolment per account, program and window (issue 26 item 5). Two sent at once: the
 * account's row lock decides them one after the other, so one is taken and the others find it
 * (409 ALREADY_ENROLLED): one enrolment row, one workflow item, one program.enrolled event. Staff
 * moving the window's start earlier does not open a second enrolment in the same season. Staff
 * logged in as the customer are recorded in the consent as the one who entered it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accounts, events, programEnrolments, workflowItems } from '../../../src/server/db/schema';
import { publishDocument } from '../support/config-documents';
import { createTestApp, loadRepoTenants, loginAs, type TestApp } from '../support/test-app';

const clock = new Date('2026-09-15T15:00:00Z');
let t: TestApp;
let key: string;
let account: string;

beforeAll(async () => {
  const tenants = loadRepoTenants();
  tenants.get('demo')!.config.settings.programs = {
    prebuy: { enabled: true, bands: [{ from_gallons: 150, price_per_gallon: 3.299 }], min_gallons: 150, max_gallons: 3000, enrol_from: '2026-07-01', enrol_until: '2026-10-31', terms: '<p>Terms</p>', terms_version: 'P-1' },
  };
  t = await createTestApp({ now: () => clock }, { tenants });
  const login = (await loginAs(t.app, 'demo', 'customer@demo.test')).body;
  key = login.user_key;
  account = login.account_ids[0];
  await t.database.withTenant('demo', (db) => db.update(accounts).set({ firstName: 'Ann', lastName: 'Lee', displayName: 'Ann Lee' }).where(eq(accounts.accountId, account)));
});
afterAll(() => t?.close());

describe('one enrolment per program and window', () => {
  it('takes one and refuses the other as already enrolled', async () => {
    const send = () =>
      t.app.inject({ method: 'POST', url: `/api/demo/accounts/${account}/programs/prebuy/enrolments?terms_version=P-1`, headers: { 'user-key': key }, payload: { gallons: 200, signature_name: 'Ann Lee', accept_terms: true } });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body.slice(0, 120)).join('\n')).toEqual([201, 409, 409]);
    await t.database.withTenant('demo', async (db) => {
      expect(await db.select().from(programEnrolments).where(eq(programEnrolments.accountId, account))).toHaveLength(1);
      expect(await db.select().from(workflowItems).where(and(eq(workflowItems.type, 'program_enrolment'), eq(workflowItems.accountId, account)))).toHaveLength(1);
      expect(await db.select().from(events).where(and(eq(events.type, 'program.enrolled'), eq(events.accountId, account)))).toHaveLength(1);
    });
  });

  it('counts an enrolment made in this window even after staff moved its start', async () => {
    // The window now opens on June 15 rather than July 1: the enrolment of Sep 15 is still in it.
    const admin = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
    await publishDocument(t.app, admin, 'settings', { programs: { prebuy: { enrol_from: '2026-06-15' } } });
    const offer = (await t.app.inject({ method: 'GET', url: `/api/demo/accounts/${account}/programs`, headers: { 'user-key': key } })).json().offers.find((o: { program: string }) => o.program === 'prebuy');
    expect(offer).toMatchObject({ enrol_from: '2026-06-15', window_state: 'open', enrolled: true });
    const again = await t.app.inject({ method: 'POST', url: `/api/demo/accounts/${account}/programs/prebuy/enrolments?terms_version=P-1`, headers: { 'user-key': key }, payload: { gallons: 200, signature_name: 'Ann Lee', accept_terms: true } });
    expect(again.statusCode, again.body.slice(0, 200)).toBe(409);
    expect(again.json()).toMatchObject({ error_code: 'ALREADY_ENROLLED' });
  });
});

describe('staff logged in as the customer', () => {
  it('are recorded in the consent as the one who entered the enrolment, not the customer', async () => {
    const admin = (await loginAs(t.app, 'demo', 'admin@demo.test')).body;
    const inject = (method: 'GET' | 'POST', url: string, userKey: string, payload?: object) => t.app.inject({ method, url: `/api/demo${url}`, headers: { 'user-key': userKey }, ...(payload ? { payload } : {}) });
    // The pending enrolment above is declined, so the account may enrol again.
    const [pending] = (await inject('GET', `/accounts/${account}/programs`, key)).json().enrolments;
    expect((await inject('POST', '/workflow/advance', admin.user_key, { item_type: 'program_enrolment', request_id: pending.request_id, from_status: 'new', to_status: 'declined' })).statusCode).toBe(200);
    const customerId = (await loginAs(t.app, 'demo', 'customer@demo.test')).body.user_id;
    const as = await inject('POST', `/login-as?user_id=${customerId}`, admin.user_key);
    expect(as.statusCode, as.body).toBe(200);
    const made = await inject('POST', `/accounts/${account}/programs/prebuy/enrolments?terms_version=P-1`, as.json().user_key, { gallons: 200, signature_name: 'Ann Lee', accept_terms: true });
    expect(made.statusCode, made.body.slice(0, 200)).toBe(201);
    expect(made.json().consent.entered_by_user_id).toBe(admin.user_id);
    const [row] = await t.database.withTenant('demo', (db) => db.select().from(programEnrolments).where(eq(programEnrolments.id, made.json().enrolment_id)));
    expect(row.enteredByUserId).toBe(admin.user_id);
  });
});
