import { and, eq, notInArray, sql } from 'drizzle-orm';
import { fillProblem, problemMessages } from '../../../engine/messages/problems';
import { messages } from '../../../engine/messages/catalogue';
import { APPROVED_STATUS } from '../../../engine/workflow';
import { awayProblem, dateOfDay, dayOfInstant, type AwayProblem } from '../../../engine/tanks';
import { isPhone } from '../../../engine/validation';
import type { components } from '../../../../openapi/generated/tenant-api';
import { requireCaller, type Caller } from '../../auth/caller';
import type { SubmittedForm } from '../../config/form-answers';
import { SECRET_MASK } from '../../../engine/forms';
import type { Db } from '../../db/database';
import { drops, tankPlans, workflowItems } from '../../db/schema';
import { HttpProblem, problems } from '../../http/problem';
import { tenantHandler } from '../../openapi/operation-types';
import type { Services } from '../../services';
import { accountTanks } from '../../tanks/account-tanks';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { sealSubmission, submitItem, type SealedSubmission } from '../../workflow/submit-item';
import { itemWorkflow } from '../../workflow/tenant-workflow';
import { GATE_CODE_FIELD } from '../../tanks/tank-plan';

type Schemas = components['schemas'];
type Kind = Schemas['TankRequestKind'];
type RequestLevel = Schemas['TankRequestLevel'];

interface Context {
  db: Db;
  tenant: LoadedTenant;
  services: Services;
  caller: Caller | undefined;
  form: SubmittedForm | null | undefined;
  params: { account_id: string; tank_id: string };
}

/** The tank, one of the path account's (the route layer has decided the account): 404 otherwise. */
async function tankOf(db: Db, params: Context['params']) {
  const [tank] = await db
    .select({ dropId: drops.dropId, dropName: drops.dropName })
    .from(drops)
    .where(and(eq(drops.dropId, params.tank_id), eq(drops.accountId, params.account_id)));
  if (!tank) throw problems.notFound('Drop');
  return tank;
}

type Tank = Awaited<ReturnType<typeof tankOf>>;

/**
 * A gate code is a few characters: the usual mask (its last four shown) would show most or all of
 * it ('*4321' as '••••4321'), so a sealed gate code is listed as dots only, wherever the masked
 * answers go (the item, its events, the tank's plan, a fuel order). The code itself stays sealed.
 */
function hideGateCode<C extends Record<string, unknown>>(answers: SealedSubmission<C>): SealedSubmission<C> {
  if (!Object.hasOwn(answers.sealed, GATE_CODE_FIELD)) return answers;
  return { ...answers, contents: { ...answers.contents, [GATE_CODE_FIELD]: SECRET_MASK } };
}

const refuse = (code: string, field: string, message: string) => new HttpProblem(422, code, message, [{ path: `body/${field}`, message }]);

/** The tank's level and forecast as they are now, likely figures: what a worried customer's request carries for staff. */
async function levelNow(ctx: Context, tankId: string, now: Date): Promise<RequestLevel | null> {
  const { answer } = await accountTanks(ctx.db, ctx.tenant, ctx.params.account_id, now, 1);
  const tank = answer.tanks.find((t) => t.tank_id === tankId);
  if (!tank) return null;
  return {
    as_of: answer.as_of,
    kind: tank.level?.kind ?? null,
    percent: tank.level?.percent.likely ?? null,
    gallons: tank.level?.gallons?.likely ?? null,
    reorder_date: tank.reorder?.dates.likely ?? null,
    empty_date: tank.empty?.dates.likely ?? null,
    days_to_empty: tank.empty?.days.likely ?? null,
  };
}

/**
 * The one way a tank request is stored, for a tank the handler has checked against the account: the
 * answers sealed as the tenant's published form marks them (the gate code, listed as dots only), a
 * tank_request workflow item through submitItem, urgent when — and only when — its kind is a worried
 * customer's, and `tank.request_created` from the masked item.
 */
