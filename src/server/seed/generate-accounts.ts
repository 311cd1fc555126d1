import { Faker, base, en, en_US } from '@faker-js/faker';
import type { accounts, drops, locations } from '../db/schema';

type AccountRow = typeof accounts.$inferInsert;
type LocationRow = typeof locations.$inferInsert;
type DropRow = typeof drops.$inferInsert;

export interface GeneratedAccounts {
  accounts: AccountRow[];
  locations: LocationRow[];
  drops: DropRow[];
}

/** Fixed reference date so the same seed always produces the same rows. */
export const SEED_REFERENCE_DATE = new Date('2026-11-01T12:00:00Z');

const PRODUCTS = [
  { type: 'Propane', code: 'LP', name: 'Propane', price: [2.49, 3.59], tanks: [120, 250, 500, 1000] },
  { type: 'Fuel Oil', code: 'FO2', name: '#2 Heating Oil', price: [3.29, 4.19], tanks: [275, 330, 550] },
  { type: 'K-1', code: 'K1', name: 'K-1 Kerosene', price: [4.09, 4.89], tanks: [275, 330] },
  { type: 'Diesel', code: 'ULSD', name: 'Ultra-Low Sulfur Diesel', price: [3.69, 4.39], tanks: [500, 1000, 2000] },
] as const;

const STATUSES = ['active', 'active', 'active', 'active', 'active', 'active', 'credit_hold', 'collections', 'inactive'] as const;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * Believable fuel-supplier accounts from a seeded faker: residential and business customers
 * in the tenant's service area, aged balances, budget plans, cancelled accounts, one or two
 * locations each with a tank of propane, heating oil, kerosene or diesel.
 */
export function generateAccounts(randomSeed: number, count: number, states: string[]): GeneratedAccounts {
  const faker = new Faker({ locale: [en_US, en, base] });
  faker.seed(randomSeed);
  faker.setDefaultRefDate(SEED_REFERENCE_DATE);
  const out: GeneratedAccounts = { accounts: [], locations: [], drops: [] };
  // 555-01xx style numbers are reserved for fiction; keep the area code believable.
  const phone = () => `${faker.string.numeric({ length: 3, allowLeadingZeros: false })}-555-${faker.string.numeric(4)}`;
  const stateList = states.length ? states : ['VT', 'NH', 'ME', 'MA'];
  for (let i = 0; i < count; i++) {
    const accountId = String(100_001 + i * 7);
    const business = faker.number.float() < 0.2;
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const displayName = business ? faker.company.name() : `${firstName} ${lastName}`;
    const state = faker.helpers.arrayElement(stateList);
    const city = faker.location.city();
    const zipcode = faker.location.zipCode({ state, format: '#####' });
    const street1 = faker.location.streetAddress();
    const owes = faker.number.float() < 0.6;
    const aging = owes
      ? [faker.number.float({ min: 40, max: 900 }), faker.number.float() < 0.3 ? faker.number.float({ min: 20, max: 400 }) : 0, faker.number.float() < 0.1 ? faker.number.float({ min: 20, max: 300 }) : 0, faker.number.float() < 0.05 ? faker.number.float({ min: 20, max: 200 }) : 0].map(cents)
      : [0, 0, 0, 0];
    const balance = cents(aging.reduce((a, b) => a + b, 0) - (owes ? 0 : faker.number.float() < 0.3 ? faker.number.float({ min: 10, max: 250 }) : 0));
    const budget = !business && faker.number.float() < 0.3;
    const budgetPayment = budget ? cents(faker.number.int({ min: 90, max: 320 })) : null;
    const plannedYtd = budget ? faker.number.int({ min: 400, max: 1200 }) : null;
    const lastPayment = faker.date.recent({ days: 45 });
    const statementDate = new Date(Date.UTC(SEED_REFERENCE_DATE.getUTCFullYear(), SEED_REFERENCE_DATE.getUTCMonth(), 1));
    out.accounts.push({
      tenantId: '',
      accountId,
      displayName,
      firstName,
      lastName,
      email: faker.internet.email({ firstName, lastName }).toLowerCase(),
      homePhone: phone(),
      workPhone: business ? phone() : '',
      cellPhone: phone(),
      street1,
      city,
      state,
      zipcode,
      country: 'US',
      balance30: aging[0],
      balance60: aging[1],
      balance90: aging[2],
      balanceOver90: aging[3],
      nonBudgetBalance: budget ? cents(balance * 0.2) : balance,
      accountBalance: balance,
      amountDue: Math.max(0, balance),
      isBudgetPlan: budget,
      budgetBalance: budget ? cents(balance * 0.8) : null,
      budgetPaidYtd: budgetPayment !== null ? cents(budgetPayment * 10) : null,
      budgetPayment,
      budgetPastDue: budget ? (faker.number.float() < 0.15 ? budgetPayment : 0) : null,
      budgetTotalDue: budget ? budgetPayment : null,
      budgetQuantityUsedYtd: plannedYtd !== null ? faker.number.int({ min: Math.round(plannedYtd * 0.7), max: Math.round(plannedYtd * 1.2) }) : null,
      budgetPlannedYtd: plannedYtd,
      budgetQuantityExpected: plannedYtd !== null ? Math.round(plannedYtd * 1.2) : null,
      isCancelled: faker.number.float() < 0.05,
      isDeleted: false,
      lastPaymentAmount: cents(faker.number.float({ min: 50, max: 900 })),
      lastPaymentDate: isoDate(lastPayment),
      lastStatementDate: isoDate(statementDate),
      lastStatementAmount: Math.max(0, balance),
      alerts: { delivery_reminders: true, new_documents: faker.datatype.boolean(), schedule_reminders: faker.datatype.boolean() },
      accountStatus: faker.helpers.arrayElement(STATUSES),
      comment: '',
    });
    const locationCount = business ? faker.number.int({ min: 1, max: 3 }) : faker.number.float() < 0.15 ? 2 : 1;
    for (let l = 1; l <= locationCount; l++) {
      const sameAddress = l === 1 && !business;
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
      const product = faker.helpers.arrayElement(PRODUCTS);
      const fixed = faker.number.float() < 0.25;
      const tank = faker.helpers.arrayElement(product.tanks);
      const lastDelivery = faker.date.recent({ days: 60 });
      out.drops.push({
        tenantId: '',
        dropId: `${accountId}-${l}`,
        accountId,
        locationNumber: l,
        dropName: `${tank} gal ${product.name} tank`,
        isFixedPrice: fixed,
        lastDeliveryDate: isoDate(lastDelivery),
        lastDeliveryQuantity: Math.round(tank * faker.number.float({ min: 0.45, max: 0.75 })),
        nextDeliveryDate: isoDate(faker.date.soon({ days: 40 })),
        price: Math.round(faker.number.float({ min: product.price[0], max: product.price[1] }) * 1000) / 1000,
        productCode: product.code,
        productName: product.name,
        productType: product.type,
        quantityPurchasedYtd: Math.round(tank * faker.number.float({ min: 1.2, max: 4.5 })),
        effectiveDate: fixed ? `${SEED_REFERENCE_DATE.getUTCFullYear()}-07-01` : null,
        endDate: fixed ? `${SEED_REFERENCE_DATE.getUTCFullYear() + 1}-06-30` : null,
        tankSize: tank,
      });
    }
  }
  return out;
}
