import type { components } from '../../../../openapi/generated/tenant-api';
import type { FormDocument } from '../../../engine/forms';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import type { MailMessage } from '../mailer';
import { extraAnswerLines } from './extra-answers';
import { oneLine } from './text';

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
    `Name: ${name}`,
    `Email: ${oneLine(request.email)}`,
    `Phone: ${oneLine(request.phone) || '--'}`,
    `Account number: ${oneLine(request.account_id) || 'not given'}`,
    `Service address: ${oneLine(request.service_address) || 'not given'}`,
    ...extraAnswerLines(request.extra, form),
  ];
  return brandedMail(tenant, baseUrl, {
    to,
    subject: `Portal access request #${requestId} from ${name}`,
    paragraphs: [
      `${name} asked for access to ${tenant.config.settings.site_name} without an account number and ZIP code to prove it. The request waits for staff in the portal's access requests, where it can be approved or rejected.`,
      ...details,
      ...(request.message?.trim() ? [`Message: ${request.message.trim()}`] : []),
    ],
  });
}
