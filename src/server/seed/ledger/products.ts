/**
 * What a fuel supplier sells, how much of it a tank burns in each calendar month and what a
 * gallon costs in each simulated month.
 */
import { calendarMonth, periodMonth } from './calendar';

export type ProductType = 'Propane' | 'Fuel Oil' | 'K-1' | 'Diesel';

export interface Product {
  type: ProductType;
  code: string;
  name: string;
  /** Retail range per gallon over the period. */
  price: readonly [number, number];
  tanks: readonly number[];
  /** Share of a year's use burned in each calendar month (January first), normalised to mean 1. */
  season: readonly number[];
}

const normalise = (weights: number[]): number[] => {
  const mean = weights.reduce((a, b) => a + b, 0) / weights.length;
  return weights.map((w) => w / mean);
};

// Heating fuels burn mostly October–April; propane also heats water and cooks all year; diesel runs a business steadily.
const HEATING = normalise([2.1, 1.9, 1.5, 0.9, 0.35, 0.12, 0.08, 0.08, 0.25, 0.8, 1.4, 1.95]);
const PROPANE_SEASON = normalise([1.7, 1.55, 1.3, 0.95, 0.6, 0.45, 0.4, 0.4, 0.5, 0.8, 1.25, 1.6]);
const STEADY = normalise([0.95, 0.95, 1, 1.02, 1.05, 1.05, 1.02, 1.02, 1.02, 1, 0.98, 0.94]);

export const PRODUCTS = {
  propane: { type: 'Propane', code: 'LP', name: 'Propane', price: [2.49, 3.59], tanks: [120, 250, 500, 1000], season: PROPANE_SEASON },
  oil: { type: 'Fuel Oil', code: 'FO2', name: '#2 Heating Oil', price: [3.29, 4.19], tanks: [275, 330, 550], season: HEATING },
  kerosene: { type: 'K-1', code: 'K1', name: 'K-1 Kerosene', price: [4.09, 4.89], tanks: [275, 330], season: HEATING },
  diesel: { type: 'Diesel', code: 'ULSD', name: 'Ultra-Low Sulfur Diesel', price: [3.69, 4.39], tanks: [500, 1000, 2000], season: STEADY },
} as const satisfies Record<string, Product>;

/** Each product's market drifts on its own cycle; heating fuels also cost more in winter. */
const PHASE: Record<ProductType, number> = { Propane: 0.7, 'Fuel Oil': 2.1, 'K-1': 2.4, Diesel: 4.0 };

/** Market price per gallon of a product on a day (constant within a calendar month), 3 decimals. */
export function marketPrice(product: Product, day: number): number {
  const month = periodMonth(day);
  const winter = product.type === 'Diesel' ? 0 : Math.cos((2 * Math.PI * (calendarMonth(day) + 0.5)) / 12);
  const cycle = Math.sin((2 * Math.PI * month) / 17 + PHASE[product.type]);
  const share = Math.min(1, Math.max(0, 0.5 + 0.22 * winter + 0.25 * cycle));
  return Math.round((product.price[0] + (product.price[1] - product.price[0]) * share) * 1000) / 1000;
}

/** Seasonal weight of a product on a day: daily use = yearly use / 365 × weight. */
export const seasonWeight = (product: Product, day: number): number => product.season[calendarMonth(day)];
