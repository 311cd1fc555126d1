import { Faker, base, en, en_US } from '@faker-js/faker';
import type { accounts, drops, locations, transactions } from '../db/schema';
import { REFERENCE_DAY, SEED_REFERENCE_DATE } from './ledger/calendar';
import { accountFields, dropFields } from './ledger/derive';
import { pickProduct, planDrop, type AccountPlan, type CustomerKind, type Payer } from './ledger/plan';
import { Random } from './ledger/random';
import { generateFuelCards, type FuelCardRow } from './fuel-cards';
import { simulateLedger, type DeliveryRow, type DocumentRow } from './ledger/simulate';

export { SEED_REFERENCE_DATE };

type AccountRow = typeof accounts.$inferInsert;
type LocationRow = typeof locations.$inferInsert;
type DropRow = typeof drops.$inferInsert;
type TransactionRow = typeof transactions.$inferInsert;

export interface GeneratedAccounts {
  accounts: AccountRow[];
  locations: LocationRow[];
  drops: DropRow[];
  transactions: TransactionRow[];
  deliveries: DeliveryRow[];
  documents: DocumentRow[];
  fuelCards: FuelCardRow[];
}

/** One heavy fleet account in every 200 (at least one from 200 accounts up): near-daily deliveries, thousands of lines. */
const FLEET_EVERY = 200;

let shared: Faker | undefined;
// Building a Faker merges its locales: do it once and reseed it per account.
const fakerInstance = () => (shared ??= new Faker({ locale: [en_US, en, base] }));

export const emptyGenerated = (): GeneratedAccounts => ({ accounts: [], locations: [], drops: [], transactions: [], deliveries: [], documents: [], fuelCards: [] });

/**
 * Believable fuel-supplier accounts: residential, business and fleet customers in the tenant's
 * service area, each with a simulated 24-month ledger (deliveries, invoices, payments, budget
 * instalments, finance and service charges, monthly statements) from which the balances, aging,
 * budget figures and drop fields are derived.
 */
export function generateAccounts(randomSeed: number, count: number, states: string[]): GeneratedAccounts {
  return generateAccountRange(randomSeed, 0, count, states);
}

/** Accounts [from, to): account i depends only on (randomSeed, i), so a large seed can be generated in chunks. */
export function generateAccountRange(randomSeed: number, from: number, to: number, states: string[], out = emptyGenerated()): GeneratedAccounts {
  for (let i = from; i < to; i++) generateAccount(randomSeed, i, states, out);
  return out;
}

/** Account number of the i-th generated account. */
export const generatedAccountId = (index: number): string => String(100_001 + index * 7);

export function generateAccount(randomSeed: number, index: number, states: string[], out = emptyGenerated()): GeneratedAccounts {
  const faker = fakerInstance();
  faker.seed([randomSeed, index]);
  faker.setDefaultRefDate(SEED_REFERENCE_DATE);
  const rng = new Random(faker.number.int({ min: 0, max: 2 ** 32 - 1 }));
  // 555-01xx style numbers are reserved for fiction; keep the area code believable.
  const phone = () => `${faker.string.numeric({ length: 3, allowLeadingZeros: false })}-555-${faker.string.numeric(4)}`;
  const stateList = states.length ? states : ['VT', 'NH', 'ME', 'MA'];
  const accountId = generatedAccountId(index);
  // The demo customer's two accounts (index 0 and 1) show a budget plan and a pay-as-you-go account.
  const demo = index < 2;
  const kind: CustomerKind = index % FLEET_EVERY === FLEET_EVERY - 1 ? 'fleet' : !demo && rng.chance(0.2) ? 'business' : 'residential';
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  const displayName = kind === 'residential' ? `${firstName} ${lastName}` : faker.company.name();
  const state = faker.helpers.arrayElement(stateList);
  const city = faker.location.city();
  const zipcode = faker.location.zipCode({ state, format: '#####' });
  const street1 = faker.location.streetAddress();
  const payerDraw = rng.next();
  const payer: Payer = demo ? 'normal' : payerDraw < (kind === 'residential' ? 0.5 : 0.4) ? 'prompt' : payerDraw < 0.85 ? 'normal' : 'slow';
  const plan: AccountPlan = {
    accountId,
    kind,
    budget: index === 0 || (!demo && kind === 'residential' && rng.chance(0.3)),
    payer,
    financeCharges: kind === 'fleet' ? false : rng.chance(kind === 'business' ? 0.6 : 0.3),
    cancelDay: null,
    settles: rng.chance(0.6),
    budgetDayOfMonth: rng.int(5, 15),
    drops: [],
  };
  if (!demo && kind !== 'fleet' && rng.chance(0.05)) plan.cancelDay = REFERENCE_DAY - rng.int(90, 420);
  const locationCount = kind === 'fleet' ? rng.int(5, 8) : kind === 'business' ? rng.int(1, 3) : rng.chance(0.15) ? 2 : 1;
  for (let l = 1; l <= locationCount; l++) {
    const sameAddress = l === 1 && kind === 'residential';
    out.locations.push({
      tenantId: '',
      accountId,
      locationNumber: l,
      firstName,
      lastName,
      street1: sameAddress ? street1 : faker.location.streetAddress(),
      city: sameAddress ? city : faker.location.city(),
      state,
      zipcode: sameAddress ? zipcode : faker.location.zipCode({ state, format: '#####' }),
      country: 'US',
    });
    plan.drops.push(planDrop(rng, kind, accountId, l, pickProduct(rng, kind)));
  }
  const ledger = simulateLedger(plan, rng);
  const fields = accountFields(plan, ledger);
  out.accounts.push({
    tenantId: '',
    accountId,
    displayName,
    firstName,
    lastName,
    email: faker.internet.email({ firstName, lastName }).toLowerCase(),
    homePhone: phone(),
    workPhone: kind === 'residential' ? '' : phone(),
    cellPhone: phone(),
    street1,
    city,
    state,
    zipcode,
    country: 'US',
    ...fields,
    isDeleted: false,
    alerts: { delivery_reminders: true, new_documents: faker.datatype.boolean(), schedule_reminders: faker.datatype.boolean() },
    comment: '',
  });
  dropFields(plan, ledger).forEach((fields, i) => {
    const drop = plan.drops[i];
    out.drops.push({
      tenantId: '',
      dropId: drop.dropId,
      accountId,
      locationNumber: drop.locationNumber,
      dropName: drop.dropName,
      productCode: drop.product.code,
      productName: drop.product.name,
      productType: drop.product.type,
      tankSize: drop.tank,
      ...fields,
    });
  });
  for (const row of ledger.book.rows) out.transactions.push(row);
  for (const row of ledger.deliveries) out.deliveries.push(row);
  for (const row of ledger.documents) out.documents.push(row);
  // Last: the cards' draws come after every other draw of the account, which stay as they were.
  for (const row of generateFuelCards(faker, rng, accountId, index, kind)) out.fuelCards.push(row);
  return out;
}
