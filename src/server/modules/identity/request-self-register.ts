import { workflowItems } from '../../db/schema';
import { accessRequestMail, supplierAddressOf } from '../../mail/templates/access-request';
import { tenantHandler } from '../../openapi/operation-types';
import { identityMessages } from './messages';

/**
 * Someone who cannot prove an account asks for access: the request is stored for staff as an
 * access_request workflow item and mailed to the supplier. Nothing is mailed to the address in
 * the request — an anonymous form must not become a way to mail strangers.
 */
export const requestSelfRegister = tenantHandler<'requestSelfRegister'>(async ({ body, db, tenant, services, form }) => {
  // Answers to fields the tenant added are kept apart, with the form version they were checked against.
  const { extra, ...contents } = body;
  const [item] = await db
    .insert(workflowItems)
    .values({
      tenantId: tenant.id,
      type: 'access_request',
      status: 'new',
      channel: 'portal',
      accountId: body.account_id?.trim() || null,
      itemContents: contents,
      extra: extra ?? {},
      formName: form?.name,
      formVersion: form?.version,
    })
    .returning({ id: workflowItems.id });
  const supplier = supplierAddressOf(tenant);
  if (supplier) await services.mailer.queue(db, tenant, accessRequestMail(tenant, services.publicBaseUrl(tenant), supplier, body, item.id, form?.document));
  return { message: identityMessages.accessRequestSent };
});
