/**
 * Enrolments in the tenant's programs (issue 26): the budget plan and the pre-buy program. Each
 * is the consent record of one account's enrolment and the figures it agreed to; staff decide it
 * through its workflow item (type program_enrolment), whose status `approved` makes it the
 * account's plan. The item holds the same facts for the queue; this row is what the Overview reads.
 */
import { index, integer, jsonb, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantTable } from './tenant-table';
import { createdAt } from './columns';
import { PROGRAM_KINDS } from '../../../schemas/generated/enums';
import type { components } from '../../../openapi/generated/tenant-api';

export const programEnrolments = tenantTable(
  'program_enrolments',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    accountId: text('account_id').notNull(),
    program: text('program', { enum: PROGRAM_KINDS }).notNull(),
    /** The enrolment window it was made in, by its first day: one enrolment per account, program and window. */
    season: text('season').notNull(),
    /** The workflow item staff decide it with. */
    workflowItemId: integer('workflow_item_id').notNull(),
    /** The figures the server worked out and the customer agreed to. */
    figures: jsonb('figures').$type<components['schemas']['ProgramFigures']>().notNull(),
    signatureName: text('signature_name').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    serviceAddress: text('service_address').notNull(),
    termsVersion: text('terms_version').notNull(),
    /** The customer, or the staff member who entered it for them. */
    enteredByUserId: integer('entered_by_user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('program_enrolments_account').on(t.tenantId, t.accountId, t.program, t.season)],
);
