import { and, eq } from 'drizzle-orm';
import { accounts, workflowItems } from '../../db/schema';
import { accessAskedMail, accessAskedText } from '../../mail/templates/account-claim';
import { accessRequestMail, supplierAddressOf } from '../../mail/templates/access-request';
import { tenantHandler } from '../../openapi/operation-types';
import { ownerChannel, tellOwner } from './claims/owner-contact';
import { identityMessages, normalizeEmail } from './messages';

/**
 * Someone who cannot prove an account asks for access: the request is stored for staff as an
 * access_request workflow item and mailed to the supplier. Nothing is mailed to the address in
 * the request — an anonymous form must not become a way to mail strangers. When the request names
 * an account of the tenant, the contact on file for it is told (once, with this request), so an
 * owner learns of a stranger asking before staff decide.
 */
export const requestSelfRegister = tenantHandler<'requestSelfRegister'>(async ({ body, db, tenant, services, form }) => {
  // Answers to fields the tenant added are kept apart, with the form version they were checked against.
  const { extra, ...contents } = body;
  const accountId = body.account_id?.trim() || null;
  const [item] = await db
    .insert(workflowItems)
    .values({
      tenantId: tenant.id,
      type: 'access_request',
      status: 'new',
      channel: 'portal',
      accountId,
      itemContents: contents,
      extra: extra ?? {},
      formName: form?.name,
      formVersion: form?.version,
    })
    .returning({ id: workflowItems.id });
  const baseUrl = services.publicBaseUrl(tenant);
  const supplier = supplierAddressOf(tenant);
  if (supplier) await services.mailer.queue(db, tenant, accessRequestMail(tenant, baseUrl, supplier, body, item.id, form?.document));
  if (accountId) {
    const [account] = await db
      .select({ accountId: accounts.accountId, email: accounts.email, cellPhone: accounts.cellPhone })
      .from(accounts)
      .where(and(eq(accounts.accountId, accountId), eq(accounts.isDeleted, false)));
    const channel = account && ownerChannel(tenant, account);
    const notice = account && { accountId: account.accountId, requesterEmail: normalizeEmail(body.email) };
    if (channel && notice) {
      await tellOwner(db, tenant, services, channel, { mail: (to) => accessAskedMail(tenant, baseUrl, to, notice), text: accessAskedText(tenant, notice), event: 'account.access_requested' });
    }
  }
  return { message: identityMessages.accessRequestSent };
});
