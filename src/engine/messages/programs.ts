import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * (not in the spec: issue 26) The words of the budget plan and pre-buy program: their names, the
 * figures an enrolment agreed to as staff's queue shows them, and the Overview's programs card
 * (the plan, its payments and gallons with their chart, an estimate and the way to enrol).
 */
export const programMessages = messageSet({
  programBudget: 'Budget plan',
  programPrebuy: 'Pre-buy',
  budgetFigures: '{amount} a month × {payments} from {month} ({gallons} gal at {price}, +{cushion}%)',
  prebuyFigures: '{gallons} gal at {price} = {total}, {due} due now',
  programsTitle: 'Budget and Pre-buy',
  loadingPrograms: 'Loading your programs',
  planMonthly: '{amount} a month',
  planPayments: '{made} of {payments} payments made, {left} left',
  planGallons: '{used} of {contracted} gallons used',
  // A pending enrolment's badge on the customer's card (staff's own status label, 'New', says nothing to a customer).
  stateWaiting: 'Waiting for approval',
  planPending: 'Your enrolment in the {program} is waiting for our approval.',
  planDeclined: 'Your enrolment in the {program} was not approved. Please contact us.',
  budgetEstimate: 'Your estimated budget payment: {amount} a month for {payments} months from {month}, from the {gallons} gallons you used in the last 12 months at {price} a gallon.',
  budgetEstimateCushion: 'Your estimated budget payment: {amount} a month for {payments} months from {month}, from the {gallons} gallons you used in the last 12 months at {price} a gallon, plus {cushion}% for a colder winter.',
  prebuyEstimate: 'Lock in {gallons} gallons at {price} a gallon: {total}.',
  noUsageYet: 'We need a season of deliveries to estimate your budget payment. Please contact us.',
  windowNotOpen: 'Enrolment opens on {date}.',
  windowClosed: 'Enrolment closed on {date}.',
  windowNotScheduled: 'Enrolment is not open.',
  enrolOpenUntil: 'Enrol by {date}.',
  enrolAction: 'Enrol in the {program}',
  alreadyEnrolled: 'You are enrolled in the {program} for this season.',
  gallonsChart: 'Gallons used of the {contracted} contracted since {date}',
  chartUsed: 'Used',
  chartContracted: 'Contracted',
  gallonsAxis: 'gallons',
  termsTitle: '{program}: terms (version {version})',
  bandLine: '{from} gallons or more: {price} a gallon',
  bandsTitle: 'Price per gallon',
}, (language) => import(`./locales/${language}/programs.ts`));

/** A program message with its {placeholders} filled. */
export const fillProgram = fillerOf(programMessages);
