import type { IsoDate, IsoInstant } from './utc-days';
import type { TankReadingSource } from '../../../schemas/generated/enums';

/**
 * What the forecasts know of one tank: the same facts the supplier's import gives (a drop's
 * `tank_size`, its deliveries' dates and gallons) and the level readings the portal stores.
 */

/** A delivery to the tank: its date and the gallons put in. */
export interface Fill {
  readonly date: IsoDate;
  readonly gallons: number;
}

/** Who read the level: a tank monitor, or the customer looking at the gauge. */
export type ReadingSource = TankReadingSource;

/** A level reading: percent of the tank's size, as the gauge shows it, at an instant. */
export interface Reading {
  readonly at: IsoInstant;
  readonly percent: number;
  readonly source: ReadingSource;
}

export interface TankFacts {
  /** Gallons the tank holds (the drop's `tank_size`); null when the supplier has not said. */
  readonly sizeGallons: number | null;
  /**
   * The percent a fill brings the tank to: 80 for propane (the space the gas needs to expand),
   * about 90–100 for oil, as the tenant or product says. Every fill is assumed to reach it.
   */
  readonly fillLimitPercent: number;
  /** Deliveries, in any order. */
  readonly fills: readonly Fill[];
  /** Readings, in any order. */
  readonly readings: readonly Reading[];
}

/** Three figures of one quantity: the likely one and the honest bounds either side (low ≤ likely ≤ high). */
export interface Range<T> {
  readonly low: T;
  readonly likely: T;
  readonly high: T;
}
