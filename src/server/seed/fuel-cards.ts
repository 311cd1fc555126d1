/**
 * Demo fleet fuel cards. Drawn after everything else of an account, so adding them changed no
 * earlier draw: the accounts, ledgers and documents of a seed are what they were before cards.
 */
import type { Faker } from '@faker-js/faker';
import type { FuelCardStatus } from '../../engine/fuel-cards/card-actions';
import type { fuelCards } from '../db/schema';
import { SEED_REFERENCE_DATE } from './ledger/calendar';
import type { Random } from './ledger/random';

export type FuelCardRow = typeof fuelCards.$inferInsert;

/** The demo customer's accounts show every status: a suspended card to activate, an active one to suspend, one pending. */
const DEMO_STATUSES: Record<number, FuelCardStatus[]> = {
  0: ['active', 'active', 'suspended', 'pending'],
};
// The second account shows one card of each status.
DEMO_STATUSES[1] = DEMO_STATUSES[0].slice(1);
const VEHICLES = ['Ford F-250', 'Ram 2500', 'Chevrolet Silverado', 'Ford Transit', 'Isuzu NPR', 'Freightliner M2', 'Toyota Tacoma'];
const PRODUCTS = ['Diesel', 'Gasoline', 'Fuel Oil', 'K-1'];
const DAY_MS = 24 * 60 * 60 * 1000;

function statusesOf(index: number, kind: string, rng: Random): FuelCardStatus[] {
  if (DEMO_STATUSES[index]) return DEMO_STATUSES[index];
  const count = kind === 'fleet' ? rng.int(4, 9) : kind === 'business' && rng.chance(0.3) ? rng.int(1, 3) : 0;
  return Array.from({ length: count }, () => {
    const draw = rng.next();
    return draw < 0.7 ? 'active' : draw < 0.85 ? 'suspended' : 'pending';
  });
}

/** The cards of the i-th generated account: the demo customer's, fleets' and some businesses'. */
export function generateFuelCards(faker: Faker, rng: Random, accountId: string, index: number, kind: string): FuelCardRow[] {
  return statusesOf(index, kind, rng).map((status, n) => {
    const createdAt = new Date(SEED_REFERENCE_DATE.getTime() - rng.int(30, 700) * DAY_MS);
    return {
      tenantId: '',
      cardId: `FC-${accountId}-${n + 1}`,
      accountId,
      last4: faker.string.numeric(4),
      cardUserName: `${faker.person.firstName()} ${faker.person.lastName()}`,
      vehicle: rng.chance(0.8) ? `${faker.helpers.arrayElement(VEHICLES)} #${rng.int(10, 99)}` : '',
      status,
      dailyLimit: rng.chance(0.7) ? rng.int(2, 10) * 50 : null,
      products: rng.chance(0.6) ? [faker.helpers.arrayElement(PRODUCTS.slice(0, 2))] : [],
      issuedAt: status === 'pending' ? null : new Date(createdAt.getTime() + rng.int(1, 10) * DAY_MS),
      createdAt,
    };
  });
}
