/**
 * The demo's delivery plans (issue 26): the supplier's import states each tank's plan (a
 * customer's tanks alternate automatic and will-call, so the demo customer has one of each), and
 * the demo customer has one request waiting for staff: to switch their will-call tank to automatic.
 * Tanks alternate automatic and will-call in the order the generator makes them, so a customer's
 * tanks on consecutive accounts (the demo customer's two) include one of each.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { drops, tankPlans, workflowItems } from '../db/schema';
import type { DeliveryPlan } from '../../../schemas/generated/enums';
import { ephemeralFieldKey } from '../sensitive/field-key';
import type { LoadedTenant } from '../tenants/load-tenants';
import { sealSubmission, submitItem } from '../workflow/submit-item';

/** The plan the seed's import states for the `index`-th tank generated (0-based). */
export const seededPlanOf = (index: number): DeliveryPlan => (index % 2 === 0 ? 'automatic' : 'will_call');

/** A pending plan switch on the demo customer's first will-call tank, unless it already has one. */
export async function seedDemoPlanRequest(db: Db, tenant: LoadedTenant, accountIds: readonly string[], userId: number | null): Promise<void> {
  if (!accountIds.length) return;
  const [tank] = await db
    .select({ dropId: drops.dropId, dropName: drops.dropName, accountId: drops.accountId })
    .from(drops)
    .innerJoin(tankPlans, and(eq(tankPlans.tenantId, drops.tenantId), eq(tankPlans.dropId, drops.dropId)))
    .where(and(inArray(drops.accountId, [...accountIds]), eq(tankPlans.deliveryPlan, 'will_call')))
    .orderBy(drops.accountId, drops.dropId)
    .limit(1);
  if (!tank) return;
  const [existing] = await db.select({ id: workflowItems.id }).from(workflowItems).where(and(eq(workflowItems.type, 'tank_request'), eq(workflowItems.accountId, tank.accountId)));
  if (existing) return;
  // Through the one submission path, as the portal stores a customer's request (its answers have nothing to seal; no event: the seed's past is no news).
  const answers = sealSubmission({ fieldKey: ephemeralFieldKey() }, tenant.id, null, { delivery_plan: 'automatic', note: 'We ran low last winter: please keep us filled.' }, {});
  await submitItem({ db, tenant, services: { now: () => new Date() } }, {
    type: 'tank_request',
    answers,
    added: { kind: 'plan_switch', tank_id: tank.dropId, drop_name: tank.dropName },
    accountId: tank.accountId,
    userId,
  });
}
