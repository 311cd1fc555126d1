import { eq } from 'drizzle-orm';
import { itemTypeLabel, statusLabel, workflowConfigOf, workflowEventKeys } from '../../engine/notifications';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { workflowStatusMail, workflowStatusText } from '../mail/templates/workflow-status';
import type { LoadedTenant } from '../tenants/load-tenants';
import type { Services } from '../services';
import { notify } from './notify';
import type { CustomerContact } from './recipients';

/** A workflow item that has just moved from one status to another (POST /workflow/advance). */
export interface WorkflowTransition {
  itemType: 'inquiry' | 'account_application' | 'credit_application' | 'fuel_order' | 'tank_request' | 'program_enrolment' | 'access_request';
  requestId: number;
  fromStatus: string;
  toStatus: string;
  comment: string | null;
  /** The customer who submitted the item, if signed in when they did. */
  userId: number | null;
  /** The item's answers (an email or phone a prospect gave lives here). */
  itemContents: Record<string, unknown>;
}

const EMAIL_KEYS = ['email', 'from_email'];
/** What an item is about, as its mail names it: a tank request's tank, a fuel order's (one level down), an enrolment's program, an inquiry's subject. */
const ABOUT_KEYS = ['drop_name', 'program_label', 'subject'];
/** An about longer than this is cut: it is a name, not the message. */
const ABOUT_MAX = 80;
const PHONE_KEYS = ['cell_phone', 'cell', 'mobile_phone', 'phone', 'home_phone'];

/** The first string under one of `keys`, at the top of the answers or one object down (applicant, registration_info…). */
function answerOf(contents: Record<string, unknown>, keys: readonly string[]): string | undefined {
  const levels = [contents, ...Object.values(contents).filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v))];
  for (const level of levels) {
    for (const key of keys) {
      const value = level[key];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return undefined;
}

function aboutOf(contents: Record<string, unknown>): string | undefined {
  const about = answerOf(contents, ABOUT_KEYS);
  return about && about.length > ABOUT_MAX ? `${about.slice(0, ABOUT_MAX - 1)}…` : about;
}

/** The submitter: their user's email and cell phone, else what a prospect wrote in the item. */
async function submitterOf(db: Db, transition: WorkflowTransition): Promise<CustomerContact> {
  const given = { email: answerOf(transition.itemContents, EMAIL_KEYS), phone: answerOf(transition.itemContents, PHONE_KEYS) };
  if (transition.userId === null) return given;
  const [user] = await db.select({ email: users.email, cellPhone: users.cellPhone, locale: users.locale }).from(users).where(eq(users.id, transition.userId));
  return user ? { email: user.email, phone: user.cellPhone || given.phone, locale: user.locale } : given;
}

/**
 * Tells whoever the tenant's notification configuration selects that a workflow item moved, in
 * the transaction of the move (mail and text go through their outboxes, so nothing is sent for a
 * move that is rolled back). Owned by the notifications module.
 */
export async function onWorkflowTransition(ctx: { db: Db; tenant: LoadedTenant; services: Services }, transition: WorkflowTransition): Promise<void> {
  const workflow = workflowConfigOf(ctx.tenant.data.workflow);
  const keys = workflowEventKeys(workflow, transition.itemType, transition.toStatus);
  // Worded per recipient, in their language: the item type's and the status's labels too.
  const change = () => ({
    typeLabel: itemTypeLabel(transition.itemType),
    requestId: transition.requestId,
    statusLabel: statusLabel(workflow, transition.itemType, transition.toStatus),
    comment: transition.comment,
    about: aboutOf(transition.itemContents),
  });
  const baseUrl = ctx.services.publicBaseUrl(ctx.tenant);
  await notify(ctx, {
    keys,
    event: keys[0],
    customer: await submitterOf(ctx.db, transition),
    mail: (to) => workflowStatusMail(ctx.tenant, baseUrl, to, change()),
    text: () => workflowStatusText(ctx.tenant, change()),
  });
}