async function submitTankRequest(
  ctx: Context,
  tank: Tank,
  kind: Kind,
  fields: Record<string, unknown>,
  extra: Record<string, unknown> | undefined,
  options: { level?: RequestLevel | null; message: string },
): Promise<Schemas['TankRequestCreated']> {
  const sender = requireCaller(ctx.caller);
  await assertNoOpenRequest(ctx, tank, kind);
  const answers = hideGateCode(sealSubmission(ctx.services, ctx.tenant.id, ctx.form, fields, extra));
  const urgent = kind === 'worried';
  const item = await submitItem(
    { db: ctx.db, tenant: ctx.tenant, services: ctx.services },
    {
      type: 'tank_request',
      answers,
      // The kind and the tank are the server's, never an answer; an urgent item says so in words staff read in the queue.
      added: { kind, tank_id: tank.dropId, drop_name: tank.dropName, ...(urgent ? { priority: 'urgent', level: options.level ?? null } : {}) },
      accountId: ctx.params.account_id,
      userId: sender.userId,
      urgent,
      events: (stored) => {
        const c = stored.contents as Record<string, unknown>;
        const str = (key: string) => (typeof c[key] === 'string' ? (c[key] as string) : '');
        const orNull = (key: string) => (typeof c[key] === 'string' && c[key] !== '' ? (c[key] as string) : null);
        return [
          {
            type: 'tank.request_created',
            accountId: ctx.params.account_id,
            data: {
              request_id: stored.id,
              account_id: ctx.params.account_id,
              tank_id: tank.dropId,
              drop_name: tank.dropName,
              kind,
              urgent,
              status: stored.status,
              delivery_plan: kind === 'plan_switch' ? orNull('delivery_plan') : null,
              access_notes: kind === 'access_notes' ? { gate_code: str('gate_code'), dog: str('dog'), fill_location: str('fill_location'), other_notes: str('other_notes') } : null,
              away_from: kind === 'away' ? orNull('away_from') : null,
              away_to: kind === 'away' ? orNull('away_to') : null,
              note: str('note'),
              phone: str('phone'),
              level: urgent ? (options.level ?? null) : null,
              user_id: sender.userId,
              created_at: stored.createdAt.toISOString(),
            },
          },
        ];
      },
    },
  );
  return { request_id: item.id, kind, status: item.status, urgent, message: options.message };
}

const trimmed = (value: string | undefined) => value?.trim() ?? '';

/**
 * POST …/tanks/{tank_id}/requests/plan-switch: automatic or will-call, for staff to approve. The plan
 * the tank is already on is refused (422 PLAN_UNCHANGED): the card states it, and a pending switch to
 * it read as a change to come.
 */
export const requestTankPlanSwitch = tenantHandler<'requestTankPlanSwitch'>(async ({ db, tenant, services, caller, form, params, body }) => {
  const ctx: Context = { db, tenant, services, caller, form, params };
  const tank = await tankOf(db, params);
  const { extra, ...fields } = body;
  const [current] = await db.select({ plan: tankPlans.deliveryPlan }).from(tankPlans).where(and(eq(tankPlans.dropId, tank.dropId), eq(tankPlans.accountId, params.account_id)));
  if (current?.plan === fields.delivery_plan) throw refuse('PLAN_UNCHANGED', 'delivery_plan', fillProblem('tankPlanUnchanged', { tank: tank.dropName }));
  return submitTankRequest(ctx, tank, 'plan_switch', { delivery_plan: fields.delivery_plan, note: trimmed(fields.note) }, extra, { message: messages.tankRequestSent });
});

/** POST …/requests/access-notes: gate code (sealed), dog, where the fill is, anything else; at least one. */
export const requestTankAccessNotes = tenantHandler<'requestTankAccessNotes'>(async ({ db, tenant, services, caller, form, params, body }) => {
  const ctx: Context = { db, tenant, services, caller, form, params };
  const { extra, ...given } = body;
  const fields = { gate_code: trimmed(given.gate_code), dog: trimmed(given.dog), fill_location: trimmed(given.fill_location), other_notes: trimmed(given.other_notes) };
  const tank = await tankOf(db, params);
  if (!Object.values(fields).some((v) => v !== '')) throw refuse('VALUE_MISSING', 'gate_code', problemMessages.accessNotesMissing);
  return submitTankRequest(ctx, tank, 'access_notes', fields, extra, { message: messages.tankRequestSent });
});

