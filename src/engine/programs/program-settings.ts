/**
 * The tenant's programs as the rules read them (settings `programs`, edited in Manage Configs):
 * the stored settings' slices, every default filled from the one schema, so no figure is written twice.
 */
import applicationSettings from '../../../schemas/entities/application-settings.schema.json';
import type { PrebuyPaymentPlan } from '../../../schemas/generated/enums';
import type { ApplicationSettings } from '../settings/settings-types';

type Programs = NonNullable<ApplicationSettings['programs']>;
export type BudgetSettings = NonNullable<Programs['budget']>;
export type PrebuySettings = NonNullable<Programs['prebuy']>;
export type PrebuyBand = NonNullable<PrebuySettings['bands']>[number];

const budgetFields = applicationSettings.properties.programs.properties.budget.properties;
const prebuyFields = applicationSettings.properties.programs.properties.prebuy.properties;

/** The budget plan with the schema's defaults: what an estimate and an enrolment work with. */
export interface BudgetProgram {
  enabled: boolean;
  payments: number;
  firstMonth: string | null;
  window: EnrolmentWindow;
  pricePerGallon: number;
  cushionPercent: number;
  terms: string;
  termsVersion: string;
}

export interface PrebuyProgram {
  enabled: boolean;
  bands: readonly PrebuyBand[];
  minGallons: number;
  maxGallons: number;
  window: EnrolmentWindow;
  payment: PrebuyPaymentPlan;
  depositPercent: number;
  terms: string;
  termsVersion: string;
}

/** The days customers may enrol online, both included; a missing end is an open-ended window, a missing start one not yet opened. */
export interface EnrolmentWindow {
  from: string | null;
  until: string | null;
}

export function budgetProgram(settings: Pick<ApplicationSettings, 'programs'>): BudgetProgram {
  const own: BudgetSettings = settings.programs?.budget ?? {};
  return {
    enabled: own.enabled ?? budgetFields.enabled.default,
    payments: own.monthly_payments ?? budgetFields.monthly_payments.default,
    firstMonth: own.first_month ?? null,
    window: { from: own.enrol_from ?? null, until: own.enrol_until ?? null },
    pricePerGallon: own.price_per_gallon ?? budgetFields.price_per_gallon.default,
    cushionPercent: own.cushion_percent ?? budgetFields.cushion_percent.default,
    terms: own.terms ?? budgetFields.terms.default,
    termsVersion: own.terms_version ?? budgetFields.terms_version.default,
  };
}

export function prebuyProgram(settings: Pick<ApplicationSettings, 'programs'>): PrebuyProgram {
  const own: PrebuySettings = settings.programs?.prebuy ?? {};
  return {
    enabled: own.enabled ?? prebuyFields.enabled.default,
    bands: [...(own.bands ?? [])].sort((a, b) => a.from_gallons - b.from_gallons),
    minGallons: own.min_gallons ?? prebuyFields.min_gallons.default,
    maxGallons: own.max_gallons ?? prebuyFields.max_gallons.default,
    window: { from: own.enrol_from ?? null, until: own.enrol_until ?? null },
    payment: own.payment_plan ?? (prebuyFields.payment_plan.default as PrebuyPaymentPlan),
    depositPercent: own.deposit_percent ?? prebuyFields.deposit_percent.default,
    terms: own.terms ?? prebuyFields.terms.default,
    termsVersion: own.terms_version ?? prebuyFields.terms_version.default,
  };
}
