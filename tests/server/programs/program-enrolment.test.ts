/**
 * Budget and pre-buy enrolment (issue 26 item 5): the account's estimate worked out from its own
 * deliveries, an enrolment with its consent record that goes to staff's queue and out as
 * program.enrolled, refused when the window is not open, already enrolled, signed with another
 * name or on terms that changed; another customer's account and another tenant reach nothing;
 * hostile input is a 4xx; staff approve with the queue's permission, which makes it the plan.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { accounts, deliveries, events, locations, programEnrolments, userAccounts, users, workflowItems } from '../../../src/server/db/schema';
import { hashPassword } from '../../../src/server/auth/passwords';
import { createTestApp, DEMO_PASSWORD, loadRepoTenants, loginAs, type TestApp } from '../support/test-app';
import { undocumentedEvents } from '../support/event-schemas';

let clock = new Date('2026-09-15T15:00:00Z');
let t: TestApp;
let customer: { key: string; userId: number; account: string };
let admin: string;
let staff: string;
let dispatcher: string;
let otherAccount: string;

const PROGRAMS = {
  budget: { enabled: true, monthly_payments: 10, first_month: '2026-10', enrol_from: '2026-07-01', enrol_until: '2026-10-31', price_per_gallon: 3.499, cushion_percent: 10, terms: '<p>Budget terms</p>', terms_version: 'B-1' },
  prebuy: {
    enabled: true,
    bands: [{ from_gallons: 150, price_per_gallon: 3.299 }, { from_gallons: 500, price_per_gallon: 3.199 }, { from_gallons: 1000, price_per_gallon: 3.099 }],
    min_gallons: 150,
    max_gallons: 3000,
    enrol_from: '2026-07-01',
    enrol_until: '2026-10-31',
    payment_plan: 'deposit' as const,
    deposit_percent: 20,
    terms: '<p>Pre-buy terms</p>',
    terms_version: 'P-1',
  },
};

/** Moves the clock and signs everyone in again (a session ends after an hour idle). */
async function at(instant: string): Promise<void> {
  clock = new Date(instant);
  const login = (await loginAs(t.app, 'demo', 'customer@demo.test')).body;
  customer = { key: login.user_key, userId: login.user_id, account: login.account_ids[0] };
  admin = (await loginAs(t.app, 'demo', 'admin@demo.test')).body.user_key;
  staff = (await loginAs(t.app, 'demo', 'staff@demo.test')).body.user_key;
  dispatcher = (await loginAs(t.app, 'demo', 'dispatcher@demo.test')).body.user_key;
}

beforeAll(async () => {
  const tenants = loadRepoTenants();
  const demo = tenants.get('demo')!;
  demo.config.settings.programs = structuredClone(PROGRAMS);
  demo.config.roles.push({ name: 'Dispatcher', level: 40, permissions: ['accounts:read', 'workflow:fuel_order'] });
  t = await createTestApp({ now: () => clock }, { tenants });
  const login = (await loginAs(t.app, 'demo', 'customer@demo.test')).body;
  customer = { key: login.user_key, userId: login.user_id, account: login.account_ids[0] };
  await t.database.withTenant('demo', async (db) => {
    // The account's holder and last season, as hand-worked below: 400 + 300 + 112.4 = 812.4 gallons in the 365 days to 2026-09-15.
    await db.update(accounts).set({ firstName: 'Anne-Marie', lastName: "O'Brien" }).where(eq(accounts.accountId, customer.account));
    await db.delete(deliveries).where(eq(deliveries.accountId, customer.account));
    const [location] = await db.select().from(locations).where(eq(locations.accountId, customer.account)).orderBy(asc(locations.locationNumber)).limit(1);
    const base = { tenantId: 'demo', accountId: customer.account, locationNumber: location.locationNumber, dropId: 'PG-1', dropName: 'Tank', productName: 'Fuel Oil', productType: 'Fuel Oil', unitPrice: 3.5 };
    const fills: [string, number][] = [['2025-09-15', 999], ['2025-10-01', 400], ['2026-01-15', 300], ['2026-03-20', 112.4]];
    await db.insert(deliveries).values(fills.map(([date, quantity], i) => ({ ...base, deliveryId: `PG-D${i}`, deliveryDate: date, ticketNumber: `PG${i}`, quantity, amount: quantity * 3.5 })));
    const linked = await db.select({ accountId: userAccounts.accountId }).from(userAccounts);
    const [other] = await db.select({ accountId: accounts.accountId }).from(accounts).limit(200);
    otherAccount = (await db.select({ accountId: accounts.accountId }).from(accounts)).map((a) => a.accountId).find((id) => !linked.some((l) => l.accountId === id)) ?? other.accountId;
    await db.insert(users).values({ tenantId: 'demo', email: 'dispatcher@demo.test', passwordHash: await hashPassword(DEMO_PASSWORD), role: 'Dispatcher', confirmed: true });
    // The demo's first account is on the supplier's own budget plan, which is offered none online (tested below): these tests enrol it as one that is not.
    await db.update(accounts).set({ isBudgetPlan: false }).where(eq(accounts.accountId, customer.account));
  });
  await at(clock.toISOString());
});
afterAll(() => t?.close());

