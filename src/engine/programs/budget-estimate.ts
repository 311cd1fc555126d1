import { roundCents } from '../validation/money-amount';
import type { BudgetProgram } from './program-settings';

export interface BudgetEstimate {
  /** Last season's gallons the estimate is built on. */
  gallons: number;
  pricePerGallon: number;
  cushionPercent: number;
  /** gallons × price, plus the cushion, in dollars (to the cent). */
  seasonCost: number;
  payments: number;
  /** seasonCost ÷ payments, rounded up to whole dollars. */
  monthlyAmount: number;
}

/**
 * The monthly amount of a budget plan: last season's gallons × the estimated price per gallon,
 * plus the cushion percent, divided by the number of payments and rounded UP to whole dollars
 * (so the payments cover the season). Worked in whole cents, a half cent rounded up as written (roundCents),
 * so 0.1-gallon and 0.001-dollar figures do not leave a float's crumbs: 812.4 gal × $3.499 = $2842.59 (to the cent), +10 % =
 * $3126.85, ÷ 10 = $312.685 → $313.
 */
export function budgetEstimate(gallons: number, program: Pick<BudgetProgram, 'pricePerGallon' | 'cushionPercent' | 'payments'>): BudgetEstimate {
  const costCents = roundCents(gallons * program.pricePerGallon * 100);
  const seasonCents = roundCents((costCents * (100 + program.cushionPercent)) / 100);
  // Whole cents over whole cents: a quotient that is a whole number of dollars comes out exact.
  const monthlyAmount = Math.ceil(seasonCents / (program.payments * 100));
  return {
    gallons,
    pricePerGallon: program.pricePerGallon,
    cushionPercent: program.cushionPercent,
    seasonCost: seasonCents / 100,
    payments: program.payments,
    monthlyAmount,
  };
}

/** The months of a plan's payments ('YYYY-MM'), the first month first. */
export function paymentMonths(firstMonth: string, payments: number): string[] {
  const [year, month] = firstMonth.split('-').map(Number);
  return Array.from({ length: payments }, (_, i) => {
    const index = year * 12 + (month - 1) + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** Payments due by `today` on the schedule (its month reached), and those left: what the Overview shows when the supplier's ledger does not name the payments. */
export function scheduleProgress(firstMonth: string, payments: number, today: string): { made: number; left: number } {
  const month = today.slice(0, 7);
  const made = paymentMonths(firstMonth, payments).filter((m) => m <= month).length;
  return { made, left: payments - made };
}
