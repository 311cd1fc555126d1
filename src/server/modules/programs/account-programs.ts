import { APPROVED_STATUS } from '../../../engine/workflow';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/generated/tenant-api';
import type { ProgramEnrolmentState, ProgramKind } from '../../../../schemas/generated/enums';
import {
  budgetEstimate,
  budgetProgram,
  gallonsSince,
  lastSeasonGallons,
  prebuyProgram,
  prebuyQuote,
  programLabel,
  scheduleProgress,
  suggestedPrebuyGallons,
  windowState,
  type DeliveredGallons,
} from '../../../engine/programs';
import { shownStatusLabel, type ItemWorkflow } from '../../../engine/workflow';
import type { Db } from '../../db/database';
import { deliveries, programEnrolments, workflowItems } from '../../db/schema';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { itemWorkflow } from '../../workflow/tenant-workflow';
import { sanitizeRichText } from '../../settings/rich-text';

type ProgramOffer = components['schemas']['ProgramOffer'];
type ProgramFigures = components['schemas']['ProgramFigures'];
export type ProgramEnrolment = components['schemas']['ProgramEnrolment'];


/** The calendar day of an instant, as the programs' windows and schedules count days (UTC). */
export const dayOf = (now: Date): string => now.toISOString().slice(0, 10);

/** The account's deliveries, oldest first, as the programs count them. */
export async function accountDeliveries(db: Db, accountId: string): Promise<DeliveredGallons[]> {
  const rows = await db
    .select({ date: deliveries.deliveryDate, quantity: deliveries.quantity })
    .from(deliveries)
    .where(eq(deliveries.accountId, accountId))
    .orderBy(asc(deliveries.deliveryDate), asc(deliveries.deliveryId));
  return rows.map((row) => ({ date: row.date, quantity: Number(row.quantity) }));
}

/** A budget plan's figures for last season's gallons. */
export function budgetFigures(tenant: LoadedTenant, gallons: number): ProgramFigures {
  const program = budgetProgram(tenant.config.settings);
  const estimate = budgetEstimate(gallons, program);
  return {
    program: 'budget',
    price_per_gallon: estimate.pricePerGallon,
    last_season_gallons: estimate.gallons,
    cushion_percent: estimate.cushionPercent,
    season_cost: estimate.seasonCost,
    monthly_payments: estimate.payments,
    monthly_amount: estimate.monthlyAmount,
    ...(program.firstMonth ? { first_month: program.firstMonth } : {}),
  };
}

/** A pre-buy's figures for whole gallons, or why they get no price. */
export function prebuyFigures(tenant: LoadedTenant, gallons: number): ProgramFigures | { refused: NonNullable<ProgramOffer['quote_refused']> } {
  const quote = prebuyQuote(gallons, prebuyProgram(tenant.config.settings));
  if ('refused' in quote) return quote;
  return { program: 'prebuy', price_per_gallon: quote.pricePerGallon, gallons: quote.gallons, total: quote.total, payment_plan: quote.payment, due_now: quote.dueNow };
}

/** The program's settings as an enrolment needs them: offered, its window and its terms. */
export function programTerms(tenant: LoadedTenant, program: ProgramKind) {
  return program === 'budget' ? budgetProgram(tenant.config.settings) : prebuyProgram(tenant.config.settings);
}

function stateOf(flow: ItemWorkflow, status: string): ProgramEnrolmentState {
  if (status === APPROVED_STATUS) return 'approved';
  return flow.final.includes(status) ? 'declined' : 'pending';
}

/**
 * Whether the account is enrolled in `program` in the window that opened on `windowFrom`: an
 * enrolment of it, pending or approved (a declined one does not count), recorded for that window or
 * signed since it opened — so staff moving the window's start earlier does not let the account
 * enrol a second time in the same season.
 */
export function enrolledInWindow(enrolments: readonly ProgramEnrolment[], program: ProgramKind, windowFrom: string | null): boolean {
  if (windowFrom === null) return false;
  return enrolments.some((e) => e.program === program && e.state !== 'declined' && (e.season === windowFrom || dayOf(new Date(e.consent.signed_at)) >= windowFrom));
}

/** The account's enrolments, newest first, each with its workflow item's status and, once approved, its progress. */
export async function accountEnrolments(db: Db, tenant: LoadedTenant, accountId: string, today: string, delivered: readonly DeliveredGallons[]): Promise<ProgramEnrolment[]> {
  const flow = itemWorkflow(tenant, 'program_enrolment');
  const rows = await db
    .select({ enrolment: programEnrolments, status: workflowItems.status })
    .from(programEnrolments)
    .innerJoin(workflowItems, and(eq(workflowItems.tenantId, programEnrolments.tenantId), eq(workflowItems.id, programEnrolments.workflowItemId)))
    .where(and(eq(programEnrolments.accountId, accountId), eq(workflowItems.type, 'program_enrolment')))
    .orderBy(desc(programEnrolments.createdAt), desc(programEnrolments.id));
  return rows.map(({ enrolment, status }) => enrolmentView(enrolment, status, flow, today, delivered));
}