const get = (url: string, key = customer.key, tenant = 'demo') => t.app.inject({ method: 'GET', url: `/api/${tenant}${url}`, headers: { 'user-key': key } });
const post = (url: string, payload: unknown, key = customer.key, tenant = 'demo') =>
  t.app.inject({ method: 'POST', url: `/api/${tenant}${url}`, headers: { 'user-key': key, 'content-type': 'application/json' }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
const programsOf = (account = customer.account, key = customer.key, query = '') => get(`/accounts/${account}/programs${query}`, key);
/** Enrols with a body naming the program and terms version as the test cases do: the program goes in the path, the version in the query. */
const enrol = ({ program, terms_version, ...body }: Record<string, unknown>, account = customer.account, key = customer.key) =>
  post(`/accounts/${account}/programs/${String(program)}/enrolments?terms_version=${String(terms_version)}`, body, key);
const budgetBody = { program: 'budget', signature_name: "anne-marie O'BRIEN", terms_version: 'B-1', accept_terms: true };
const prebuyBody = { program: 'prebuy', gallons: 600, signature_name: "Anne-Marie T. O'Brien", terms_version: 'P-1', accept_terms: true };
const advance = (requestId: number, to: string, key: string) => post('/workflow/advance', { item_type: 'program_enrolment', request_id: requestId, from_status: 'new', to_status: to }, key);


describe('an account on the supplier\'s own budget plan', () => {
  it('is offered no budget plan online, and an enrolment in one is refused; the pre-buy stays open to it', async () => {
    const onBudget = (value: boolean) => t.database.withTenant('demo', (db) => db.update(accounts).set({ isBudgetPlan: value }).where(eq(accounts.accountId, otherAccount)));
    await onBudget(true);
    try {
      const offers = (await programsOf(otherAccount, admin)).json().offers as { program: string }[];
      expect(offers.map((o) => o.program)).toEqual(['prebuy']);
      const refused = await enrol({ program: 'budget', terms_version: 'B-1', signature_name: 'Anyone', accept_terms: true }, otherAccount, admin);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error_code: 'ALREADY_ON_BUDGET' });
    } finally {
      await onBudget(false);
    }
    expect(((await programsOf(otherAccount, admin)).json().offers as { program: string }[]).map((o) => o.program)).toEqual(['budget', 'prebuy']);
  });
});

