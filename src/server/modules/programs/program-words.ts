import type { components } from '../../../../openapi/generated/tenant-api';
import type { ProgramKind } from '../../../../schemas/generated/enums';
import { formatMoney, formatUnitPrice } from '../../../engine/format';
import { fillProgram, programMessages } from '../../../engine/messages/programs';

/** A program's name in the active language. */
export const programLabel = (program: ProgramKind): string => (program === 'budget' ? programMessages.programBudget : programMessages.programPrebuy);

/** The figures an enrolment agreed to, in one line for staff's queue. */
export function figuresText(figures: components['schemas']['ProgramFigures']): string {
  if (figures.program === 'budget') {
    return fillProgram('budgetFigures', {
      amount: formatMoney(figures.monthly_amount ?? 0),
      payments: figures.monthly_payments ?? 0,
      month: figures.first_month ?? '',
      gallons: figures.last_season_gallons ?? 0,
      price: formatUnitPrice(figures.price_per_gallon),
      cushion: figures.cushion_percent ?? 0,
    });
  }
  return fillProgram('prebuyFigures', {
    gallons: figures.gallons ?? 0,
    price: formatUnitPrice(figures.price_per_gallon),
    total: formatMoney(figures.total ?? 0),
    due: formatMoney(figures.due_now ?? 0),
  });
}