export function enrolmentView(row: typeof programEnrolments.$inferSelect, status: string, flow: ItemWorkflow, today: string, delivered: readonly DeliveredGallons[]): ProgramEnrolment {
  const state = stateOf(flow, status);
  const figures = row.figures;
  return {
    enrolment_id: row.id,
    request_id: row.workflowItemId,
    account_id: row.accountId,
    program: row.program,
    state,
    status,
    status_label: shownStatusLabel(flow, status),
    season: row.season,
    created_at: row.createdAt.toISOString(),
    figures,
    consent: {
      signature_name: row.signatureName,
      signed_at: row.signedAt.toISOString(),
      service_address: row.serviceAddress,
      terms_version: row.termsVersion,
      entered_by_user_id: row.enteredByUserId,
    },
    progress: state === 'approved' ? progressOf(row, today, delivered) : null,
  };
}

/**
 * How far an approved plan has got. A budget plan's payments made and left follow its schedule
 * (a payment a month from the first month): the supplier's ledger does not mark which payment was
 * a budget payment. A pre-buy's gallons used are the account's deliveries since the day it was
 * signed, with the running total after each for the chart.
 */
function progressOf(row: typeof programEnrolments.$inferSelect, today: string, delivered: readonly DeliveredGallons[]): NonNullable<ProgramEnrolment['progress']> {
  const figures = row.figures;
  if (row.program === 'budget') {
    const schedule = figures.first_month && figures.monthly_payments ? scheduleProgress(figures.first_month, figures.monthly_payments, today) : null;
    return { payments_made: schedule?.made ?? null, payments_left: schedule?.left ?? null, contracted_gallons: null, used_gallons: null, used_points: [] };
  }
  const since = dayOf(row.signedAt);
  let running = 0;
  const used_points = delivered
    .filter((d) => d.date >= since && d.date <= today)
    .map((d) => {
      running = Math.round((running + d.quantity) * 10) / 10;
      return { date: d.date, used_gallons: running };
    });
  return { payments_made: null, payments_left: null, contracted_gallons: figures.gallons ?? null, used_gallons: gallonsSince(delivered.filter((d) => d.date <= today), since), used_points };
}

/**
 * Each program the tenant offers online, as it stands for this account today. An account the
 * supplier already has on its budget plan (accounts.is_budget_plan, its Budget Plan card) is not
 * offered another: the overview said both "Budget Payment $380.00" and "Enrol at $416 a month".
 */
export function accountOffers(tenant: LoadedTenant, today: string, delivered: readonly DeliveredGallons[], enrolments: readonly ProgramEnrolment[], gallons: number | undefined, onSupplierBudget: boolean): ProgramOffer[] {
  const lastSeason = lastSeasonGallons(delivered, today);
  const offers: ProgramOffer[] = [];
  const budget = budgetProgram(tenant.config.settings);
  if (budget.enabled && !onSupplierBudget) {
    offers.push({
      program: 'budget',
      program_label: programLabel('budget'),
      window_state: windowState(budget.window, today),
      enrol_from: budget.window.from,
      enrol_until: budget.window.until,
      terms: sanitizeRichText(budget.terms),
      terms_version: budget.termsVersion,
      enrolled: enrolledInWindow(enrolments, 'budget', budget.window.from),
      figures: budgetFigures(tenant, lastSeason),
    });
  }
  const prebuy = prebuyProgram(tenant.config.settings);
  if (prebuy.enabled) {
    const quote = prebuyFigures(tenant, gallons ?? suggestedPrebuyGallons(lastSeason, prebuy));
    offers.push({
      program: 'prebuy',
      program_label: programLabel('prebuy'),
      window_state: windowState(prebuy.window, today),
      enrol_from: prebuy.window.from,
      enrol_until: prebuy.window.until,
      terms: sanitizeRichText(prebuy.terms),
      terms_version: prebuy.termsVersion,
      enrolled: enrolledInWindow(enrolments, 'prebuy', prebuy.window.from),
      figures: 'refused' in quote ? null : quote,
      ...('refused' in quote ? { quote_refused: quote.refused } : {}),
      bands: [...prebuy.bands],
      min_gallons: prebuy.minGallons,
      max_gallons: prebuy.maxGallons,
    });
  }
  return offers;
}
