/**
 * How one simulated account behaves: what kind of customer it is, how it pays, and each tank's
 * product, size and yearly use. Drawn from the account's own random stream only.
 */
import { calendarMonth, isoDay, REFERENCE_DAY } from './calendar';
import { marketPrice, PRODUCTS, type Product } from './products';
import type { Random } from './random';

export type CustomerKind = 'residential' | 'business' | 'fleet';
/** prompt: pays within days; normal: on time, sometimes late or in part; slow: late, partial, sometimes never. */
export type Payer = 'prompt' | 'normal' | 'slow';

export interface ServicePlan {
  description: string;
  cents: number;
  /** Calendar month (0 = January) and day of month it is billed. */
  month: number;
  dayOfMonth: number;
}

export interface DropPlan {
  dropId: string;
  locationNumber: number;
  dropName: string;
  product: Product;
  tank: number;
  /** Level (share of the tank) at which a delivery is sent, and the level it fills to. */
  threshold: number;
  fillTo: number;
  yearlyGallons: number;
  /** The account's margin over the market price. */
  markup: number;
  fixed: { price: number; fromDay: number; toDay: number; effectiveDate: string; endDate: string } | null;
  service: ServicePlan | null;
}

export interface AccountPlan {
  accountId: string;
  kind: CustomerKind;
  budget: boolean;
  payer: Payer;
  financeCharges: boolean;
  /** Day all activity stops (cancelled accounts), else null. */
  cancelDay: number | null;
  /** Whether a cancelled account pays off what it owes. */
  settles: boolean;
  budgetDayOfMonth: number;
  drops: DropPlan[];
}

const REFILLS_PER_YEAR: Record<CustomerKind, Record<Product['type'], [number, number]>> = {
  residential: { Propane: [3, 6], 'Fuel Oil': [4, 6], 'K-1': [3, 5], Diesel: [6, 10] },
  business: { Propane: [10, 20], 'Fuel Oil': [10, 16], 'K-1': [6, 10], Diesel: [45, 95] },
  fleet: { Propane: [200, 260], 'Fuel Oil': [200, 260], 'K-1': [200, 260], Diesel: [280, 340] },
};

export function pickProduct(rng: Random, kind: CustomerKind): Product {
  const r = rng.next();
  if (kind === 'fleet') return PRODUCTS.diesel;
  if (kind === 'business') return r < 0.5 ? PRODUCTS.diesel : r < 0.75 ? PRODUCTS.oil : PRODUCTS.propane;
  return r < 0.42 ? PRODUCTS.oil : r < 0.82 ? PRODUCTS.propane : PRODUCTS.kerosene;
}

/** A tank at a location: size, refill habits and the service billed on it once a year. */
export function planDrop(rng: Random, kind: CustomerKind, accountId: string, locationNumber: number, product: Product): DropPlan {
  const tank = kind === 'fleet' ? rng.pick([1000, 2000]) : rng.pick(product.tanks);
  const threshold = rng.float(0.2, 0.35);
  const fillTo = rng.float(0.78, 0.85);
  const [minRefills, maxRefills] = REFILLS_PER_YEAR[kind][product.type];
  const yearlyGallons = rng.float(minRefills, maxRefills) * (fillTo - threshold) * tank;
  const fixedFrom = REFERENCE_DAY - 123; // the July 1 before the reference date
  const fixed = kind !== 'fleet' && rng.chance(0.25)
    ? { price: Math.round((marketPrice(product, fixedFrom - 1) + rng.float(0.04, 0.15)) * 1000) / 1000, fromDay: fixedFrom, toDay: fixedFrom + 364, effectiveDate: isoDay(fixedFrom), endDate: isoDay(fixedFrom + 364) }
    : null;
  let service: ServicePlan | null = null;
  if (product.type === 'Propane' && kind !== 'fleet' && rng.chance(0.6)) {
    service = { description: 'Annual propane tank rental', cents: rng.pick([6000, 7500, 9000, 12000]), month: rng.int(0, 11), dayOfMonth: 15 };
  } else if ((product.type === 'Fuel Oil' || product.type === 'K-1') && rng.chance(0.5)) {
    service = { description: 'Oil burner tune-up and cleaning', cents: rng.pick([14900, 17900, 19900, 22900]), month: rng.int(5, 8), dayOfMonth: rng.int(3, 26) };
  }
  return {
    dropId: `${accountId}-${locationNumber}`,
    locationNumber,
    dropName: `${tank} gal ${product.name} tank`,
    product,
    tank,
    threshold,
    fillTo,
    yearlyGallons,
    markup: rng.float(-0.03, 0.06),
    fixed,
    service,
  };
}

/** Expected yearly fuel cost of the drops at average prices: what a budget plan spreads over 12 months. */
export function expectedYearlyCents(drops: DropPlan[]): number {
  return drops.reduce((sum, d) => sum + d.yearlyGallons * ((d.product.price[0] + d.product.price[1]) / 2) * 100, 0);
}

/** Budget instalment: a twelfth of a year's cost, rounded up to $5. */
export const budgetInstalment = (yearlyCents: number): number => Math.max(2000, Math.ceil(yearlyCents / 12 / 500) * 500);

/** Share of a year's use burned from January through the month before the reference date. */
export function shareOfYearBeforeReference(product: Product): number {
  const months = calendarMonth(REFERENCE_DAY - 1) + 1;
  return product.season.slice(0, months).reduce((a, b) => a + b, 0) / 12;
}
