import { asc, eq } from 'drizzle-orm';
import type { components } from '../../../../openapi/generated/tenant-api';
import { figuresText, lastSeasonGallons, prebuyProgram, programLabel, signatureMatches, windowState } from '../../../engine/programs';
import { fillProblem } from '../../../engine/messages/problems';
import { formatAddress } from '../../../engine/format';
import { requireCaller } from '../../auth/caller';
import { accounts, locations, programEnrolments } from '../../db/schema';
import type { Db } from '../../db/database';
import { HttpProblem, problems } from '../../http/problem';
import { tenantHandler } from '../../openapi/operation-types';
import { sealSubmission, submitItem } from '../../workflow/submit-item';
import { itemWorkflow } from '../../workflow/tenant-workflow';
import {
  accountDeliveries,
  accountEnrolments,
  budgetFigures,
  dayOf,
  enrolledInWindow,
  enrolmentView,
  prebuyFigures,
  programTerms,
  type ProgramEnrolment,
} from './account-programs';

const refuse = (status: number, code: string, detail: string, path?: string) => new HttpProblem(status, code, detail, path ? [{ path, message: detail }] : undefined);

/** The address the enrolment is for: the account's first service location, else its mailing address. */
async function serviceAddressOf(db: Db, accountId: string, account: typeof accounts.$inferSelect): Promise<string> {
  const [location] = await db.select().from(locations).where(eq(locations.accountId, accountId)).orderBy(asc(locations.locationNumber)).limit(1);
  return formatAddress(location ?? account);
}

/**
 * POST /accounts/{account_id}/programs/{program}/enrolments: the customer's enrolment with its consent
 * record. The account's row is locked first, so two enrolments sent at once are decided one after
 * the other and the second finds the first. The figures are worked out here again from the
 * account's deliveries and the tenant's program. The workflow item goes through submitItem; the
 * enrolment row is written once the item has its id (submitItem's notify step), before the event.
 */
export const enrolInProgram = tenantHandler<'enrolInProgram'>(async ({ db, tenant, caller, params, query, body, services, form }) => {
  const kind = params.program;
  const enteredBy = requireCaller(caller);
  const [account] = await db.select().from(accounts).where(eq(accounts.accountId, params.account_id)).for('update');
  if (!account) throw problems.notFound('Account');
  const now = services.now();
  const today = dayOf(now);
  const program = programTerms(tenant, kind);
  const name = programLabel(kind);
  if (!program.enabled) throw refuse(422, 'PROGRAM_NOT_OFFERED', fillProblem('programNotOffered', { program: name }));
  const window = windowState(program.window, today);
  if (window === 'not_open') throw refuse(422, 'ENROLMENT_NOT_OPEN', fillProblem('enrolmentNotOpen', { program: name }));
  if (window === 'closed') throw refuse(422, 'ENROLMENT_CLOSED', fillProblem('enrolmentClosed', { program: name }));
  if (kind === 'budget' && account.isBudgetPlan) throw refuse(409, 'ALREADY_ON_BUDGET', fillProblem('alreadyOnSupplierBudget', {}));
  const season = program.window.from as string;
  const delivered = await accountDeliveries(db, params.account_id);
  const enrolments = await accountEnrolments(db, tenant, params.account_id, today, delivered);
  if (enrolledInWindow(enrolments, kind, season)) {
    throw refuse(409, 'ALREADY_ENROLLED', fillProblem('alreadyEnrolled', { program: name }));
  }
  if (query.terms_version !== program.termsVersion) throw refuse(409, 'TERMS_CHANGED', fillProblem('termsChanged', {}));
  if (body.accept_terms !== true) throw refuse(422, 'TERMS_NOT_ACCEPTED', fillProblem('termsNotAccepted', {}), 'body/accept_terms');
  const holder = { firstName: account.firstName, lastName: account.lastName, displayName: account.displayName };
  if (!signatureMatches(body.signature_name, holder)) {
    const shown = [account.firstName, account.lastName].join(' ').trim() || account.displayName;
    throw refuse(422, 'SIGNATURE_MISMATCH', fillProblem('signatureMismatch', { name: shown }), 'body/signature_name');
  }

  let figures: components['schemas']['ProgramFigures'];
  if (kind === 'budget') {
    const gallons = lastSeasonGallons(delivered, today);
    if (gallons <= 0) throw refuse(422, 'NO_USAGE', fillProblem('noUsageForBudget', {}));
    figures = budgetFigures(tenant, gallons);
  } else {
    if (body.gallons === undefined) throw refuse(422, 'GALLONS_REQUIRED', fillProblem('gallonsRequired', {}), 'body/gallons');
    const quote = prebuyFigures(tenant, body.gallons);
    if ('refused' in quote) {
      const limits = prebuyProgram(tenant.config.settings);
      throw refuse(422, 'GALLONS_OUT_OF_RANGE', fillProblem('gallonsOutOfRange', { min: limits.minGallons, max: limits.maxGallons }), 'body/gallons');
    }
    figures = quote;
  }

  const consent = { signature_name: body.signature_name.trim(), signed_at: now.toISOString(), service_address: await serviceAddressOf(db, params.account_id, account), terms_version: program.termsVersion };
  const answers = sealSubmission(services, tenant.id, form, { program: kind, ...(body.gallons !== undefined ? { gallons: body.gallons } : {}), signature_name: consent.signature_name, terms_version: consent.terms_version, accept_terms: true }, body.extra);
  const flow = itemWorkflow(tenant, 'program_enrolment');
  let enrolment: ProgramEnrolment | undefined;
  await submitItem({ db, tenant, services }, {
    type: 'program_enrolment',
    answers,
    added: { program_label: name, figures_text: figuresText(figures), figures, consent, from_name: account.displayName },
    accountId: params.account_id,
    userId: enteredBy.userId,
    notify: async (item) => {
      const [row] = await db
        .insert(programEnrolments)
        .values({
          tenantId: tenant.id,
          accountId: params.account_id,
          program: kind,
          season,
          workflowItemId: item.id,
          figures,
          signatureName: consent.signature_name,
          signedAt: now,
          serviceAddress: consent.service_address,
          termsVersion: consent.terms_version,
          // Who typed it: staff logged in as the customer are recorded, not the customer they act as.
          enteredByUserId: enteredBy.impersonatorId ?? enteredBy.userId,
        })
        .returning();
      enrolment = enrolmentView(row, item.status, flow, today, delivered);
    },
    events: (item) => {
      const made = enrolment as ProgramEnrolment;
      const data = {
        enrolment_id: made.enrolment_id,
        request_id: item.id,
        account_id: params.account_id,
        user_id: enteredBy.userId,
        program: kind,
        status: item.status,
        season,
        figures,
        consent: made.consent,
        created_at: made.created_at,
      };
      return [{ type: 'program.enrolled', accountId: params.account_id, data }];
    },
  });
  return enrolment as ProgramEnrolment;
});
