/**
 * A tank's delivery plan (issue 26): what its card shows (automatic or will-call, the approved
 * access notes with the gate code masked, an away period, the requests staff have not decided),
 * what approving a tank request changes, and the notes a fuel order for the tank carries.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/generated/tenant-api';
import type { Db } from '../db/database';
import { drops, tankPlans, workflowHistory, workflowItems } from '../db/schema';
import { HttpProblem } from '../http/problem';
import { fillProblem } from '../../engine/messages/problems';
import type { PortalEvent } from '../events/emit-event';
import type { SealedValue } from '../sensitive/seal';
import type { DeliveryPlan } from '../../../schemas/generated/enums';
import { SEALED_KEY } from '../sensitive/seal-answers';
import type { LoadedTenant } from '../tenants/load-tenants';
import { itemWorkflow } from '../workflow/tenant-workflow';
import { APPROVED_STATUS } from '../../engine/workflow';
import { SECRET_MASK } from '../../engine/forms';

type Schemas = components['schemas'];
export type TankPlanView = Schemas['TankPlan'];
export type TankAccessNotes = Schemas['TankAccessNotes'];
type Plan = typeof tankPlans.$inferSelect;

/** The request field a gate code is sealed under: a tank's plan and a fuel order keep it under the same name, so reveal opens it on either. */
export const GATE_CODE_FIELD = 'gate_code';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const dateOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The approved notes as people read them (gate code masked), or null when none were approved. */
export function accessNotesOf(plan: Pick<Plan, 'hasAccessNotes' | 'gateCodeMask' | 'dog' | 'fillLocation' | 'otherNotes'> | undefined): TankAccessNotes | null {
  if (!plan?.hasAccessNotes) return null;
  return { gate_code: plan.gateCodeMask, dog: plan.dog, fill_location: plan.fillLocation, other_notes: plan.otherNotes };
}

function planView(plan: Plan | undefined, pending: TankPlanView['pending']): TankPlanView {
  return {
    delivery_plan: plan?.deliveryPlan ?? 'unknown',
    access_notes: accessNotesOf(plan),
    away_from: plan?.awayFrom ?? null,
    away_to: plan?.awayTo ?? null,
    pending,
  };
}

/**
 * Each tank's plan by drop_id, with its requests still open (in a status the tenant's workflow
 * does not call final), oldest first. A tank with no row reads as unknown, without notes.
 */
export async function tankPlansOf(db: Db, tenant: LoadedTenant, accountId: string, dropIds: string[]): Promise<Map<string, TankPlanView>> {
  const plans = new Map<string, TankPlanView>();
  if (!dropIds.length) return plans;
  const rows = await db.select().from(tankPlans).where(and(eq(tankPlans.accountId, accountId), inArray(tankPlans.dropId, dropIds)));
  const final = itemWorkflow(tenant, 'tank_request').final;
  const open = await db
    .select({ id: workflowItems.id, contents: workflowItems.itemContents, createdAt: workflowItems.createdAt })
    .from(workflowItems)
    .where(
      and(
        eq(workflowItems.type, 'tank_request'),
        eq(workflowItems.accountId, accountId),
        final.length ? sql`${workflowItems.status} not in (${sql.join(final.map((id) => sql`${id}`), sql`, `)})` : undefined,
      ),
    )
    .orderBy(asc(workflowItems.createdAt), asc(workflowItems.id));
  const pending = new Map<string, TankPlanView['pending']>();
  for (const item of open) {
    const tankId = text(item.contents.tank_id);
    const kind = item.contents.kind as TankPlanView['pending'][number]['kind'];
    if (!dropIds.includes(tankId)) continue;
    const plan = item.contents.delivery_plan;
    pending.set(tankId, [
      ...(pending.get(tankId) ?? []),
      {
        request_id: item.id,
        kind,
        created_at: item.createdAt.toISOString(),
        delivery_plan: plan === 'automatic' || plan === 'will_call' ? plan : null,
        away_from: dateOrNull(item.contents.away_from),
        away_to: dateOrNull(item.contents.away_to),
      },
    ]);
  }
  for (const dropId of dropIds) plans.set(dropId, planView(rows.find((r) => r.dropId === dropId), pending.get(dropId) ?? []));
  return plans;
}

/** One tank's stored plan row for this account, if any (a row another account left behind is not this one's). */
async function storedPlan(db: Db, dropId: string, accountId: string): Promise<Plan | undefined> {
  const [plan] = await db.select().from(tankPlans).where(and(eq(tankPlans.dropId, dropId), eq(tankPlans.accountId, accountId)));
  return plan;
}

/**
 * Writes a change to a tank's plan row for `accountId`. A row an earlier account left (the tank has
 * moved, a house sold) is that account's — its notes, gate code and away dates are not the new
 * one's — so it is removed first and the new account's plan starts from nothing.
 */