describe("an account's estimate", () => {
  it('works out the budget payment from last season and quotes the pre-buy at its band', async () => {
    const response = await programsOf();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ account_id: customer.account, today: '2026-09-15', enrolments: [] });
    const [budget, prebuy] = body.offers;
    // 812.4 gal × $3.499 = $2842.59; + 10 % = $3126.85; ÷ 10 = $312.685 → $313.
    expect(budget).toMatchObject({
      program: 'budget',
      window_state: 'open',
      enrol_until: '2026-10-31',
      terms: '<p>Budget terms</p>',
      terms_version: 'B-1',
      enrolled: false,
      figures: { program: 'budget', last_season_gallons: 812.4, price_per_gallon: 3.499, cushion_percent: 10, season_cost: 3126.85, monthly_payments: 10, monthly_amount: 313, first_month: '2026-10' },
    });
    // Last season's 812 gallons fall in the 500–999 band: 812 × $3.199 = $2597.59, a 20 % deposit $519.52.
    expect(prebuy).toMatchObject({ program: 'prebuy', window_state: 'open', figures: { gallons: 812, price_per_gallon: 3.199, total: 2597.59, payment_plan: 'deposit', due_now: 519.52 }, min_gallons: 150, max_gallons: 3000 });
  });

  it('quotes the gallons asked, or says why not', async () => {
    expect((await programsOf(customer.account, customer.key, '?gallons=1000')).json().offers[1].figures).toMatchObject({ gallons: 1000, price_per_gallon: 3.099, total: 3099 });
    const under = (await programsOf(customer.account, customer.key, '?gallons=100')).json().offers[1];
    expect(under).toMatchObject({ figures: null, quote_refused: 'below_minimum' });
  });

  it("is another customer's account: 404, as if there were none", async () => {
    expect((await programsOf(otherAccount)).statusCode).toBe(404);
    expect((await enrol(budgetBody, otherAccount)).statusCode).toBe(404);
  });
});

