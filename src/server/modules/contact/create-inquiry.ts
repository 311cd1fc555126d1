import { and, eq } from 'drizzle-orm';
import { isPhone } from '../../../engine/validation';
import { hasPermission } from '../../../engine/layout/menu';
import { messages } from '../../../engine/messages/catalogue';
import { requireCaller, type Caller } from '../../auth/caller';
import type { Db } from '../../db/database';
import { accounts, userAccounts } from '../../db/schema';
import { HttpProblem, problems } from '../../http/problem';
import { departmentName, inquiryAddressOf, inquiryMail } from '../../mail/templates/inquiry';
import { tenantHandler } from '../../openapi/operation-types';
import { sealSubmission, submitItem } from '../../workflow/submit-item';
import { assertListed } from '../../reference-lists/lists';
import { isStaffRole } from '../../../engine/roles/roles';
import { fillProblem, problemMessages } from '../../../engine/messages/problems';

/**
 * A customer may name only an account linked to them; staff holding accounts:read any account of
 * the tenant. Anything else looks like no account at all (404), as elsewhere.
 */
async function assertAccountReachable(db: Db, caller: Caller, accountId: string): Promise<void> {
  const staff = isStaffRole(caller.role) && hasPermission(caller.permissions, 'accounts:read');
  const [found] = staff
    ? await db.select({ accountId: accounts.accountId }).from(accounts).where(eq(accounts.accountId, accountId))
    : await db
        .select({ accountId: userAccounts.accountId })
        .from(userAccounts)
        .where(and(eq(userAccounts.userId, caller.userId), eq(userAccounts.accountId, accountId)));
  if (!found) throw problems.notFound('Account');
}

/**
 * POST /inquiry: the message is stored as an inquiry workflow item (status new) for staff and
 * mailed to the supplier. The schema checks lengths; the rules it cannot express are here.
 */
export const createInquiry = tenantHandler<'createInquiry'>(async ({ db, tenant, caller, body, services, form }) => {
  const sender = requireCaller(caller);
  const types: readonly string[] = tenant.config.settings.inquiry_types ?? [];
  if (!types.includes(body.inquiry_type)) {
    throw new HttpProblem(422, 'UNKNOWN_INQUIRY_TYPE', fillProblem('unknownChoice', { what: problemMessages.whatInquiryType, value: body.inquiry_type, choices: types.join(', ') }), [
      { path: 'body/inquiry_type', message: fillProblem('mustBeOneOf', { choices: types.join(', ') }) },
    ]);
  }
  if (body.department !== undefined) assertListed(tenant, 'departments', body.department, 'body/department', 'UNKNOWN_DEPARTMENT');
  if (!body.message.trim()) throw new HttpProblem(400, 'VALUE_MISSING', `body/message ${messages.valueMissing}`, [{ path: 'body/message', message: messages.valueMissing }]);
  const phone = body.phone?.trim() ?? '';
  if (phone && !isPhone(phone)) {
    throw new HttpProblem(422, 'INVALID_PHONE', `body/phone ${messages.phoneInvalid}`, [{ path: 'body/phone', message: messages.phoneInvalid }]);
  }
  const accountId = body.account_id?.trim() || null;
  if (accountId) await assertAccountReachable(db, sender, accountId);

  const from = { name: sender.displayName, email: sender.email };
  // The tenant's extra answers are kept apart from the form's own fields; what the form marks sensitive is sealed before it goes anywhere.
  const { extra, ...fields } = body;
  const answers = sealSubmission(services, tenant.id, form, { ...fields, account_id: accountId, phone }, extra);
  await submitItem({ db, tenant, services }, {
    type: 'inquiry',
    answers,
    added: { from_name: from.name, from_email: from.email },
    accountId,
    userId: sender.userId,
    notify: async (item) => {
      const supplier = inquiryAddressOf(tenant);
      if (supplier) await services.mailer.queue(db, tenant, inquiryMail(tenant, services.publicBaseUrl(tenant), supplier, { ...answers.contents, extra: answers.extra } as typeof body, from, item.id, form?.document));
    },
    // What the inquiry mail tells the supplier's inbox, for its system.
    events: (item) => {
      const inquiry = answers.contents;
      const data = {
        request_id: item.id,
        account_id: accountId,
        user_id: sender.userId,
        status: item.status,
        inquiry_type: inquiry.inquiry_type,
        department: inquiry.department ?? null,
        department_name: inquiry.department ? departmentName(tenant, inquiry.department) : null,
        subject: inquiry.subject ?? '',
        message: inquiry.message,
        phone: inquiry.phone,
        from_name: from.name,
        from_email: from.email,
        extra: item.extra,
        created_at: item.createdAt.toISOString(),
      };
      return [{ type: 'inquiry.created', accountId, data }];
    },
  });
  return { message: messages.contactMessageSent };
});
