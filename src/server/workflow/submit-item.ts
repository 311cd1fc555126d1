import { sensitiveFields } from '../../engine/forms';
import { isWorkflowItemType } from '../../engine/workflow';
import type { SubmittedForm } from '../config/form-answers';
import type { Db } from '../db/database';
import { workflowItems } from '../db/schema';
import { emitEvent, type PortalEvent } from '../events/emit-event';
import { SEALED_KEY, sealAnswers } from '../sensitive/seal-answers';
import type { SealedValue } from '../sensitive/seal';
import type { Services } from '../services';
import type { LoadedTenant } from '../tenants/load-tenants';
import { initialStatus } from './tenant-workflow';

declare const sealedBrand: unique symbol;

/** Every kind of item a customer submits: the workflow's queues, and access requests (which users/access-requests work, outside the workflow document). */
export type SubmittedItemType = (typeof workflowItems.$inferInsert)['type'];

/**
 * A customer's answers as they may be kept anywhere: every answer the effective form (the
 * tenant's published form.<id>, overrides included) marks sensitive is sealed and its mask stands
 * in its place, with the form name and version they were checked against. Plain JSON, so an
 * outside-steps plan can keep it with the Idempotency-Key; only `sealSubmission` makes one (the
 * brand), so no module can store answers it did not seal.
 */
export type SealedSubmission<C extends object = Record<string, unknown>> = {
  form: { name: string; version: number } | null;
  /** The form's own answers, sensitive ones masked. */
  contents: C;
  /** The tenant's added answers, sensitive ones masked. */
  extra: Record<string, unknown>;
  /** The sealed answers by field (an added one as extra.<id>): what reveal opens. */
  sealed: Record<string, SealedValue>;
  readonly [sealedBrand]: true;
};

/** Seals what the effective form marks sensitive, before the answers go anywhere (a plan, a mail, an event, an item). */
export function sealSubmission<C extends object>(
  services: Pick<Services, 'fieldKey'>,
  tenantId: string,
  form: SubmittedForm | null | undefined,
  contents: C,
  extra: Record<string, unknown> | undefined,
): SealedSubmission<C> {
  const sensitive = form ? sensitiveFields(form.document) : [];
  // Only text fields can be sensitive (checkFormOverride), so a masked answer keeps its field's type.
  const sealed = sealAnswers(services.fieldKey, tenantId, sensitive, contents as Record<string, unknown>, extra ?? {});
  return { form: form ? { name: form.name, version: form.version } : null, contents: sealed.contents as C, extra: sealed.extra, sealed: sealed.sealed } as SealedSubmission<C>;
}

/** A stored submission as staff, mails and events read it: masks in place, never the sealed values. */
export interface SubmittedItem<C extends object = Record<string, unknown>> {
  id: number;
  type: SubmittedItemType;
  status: string;
  createdAt: Date;
  contents: C & Record<string, unknown>;
  extra: Record<string, unknown>;
  form: { name: string; version: number } | null;
}

export interface ItemSubmission<C extends object> {
  type: SubmittedItemType;
  answers: SealedSubmission<C>;
  /** What the server stores beside the answers (labels, ids, prices, the kind): never an answer a form asked for. */
  added?: Record<string, unknown>;
  accountId?: string | null;
  userId?: number | null;
  /** What the submission tells people (mails, texts) once the item has its id, before its events. */
  notify?: (item: SubmittedItem<C>) => Promise<void>;
  /** The events that leave with it (built from the masked item), written last in the transaction. */
  events?: (item: SubmittedItem<C>) => Omit<PortalEvent, 'at'>[];
}

/**
 * The one way anything a customer submits becomes a workflow item: stamped with the form and
 * version it was made on and the tenant's initial status, stored with its sealed answers apart
 * (item_contents._sealed, which reveal opens and no listing shows), then its notices, then its
 * events — last, as emitEvent's per-tenant lock wants.
 */
export async function submitItem<C extends object>(
  { db, tenant, services }: { db: Db; tenant: LoadedTenant; services: Pick<Services, 'now'> },
  submission: ItemSubmission<C>,
): Promise<SubmittedItem<C>> {
  const { answers } = submission;
  const contents = { ...answers.contents, ...submission.added } as C & Record<string, unknown>;
  const [row] = await db
    .insert(workflowItems)
    .values({
      tenantId: tenant.id,
      type: submission.type,
      // An access request has no workflow of its own: it starts new, as it always has.
      status: isWorkflowItemType(submission.type) ? initialStatus(tenant, submission.type) : 'new',
      channel: 'portal',
      accountId: submission.accountId ?? null,
      userId: submission.userId ?? null,
      itemContents: Object.keys(answers.sealed).length ? { ...contents, [SEALED_KEY]: answers.sealed } : contents,
      extra: answers.extra,
      formName: answers.form?.name,
      formVersion: answers.form?.version,
    })
    .returning({ id: workflowItems.id, status: workflowItems.status, createdAt: workflowItems.createdAt });
  const item: SubmittedItem<C> = { id: row.id, type: submission.type, status: row.status, createdAt: row.createdAt, contents, extra: answers.extra, form: answers.form };
  await submission.notify?.(item);
  const at = services.now();
  for (const event of submission.events?.(item) ?? []) await emitEvent(db, tenant.id, { ...event, at });
  return item;
}