describe('enrolling', () => {
  let requestId: number;

  it('refuses a name that is not the holder’s, and terms that changed since they were read', async () => {
    const signed = await enrol({ ...budgetBody, signature_name: 'John Smith' });
    expect(signed.statusCode).toBe(422);
    expect(signed.json()).toMatchObject({ error_code: 'SIGNATURE_MISMATCH' });
    expect(signed.json().detail).toContain("Anne-Marie O'Brien");
    const unaccepted = await enrol({ ...budgetBody, accept_terms: false });
    expect(unaccepted.statusCode).toBe(422);
    expect(unaccepted.json()).toMatchObject({ error_code: 'TERMS_NOT_ACCEPTED' });
    const terms = await enrol({ ...budgetBody, terms_version: 'B-0' });
    expect(terms.statusCode).toBe(409);
    expect(terms.json()).toMatchObject({ error_code: 'TERMS_CHANGED' });
  });

  it('keeps the consent record and the figures, queues it for staff and sends program.enrolled', async () => {
    const response = await enrol(budgetBody);
    expect(response.statusCode, response.body).toBe(201);
    const enrolment = response.json();
    expect(enrolment).toMatchObject({
      account_id: customer.account,
      program: 'budget',
      state: 'pending',
      status: 'new',
      season: '2026-07-01',
      figures: { monthly_amount: 313, monthly_payments: 10, last_season_gallons: 812.4 },
      consent: { signature_name: "anne-marie O'BRIEN", signed_at: '2026-09-15T15:00:00.000Z', terms_version: 'B-1', entered_by_user_id: customer.userId },
      progress: null,
    });
    expect(enrolment.consent.service_address).toMatch(/\S+, .+ \d{5}/);
    requestId = enrolment.request_id;

    const queue = await get('/workflow/program_enrolment?page=0&size=10', staff);
    expect(queue.statusCode, queue.body).toBe(200);
    const item = queue.json().content.find((i: { request_id: number }) => i.request_id === requestId);
    expect(item).toMatchObject({ item_type: 'program_enrolment', status: 'new', account_id: customer.account, item_contents: { program_label: 'Budget plan', consent: { terms_version: 'B-1' } } });
    expect(item.item_contents.figures_text).toBe('$313.00 a month × 10 from October 2026 (812.4 gal at $3.499, +10%)');

    const sent = await t.database.withTenant('demo', (db) => db.select().from(events).where(eq(events.type, 'program.enrolled')));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ accountId: customer.account, data: { enrolment_id: enrolment.enrolment_id, request_id: requestId, program: 'budget', status: 'new', figures: { monthly_amount: 313 }, consent: { terms_version: 'B-1' } } });
    expect(await undocumentedEvents(t.database, 'demo')).toEqual([]);
    expect((await programsOf()).json().offers[0].enrolled).toBe(true);
  });

  it('refuses a second enrolment in the same program and window', async () => {
    const again = await enrol(budgetBody);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error_code: 'ALREADY_ENROLLED' });
    const rows = await t.database.withTenant('demo', (db) => db.select().from(programEnrolments).where(eq(programEnrolments.accountId, customer.account)));
    expect(rows).toHaveLength(1);
  });

  it('lets only staff who work the queue approve, which makes it the account’s plan', async () => {
    expect((await advance(requestId, 'approved', dispatcher)).statusCode).toBe(403);
    expect((await advance(requestId, 'approved', customer.key)).statusCode).toBe(403);
    const approved = await advance(requestId, 'approved', staff);
    expect(approved.statusCode, approved.body).toBe(200);
    const [plan] = (await programsOf()).json().enrolments;
    // Payments from 2026-10: by 2026-09-15 none is due yet.
    expect(plan).toMatchObject({ program: 'budget', state: 'approved', status_label: 'Approved', progress: { payments_made: 0, payments_left: 10 } });
    await at('2026-12-02T10:00:00Z');
    const later = (await programsOf()).json().enrolments[0];
    expect(later.progress).toMatchObject({ payments_made: 3, payments_left: 7 });
  });

  it('closes with its window, and does not open before it', async () => {
    await at('2026-11-01T12:00:00Z');
    const closed = await enrol(prebuyBody);
    expect(closed.statusCode).toBe(422);
    expect(closed.json()).toMatchObject({ error_code: 'ENROLMENT_CLOSED' });
    expect((await programsOf()).json().offers[1].window_state).toBe('closed');
    await at('2026-06-30T12:00:00Z');
    const early = await enrol(prebuyBody);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ error_code: 'ENROLMENT_NOT_OPEN' });
  });

  it('is declined by staff, after which the account may enrol again', async () => {
    await at('2026-09-20T12:00:00Z');
    const first = await enrol(prebuyBody);
    expect(first.statusCode, first.body).toBe(201);
    expect((await advance(first.json().request_id, 'declined', staff)).statusCode).toBe(200);
    expect((await programsOf()).json().enrolments[0]).toMatchObject({ program: 'prebuy', state: 'declined', status_label: 'Declined', progress: null });
    expect((await programsOf()).json().offers[1].enrolled).toBe(false);
  });

  it('contracts pre-buy gallons within the limits and, once approved, counts those used since', async () => {
    expect((await enrol({ ...prebuyBody, gallons: undefined })).json()).toMatchObject({ error_code: 'GALLONS_REQUIRED' });
    expect((await enrol({ ...prebuyBody, gallons: 5000 })).json()).toMatchObject({ error_code: 'GALLONS_OUT_OF_RANGE' });
    const made = await enrol(prebuyBody);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().figures).toEqual({ program: 'prebuy', gallons: 600, price_per_gallon: 3.199, total: 1919.4, payment_plan: 'deposit', due_now: 383.88 });
    expect((await advance(made.json().request_id, 'approved', admin)).statusCode).toBe(200);
    await t.database.withTenant('demo', async (db) => {
      const [location] = await db.select().from(locations).where(eq(locations.accountId, customer.account)).limit(1);
      const base = { tenantId: 'demo', accountId: customer.account, locationNumber: location.locationNumber, dropId: 'PG-1', dropName: 'Tank', productName: 'Fuel Oil', productType: 'Fuel Oil', unitPrice: 3.199 };
      await db.insert(deliveries).values([
        { ...base, deliveryId: 'PG-N1', deliveryDate: '2026-10-10', ticketNumber: 'N1', quantity: 180.5, amount: 577.42 },
        { ...base, deliveryId: 'PG-N2', deliveryDate: '2026-11-30', ticketNumber: 'N2', quantity: 150, amount: 479.85 },
      ]);
    });
    await at('2026-12-05T12:00:00Z');
    const prebuy = (await programsOf()).json().enrolments.find((e: { program: string; state: string }) => e.program === 'prebuy' && e.state === 'approved');
    expect(prebuy.progress).toEqual({
      payments_made: null,
      payments_left: null,
      contracted_gallons: 600,
      used_gallons: 330.5,
      used_points: [
        { date: '2026-10-10', used_gallons: 180.5 },
        { date: '2026-11-30', used_gallons: 330.5 },
      ],
    });
  });
});

