/** The demo seed (issue 26 "Done when"): the demo customer's second account is on the pre-buy, approved; the first may enrol in both programs. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../support/test-app';

let t: TestApp;
let key: string;
let accountIds: string[];
const clock = new Date('2026-11-28T15:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const login = (await loginAs(t.app, 'demo', 'customer@demo.test')).body;
  key = login.user_key;
  accountIds = login.account_ids;
});
afterAll(() => t?.close());

const programsOf = async (accountId: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/demo/accounts/${accountId}/programs`, headers: { 'user-key': key } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

it("shows the second account's approved pre-buy with its gallons used since it was signed", async () => {
  const { enrolments } = await programsOf(accountIds[1]);
  expect(enrolments).toHaveLength(1);
  const [plan] = enrolments;
  expect(plan).toMatchObject({ program: 'prebuy', state: 'approved', status_label: 'Approved', consent: { terms_version: '2026.1', signed_at: '2026-07-04T12:00:00.000Z' } });
  expect(plan.figures.gallons).toBeGreaterThanOrEqual(150);
  expect(plan.progress.contracted_gallons).toBe(plan.figures.gallons);
  expect(plan.progress.used_gallons).toBe(plan.progress.used_points.at(-1)?.used_gallons ?? 0);
});

it("offers the first account, on the supplier's own budget plan, the pre-buy only; the second, on no budget plan, a budget plan with its own estimate", async () => {
  const first = await programsOf(accountIds[0]);
  expect(first.enrolments).toEqual([]);
  expect(first.offers.map((o: { program: string; window_state: string; enrolled: boolean }) => [o.program, o.window_state, o.enrolled])).toEqual([['prebuy', 'open', false]]);
  const second = await programsOf(accountIds[1]);
  const budget = second.offers.find((o: { program: string }) => o.program === 'budget');
  expect(budget).toMatchObject({ window_state: 'open', enrolled: false });
  expect(budget.figures.monthly_amount).toBeGreaterThan(0);
});