const AWAY_PROBLEMS: Record<AwayProblem, { code: string; field: 'away_from' | 'away_to'; message: keyof typeof problemMessages }> = {
  invalidDate: { code: 'INVALID_DATE', field: 'away_from', message: 'awayInvalidDate' },
  notFuture: { code: 'AWAY_NOT_FUTURE', field: 'away_from', message: 'awayNotFuture' },
  endsBeforeStart: { code: 'AWAY_ENDS_BEFORE_START', field: 'away_to', message: 'awayEndsBeforeStart' },
  tooLong: { code: 'AWAY_TOO_LONG', field: 'away_to', message: 'awayTooLong' },
  tooFarAhead: { code: 'AWAY_TOO_FAR_AHEAD', field: 'away_from', message: 'awayTooFarAhead' },
};

/** POST …/requests/away: the dates the customer is away (rules: src/engine/tanks/away-period.ts, today as a UTC date). */
export const requestTankAway = tenantHandler<'requestTankAway'>(async ({ db, tenant, services, caller, form, params, body }) => {
  const ctx: Context = { db, tenant, services, caller, form, params };
  const tank = await tankOf(db, params);
  const today = dateOfDay(Math.floor(dayOfInstant(services.now().toISOString())));
  const problem = awayProblem(body.away_from, body.away_to, today);
  if (problem) {
    const { code, field, message } = AWAY_PROBLEMS[problem];
    throw refuse(code, field, problemMessages[message] as string);
  }
  const { extra, ...fields } = body;
  return submitTankRequest(ctx, tank, 'away', { away_from: fields.away_from, away_to: fields.away_to, note: trimmed(fields.note) }, extra, { message: messages.tankRequestSent });
});

/**
 * One open request per tank and kind: while staff have not decided the tank's last request of this
 * kind (neither approved nor in a status the tenant's workflow marks final), another is refused naming it — repeated
 * presses of "worried" would fill the queue's top with copies of one worry, and two switches waiting
 * at once read as two plans on the card.
 */
async function assertNoOpenRequest(ctx: Context, tank: Tank, kind: Kind): Promise<void> {
  const [open] = await ctx.db
    .select({ id: workflowItems.id })
    .from(workflowItems)
    .where(
      and(
        eq(workflowItems.type, 'tank_request'),
        eq(workflowItems.accountId, ctx.params.account_id),
        sql`${workflowItems.itemContents}->>'tank_id' = ${tank.dropId}`,
        sql`${workflowItems.itemContents}->>'kind' = ${kind}`,
        notInArray(workflowItems.status, [...itemWorkflow(ctx.tenant, 'tank_request').final, APPROVED_STATUS]),
      ),
    )
    .limit(1);
  if (!open) return;
  const args = { id: open.id, tank: tank.dropName };
  if (kind === 'worried') throw new HttpProblem(409, 'WORRY_ALREADY_SENT', fillProblem('worryAlreadySent', args));
  throw new HttpProblem(409, 'REQUEST_ALREADY_OPEN', fillProblem('tankRequestAlreadyOpen', args));
}

/** POST …/tanks/{tank_id}/requests/worried: "I'm worried about running out", urgent, with the tank's level and forecast now. */
export const reportTankWorry = tenantHandler<'reportTankWorry'>(async ({ db, tenant, services, caller, form, params, body }) => {
  const ctx: Context = { db, tenant, services, caller, form, params };
  const tank = await tankOf(db, params);
  const phone = trimmed(body.phone);
  if (phone && !isPhone(phone)) throw refuse('INVALID_PHONE', 'phone', messages.phoneInvalid);
  const level = await levelNow(ctx, tank.dropId, services.now());
  const { extra } = body;
  return submitTankRequest(ctx, tank, 'worried', { note: trimmed(body.note), phone }, extra, { level, message: messages.tankWorrySent });
});

