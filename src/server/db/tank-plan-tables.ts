/**
 * A tank's delivery plan (issue 26, "delivery plan in plain sight"): automatic or will-call as the
 * supplier's import states it or an approved request sets it, the approved access notes for the
 * driver (the gate code sealed, its mask beside it) and an away period. One row per tank, made when
 * something is first stated; no row reads as an unknown plan with no notes.
 */
import { boolean, date, jsonb, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantTable } from './tenant-table';
import { at } from './columns';
import { DELIVERY_PLANS } from '../../../schemas/generated/enums';
import type { SealedValue } from '../sensitive/seal';

export const tankPlans = tenantTable(
  'tank_plans',
  {
    dropId: text('drop_id').notNull(),
    accountId: text('account_id').notNull(),
    /** null: not stated yet (the card says unknown). */
    deliveryPlan: text('delivery_plan', { enum: DELIVERY_PLANS }),
    /** The gate code sealed as the request's answer was (field gate_code), so a fuel order's reveal opens it. */
    gateCodeSealed: jsonb('gate_code_sealed').$type<SealedValue>(),
    gateCodeMask: text('gate_code_mask').notNull().default(''),
    dog: text('dog').notNull().default(''),
    fillLocation: text('fill_location').notNull().default(''),
    otherNotes: text('other_notes').notNull().default(''),
    /** Access notes were approved for the tank (until then the card and orders show none). */
    hasAccessNotes: boolean('has_access_notes').notNull().default(false),
    awayFrom: date('away_from', { mode: 'string' }),
    awayTo: date('away_to', { mode: 'string' }),
    updatedAt: at('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.dropId] })],
);
