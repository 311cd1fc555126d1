import type { components } from '../../../../openapi/generated/tenant-api';
import type { FormDocument } from '../../../engine/forms';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import type { MailMessage } from '../mailer';
import { extraAnswerLines } from './extra-answers';
import { oneLine } from './text';
import { fillMailIdentity, mailIdentityMessages } from '../../../engine/messages/mail-identity';

type SelfRegisterRequest = components['schemas']['SelfRegisterRequest'];

/** Where the supplier reads access requests: the billing support address, else the portal's own. */
export function supplierAddressOf(tenant: LoadedTenant): string | undefined {
  const settings = tenant.config.settings;
  return settings.customer_support_billing_email || settings.site_email_address || undefined;
}

/**
 * Tells the supplier that someone who could not prove an account asks for portal access, with
 * the answers to the fields the tenant added to the form under their labels.
 */
export function accessRequestMail(tenant: LoadedTenant, baseUrl: string, to: string, request: SelfRegisterRequest, requestId: number, form?: FormDocument): MailMessage {
  const name = `${oneLine(request.first_name)} ${oneLine(request.last_name)}`.trim();
  const details = [
    fillMailIdentity('lineName', { value: name }),
    fillMailIdentity('lineEmail', { value: oneLine(request.email) }),
    fillMailIdentity('linePhone', { value: oneLine(request.phone) || '--' }),
    fillMailIdentity('lineAccountNumber', { value: oneLine(request.account_id) || mailIdentityMessages.notGiven }),
    fillMailIdentity('lineServiceAddress', { value: oneLine(request.service_address) || mailIdentityMessages.notGiven }),
    ...extraAnswerLines(request.extra, form),
  ];
  return brandedMail(tenant, baseUrl, {
    to,
    subject: fillMailIdentity('accessRequestSubject', { id: requestId, name }),
    paragraphs: [
      fillMailIdentity('accessRequestBody', { name, site: tenant.config.settings.site_name }),
      ...details,
      ...(request.message?.trim() ? [fillMailIdentity('lineMessage', { value: request.message.trim() })] : []),
    ],
  });
}