describe('who else', () => {
  it('staff without accounts:update may not enrol for a customer', async () => {
    await at('2026-09-21T12:00:00Z');
    expect((await enrol(budgetBody, customer.account, staff)).statusCode).toBe(403);
  });

  it('a tenant that offers no program online shows none and refuses an enrolment', async () => {
    const login = (await loginAs(t.app, 'cleangas', 'customer@demo.test')).body;
    const url = `/accounts/${login.account_ids[0]}/programs`;
    expect((await get(url, login.user_key, 'cleangas')).json()).toMatchObject({ offers: [], enrolments: [] });
    const refused = await post(`${url}/budget/enrolments?terms_version=1`, { signature_name: 'Anyone', accept_terms: true }, login.user_key, 'cleangas');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error_code: 'PROGRAM_NOT_OFFERED' });
  });

  it('another tenant knows neither the session nor the enrolments', async () => {
    expect((await programsOf(customer.account, customer.key).then(() => get(`/accounts/${customer.account}/programs`, customer.key, 'cleangas'))).statusCode).toBe(401);
    expect((await post(`/accounts/${customer.account}/programs/budget/enrolments?terms_version=B-1`, { ...budgetBody, program: undefined, terms_version: undefined }, customer.key, 'cleangas')).statusCode).toBe(401);
    const theirs = await t.database.withTenant('cleangas', (db) => db.select().from(programEnrolments));
    expect(theirs).toEqual([]);
    const items = await t.database.withTenant('cleangas', (db) => db.select().from(workflowItems).where(eq(workflowItems.type, 'program_enrolment')));
    expect(items).toEqual([]);
  });
});

describe('hostile input', () => {
  const cases: [string, unknown][] = [
    ['a NUL byte in the signature', { ...prebuyBody, signature_name: 'Anne\u0000Marie' }],
    ['a 10 MB signature', { ...prebuyBody, signature_name: 'x'.repeat(10 * 1024 * 1024) }],
    ['a huge number of gallons', { ...prebuyBody, gallons: 1e308 }],
    ['fractional gallons', { ...prebuyBody, gallons: 600.5 }],
    ['terms not accepted', { ...prebuyBody, accept_terms: false }],
    ['an unknown program', { ...prebuyBody, program: 'payday' }],
    ['an unknown field', { ...prebuyBody, monthly_amount: 1 }],
  ];
  it.each(cases)('%s is a 4xx, never stored', async (_what, body) => {
    const response = await enrol(body as Record<string, unknown>);
    expect(response.statusCode, response.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('deeply nested JSON is a 4xx', async () => {
    const nested = JSON.stringify({ gallons: 600, signature_name: "Anne-Marie O'Brien", accept_terms: true }).replace(/}$/, `,"extra":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    const response = await post(`/accounts/${customer.account}/programs/prebuy/enrolments?terms_version=P-1`, nested);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('a terms version with a NUL byte or 10 kB long is a 400', async () => {
    expect((await post(`/accounts/${customer.account}/programs/prebuy/enrolments?terms_version=P%001`, { gallons: 600, signature_name: 'x', accept_terms: true })).statusCode).toBe(400);
    expect((await post(`/accounts/${customer.account}/programs/prebuy/enrolments?terms_version=${'P'.repeat(10_000)}`, { gallons: 600, signature_name: 'x', accept_terms: true })).statusCode).toBe(400);
  });

  it('a malformed JSON body or a gallons query out of range is a 400', async () => {
    expect((await post(`/accounts/${customer.account}/programs/prebuy/enrolments?terms_version=P-1`, '{"gallons":')).statusCode).toBe(400);
    expect((await programsOf(customer.account, customer.key, '?gallons=1e999')).statusCode).toBe(400);
    expect((await programsOf(customer.account, customer.key, '?gallons=-1')).statusCode).toBe(400);
  });
});
