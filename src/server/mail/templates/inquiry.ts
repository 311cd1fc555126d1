import type { components } from '../../../../openapi/generated/tenant-api';
import type { FormDocument } from '../../../engine/forms';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import type { MailMessage } from '../mailer';
import { extraAnswerLines } from './extra-answers';
import { oneLine } from './text';
import { referenceList } from '../../reference-lists/lists';

type InquiryRequest = components['schemas']['InquiryRequest'];

/** Who sent the inquiry, as the customer's session knows them. */
export interface InquirySender {
  name: string;
  email: string;
}

/** Where the supplier reads customer messages: settings.feedback_email, else the portal's own address. */
export function inquiryAddressOf(tenant: LoadedTenant): string | undefined {
  const settings = tenant.config.settings;
  return settings.feedback_email || settings.site_email_address || undefined;
}

/**
 * Tells the supplier what a customer wrote on /contact, with the answers to the fields the tenant
 * added under their labels. Every value is the customer's own text: brandedMail escapes it in
 * HTML, and oneLine keeps line breaks out of the subject.
 */
/** The department's name in the tenant's list (the id was checked against it before the mail is made). */
export const departmentName = (tenant: LoadedTenant, id: string) => referenceList(tenant, 'departments').find((d) => d.id === id)?.name ?? id;

export function inquiryMail(
  tenant: LoadedTenant,
  baseUrl: string,
  to: string,
  inquiry: InquiryRequest,
  sender: InquirySender,
  itemId: number,
  form?: FormDocument,
): MailMessage {
  const type = oneLine(inquiry.inquiry_type);
  const subject = oneLine(inquiry.subject);
  const name = oneLine(sender.name) || oneLine(sender.email);
  const mail = brandedMail(tenant, baseUrl, {
    to,
    subject: `${type} inquiry #${itemId} from ${name}${subject ? `: ${subject}` : ''}`,
    paragraphs: [
      `${name} sent a message through ${tenant.config.settings.site_name}. Reply to ${oneLine(sender.email)}; the inquiry also waits for staff in the portal's inquiries.`,
      ...(inquiry.department ? [`Department: ${departmentName(tenant, inquiry.department)}`] : []),
      `Type: ${type}`,
      `Account: ${oneLine(inquiry.account_id ?? '') || 'not given'}`,
      `Email: ${oneLine(sender.email)}`,
      `Phone: ${oneLine(inquiry.phone) || '--'}`,
      ...(subject ? [`Subject: ${subject}`] : []),
      `Message: ${inquiry.message.trim()}`,
      ...extraAnswerLines(inquiry.extra, form),
    ],
  });
  // The supplier answers with their mail client's Reply: it must reach the customer, not the portal.
  return { ...mail, replyTo: oneLine(sender.email) };
}
