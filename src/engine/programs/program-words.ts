import type { components } from '../../../openapi/generated/tenant-api';
import type { ProgramKind } from '../../../schemas/generated/enums';
import { formatDate, formatMoney, formatMonth, formatUnitPrice } from '../format';
import { fillProgram, programMessages as t } from '../messages/programs';

type Figures = components['schemas']['ProgramFigures'];
type Offer = components['schemas']['ProgramOffer'];
type Enrolment = components['schemas']['ProgramEnrolment'];

/** A program's name in the active language. */
export const programLabel = (program: ProgramKind): string => (program === 'budget' ? t.programBudget : t.programPrebuy);

/** The figures an enrolment agreed to, in one line for staff's queue. */
export function figuresText(figures: Figures): string {
  if (figures.program === 'budget') {
    return fillProgram('budgetFigures', {
      amount: formatMoney(figures.monthly_amount ?? 0),
      payments: figures.monthly_payments ?? 0,
      month: formatMonth(figures.first_month),
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

/** What an offer tells the customer: the estimate or quote, and where the window stands. */
export function offerWords(offer: Offer): { estimate: string; window: string } {
  const f = offer.figures;
  let estimate = t.noUsageYet;
  if (f && offer.program === 'budget' && (f.monthly_amount ?? 0) > 0) {
    // The cushion is said, so the sum adds up: gallons × price + cushion, over the payments.
    const words = { amount: formatMoney(f.monthly_amount ?? 0), payments: f.monthly_payments ?? 0, month: formatMonth(f.first_month), gallons: f.last_season_gallons ?? 0, price: formatUnitPrice(f.price_per_gallon), cushion: f.cushion_percent ?? 0 };
    estimate = fillProgram(words.cushion > 0 ? 'budgetEstimateCushion' : 'budgetEstimate', words);
  } else if (f && offer.program === 'prebuy') {
    estimate = fillProgram('prebuyEstimate', { gallons: f.gallons ?? 0, price: formatUnitPrice(f.price_per_gallon), total: formatMoney(f.total ?? 0) });
  }
  const day = (date: string | null | undefined) => (date ? formatDate(date) : '');
  const window =
    offer.window_state === 'open'
      ? offer.enrol_until
        ? fillProgram('enrolOpenUntil', { date: day(offer.enrol_until) })
        : ''
      : offer.window_state === 'closed'
        ? fillProgram('windowClosed', { date: day(offer.enrol_until) })
        : offer.enrol_from
          ? fillProgram('windowNotOpen', { date: day(offer.enrol_from) })
          : t.windowNotScheduled;
  return { estimate, window };
}

/** What an enrolment tells the customer: its program, and its plan's figures and progress once approved. */
export function enrolmentWords(enrolment: Enrolment): { title: string; lines: string[] } {
  const program = programLabel(enrolment.program);
  if (enrolment.state === 'pending') return { title: program, lines: [fillProgram('planPending', { program })] };
  if (enrolment.state === 'declined') return { title: program, lines: [fillProgram('planDeclined', { program })] };
  const f = enrolment.figures;
  const p = enrolment.progress;
  if (enrolment.program === 'budget') {
    const lines = [fillProgram('planMonthly', { amount: formatMoney(f.monthly_amount ?? 0) })];
    if (p?.payments_made !== null && p?.payments_made !== undefined) lines.push(fillProgram('planPayments', { made: p.payments_made, payments: f.monthly_payments ?? 0, left: p.payments_left ?? 0 }));
    return { title: program, lines };
  }
  return { title: program, lines: [figuresText(f), fillProgram('planGallons', { used: p?.used_gallons ?? 0, contracted: p?.contracted_gallons ?? f.gallons ?? 0 })] };
}
