import type { PrebuyPaymentPlan, ProgramOfferQuoteRefused } from '../../../schemas/generated/enums';
import { roundCents } from '../validation/money-amount';
import type { PrebuyBand, PrebuyProgram } from './program-settings';

export interface PrebuyQuote {
  gallons: number;
  pricePerGallon: number;
  /** gallons × price, to the cent. */
  total: number;
  payment: PrebuyPaymentPlan;
  /** What is paid at enrolment: the total, or the deposit percent of it (to the cent). */
  dueNow: number;
}

/** Why gallons get no quote: under the program's minimum or the first band, or over its maximum. */
export type PrebuyRefusal = ProgramOfferQuoteRefused;

/**
 * The price per gallon of the band the gallons fall in: each band runs from its from_gallons up
 * to the next band's (150–499, 500–999, 1000+). Null under the first band.
 */
export function bandPrice(bands: readonly PrebuyBand[], gallons: number): number | null {
  let price: number | null = null;
  for (const band of [...bands].sort((a, b) => a.from_gallons - b.from_gallons)) {
    if (gallons >= band.from_gallons) price = band.price_per_gallon;
  }
  return price;
}

/** A pre-buy quote for whole gallons, or why there is none. */
export function prebuyQuote(gallons: number, program: Pick<PrebuyProgram, 'bands' | 'minGallons' | 'maxGallons' | 'payment' | 'depositPercent'>): PrebuyQuote | { refused: PrebuyRefusal } {
  if (gallons < program.minGallons) return { refused: 'below_minimum' };
  if (gallons > program.maxGallons) return { refused: 'above_maximum' };
  const price = bandPrice(program.bands, gallons);
  if (price === null) return { refused: 'no_band' };
  const totalCents = roundCents(gallons * price * 100);
  const dueCents = program.payment === 'full' ? totalCents : roundCents((totalCents * program.depositPercent) / 100);
  return { gallons, pricePerGallon: price, total: totalCents / 100, payment: program.payment, dueNow: dueCents / 100 };
}

/** The gallons a pre-buy suggests for an account: last season's, whole, within the program's limits (the customer may change it). */
export function suggestedPrebuyGallons(lastSeasonGallons: number, program: Pick<PrebuyProgram, 'minGallons' | 'maxGallons'>): number {
  return Math.min(program.maxGallons, Math.max(program.minGallons, Math.round(lastSeasonGallons)));
}
