import { and, eq } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import { accessAskedMail, accessAskedText } from '../../mail/templates/account-claim';
import { accessRequestMail, supplierAddressOf } from '../../mail/templates/access-request';
import { tenantHandler } from '../../openapi/operation-types';
import { sealSubmission, submitItem } from '../../workflow/submit-item';
import { ownerChannel, tellOwner } from '../../notifications/owner-contact';
import { identityMessages, normalizeEmail } from '../../auth/identity-messages';

/**
 * Someone who cannot prove an account asks for access: the request is stored for staff as an
 * access_request workflow item and mailed to the supplier. Nothing is mailed to the address in
 * the request — an anonymous form must not become a way to mail strangers. When the request names
 * an account of the tenant, the contact on file for it is told (once, with this request), so an
 * owner learns of a stranger asking before staff decide.
 */
export const requestSelfRegister = tenantHandler<'requestSelfRegister'>(async ({ body, db, tenant, services, form }) => {
  // Answers to fields the tenant added are kept apart; what the form marks sensitive is sealed before it is stored or mailed.
  const { extra, ...fields } = body;
  const accountId = body.account_id?.trim() || null;
  const answers = sealSubmission(services, tenant.id, form, fields, extra);
  const baseUrl = services.publicBaseUrl(tenant);
  await submitItem({ db, tenant, services }, {
    type: 'access_request',
    answers,
    accountId,
    notify: async (item) => {
      const supplier = supplierAddressOf(tenant);
      if (supplier) await services.mailer.queue(db, tenant, accessRequestMail(tenant, baseUrl, supplier, { ...answers.contents, extra: answers.extra } as typeof body, item.id, form?.document));
    },
  });
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