async function writePlan(db: Db, tenantId: string, dropId: string, accountId: string, change: Partial<typeof tankPlans.$inferInsert>, now: Date): Promise<Plan> {
  const [held] = await db.select({ accountId: tankPlans.accountId }).from(tankPlans).where(eq(tankPlans.dropId, dropId)).for('update');
  if (held && held.accountId !== accountId) await db.delete(tankPlans).where(eq(tankPlans.dropId, dropId));
  const [plan] = await db
    .insert(tankPlans)
    .values({ tenantId, dropId, accountId, ...change, updatedAt: now })
    .onConflictDoUpdate({ target: [tankPlans.tenantId, tankPlans.dropId], set: { ...change, accountId, updatedAt: now } })
    .returning();
  return plan;
}

/**
 * What approving a tank request changes on the tank's plan (a switch, access notes over the ones
 * on file, an away period), answering the `tank.plan_changed` event with the whole plan as it now
 * stands, for the caller to emit last in the transaction (as emitEvent wants). A worried
 * customer's request changes nothing: null. A request is applied once: where a tenant's workflow
 * lets an approved request be reopened and approved again, the later approval (its step already
 * in workflow_history, as POST /workflow/advance writes it first) changes nothing — an older
 * request must not undo a newer one the tank has since followed.
 */
export async function applyTankRequest(db: Db, tenant: LoadedTenant, item: { id: number; accountId: string | null; itemContents: Record<string, unknown> }, now: Date): Promise<PortalEvent | null> {
  const c = item.itemContents;
  const kind = text(c.kind);
  const dropId = text(c.tank_id);
  if (kind === 'worried' || !dropId || !item.accountId) return null;
  const [{ approvals }] = await db.select({ approvals: count() }).from(workflowHistory).where(and(eq(workflowHistory.itemId, item.id), eq(workflowHistory.toStatus, APPROVED_STATUS)));
  if (approvals > 1) return null;
  let change: Partial<typeof tankPlans.$inferInsert>;
  if (kind === 'plan_switch') change = { deliveryPlan: c.delivery_plan === 'automatic' ? 'automatic' : 'will_call' };
  else if (kind === 'access_notes') {
    const sealed = (c[SEALED_KEY] as Record<string, SealedValue> | undefined)?.[GATE_CODE_FIELD] ?? null;
    // New notes add to those on file: a field left empty keeps the approved one (the form says so),
    // so a customer sending only a new gate code does not wipe where the fill is. The plan's mask is
    // made here, dots only, whatever mask the item holds.
    const given = (value: string, column: 'dog' | 'fillLocation' | 'otherNotes') => (value ? { [column]: value } : {});
    change = {
      hasAccessNotes: true,
      ...(sealed ? { gateCodeSealed: sealed, gateCodeMask: SECRET_MASK } : {}),
      ...given(text(c.dog), 'dog'),
      ...given(text(c.fill_location), 'fillLocation'),
      ...given(text(c.other_notes), 'otherNotes'),
    };
  } else if (kind === 'away') change = { awayFrom: dateOrNull(c.away_from), awayTo: dateOrNull(c.away_to) };
  else return null;
  // The request is the account's: a tank that has since left the account is not changed by it (staff decline it instead).
  const [onAccount] = await db.select({ dropId: drops.dropId }).from(drops).where(and(eq(drops.dropId, dropId), eq(drops.accountId, item.accountId)));
  if (!onAccount) throw new HttpProblem(409, 'TANK_NOT_ON_ACCOUNT', fillProblem('tankNotOnAccount', { tank: dropId, account: item.accountId }));
  const plan = await writePlan(db, tenant.id, dropId, item.accountId, change, now);
  return {
    type: 'tank.plan_changed',
    accountId: item.accountId,
    at: now,
    data: {
      request_id: item.id,
      account_id: item.accountId,
      tank_id: dropId,
      kind,
      delivery_plan: plan.deliveryPlan ?? 'unknown',
      access_notes: accessNotesOf(plan),
      away_from: plan.awayFrom,
      away_to: plan.awayTo,
      changed_at: now.toISOString(),
    },
  };
}

/** The notes a fuel order for this tank carries for its driver, with the sealed gate code for the order's own sealed answers; null when none were approved. */
export async function orderAccessNotes(db: Db, accountId: string, dropId: string | null | undefined): Promise<{ notes: TankAccessNotes; sealed: Record<string, SealedValue> } | null> {
  if (!dropId) return null;
  const plan = await storedPlan(db, dropId, accountId);
  const notes = accessNotesOf(plan);
  if (!notes || !plan) return null;
  return { notes, sealed: plan.gateCodeSealed ? { [GATE_CODE_FIELD]: plan.gateCodeSealed } : {} };
}

/** The supplier's import states a tank's plan: stored as stated (an unstated plan leaves the row as it is). */
export async function importDeliveryPlans(db: Db, tenantId: string, stated: { dropId: string; accountId: string; deliveryPlan: DeliveryPlan }[], now: Date): Promise<void> {
  for (const s of stated) await writePlan(db, tenantId, s.dropId, s.accountId, { deliveryPlan: s.deliveryPlan }, now);
}

/** The supplier's import deleted these tanks: their plans go too (the notes and the sealed gate code are the tank's). */
export async function removeTankPlans(db: Db, dropIds: string[]): Promise<void> {
  await db.delete(tankPlans).where(inArray(tankPlans.dropId, dropIds));
}
