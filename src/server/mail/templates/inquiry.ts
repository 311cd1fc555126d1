import type { components } from '../../../../openapi/generated/tenant-api';
import type { FormDocument } from '../../../engine/forms';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import type { MailMessage } from '../mailer';
import { extraAnswerLines } from './extra-answers';
import { oneLine } from './text';
import { referenceList } from '../../reference-lists/lists';
import { fillMailNotice, mailNoticeMessages } from '../../../engine/messages/mail-notices';
import { translatedText } from '../../../engine/messages/data-texts';

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
 * HTML, and oneLine keeps line breaks out of the subject. The department and the inquiry type are
 * the tenant's words: in the mail's language where the tenant translated them (issue 24).
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
  const type = oneLine(translatedText(inquiry.inquiry_type));
  const subject = oneLine(inquiry.subject);
  const name = oneLine(sender.name) || oneLine(sender.email);
  const mail = brandedMail(tenant, baseUrl, {
    to,
    subject: fillMailNotice(subject ? 'inquirySubjectWith' : 'inquirySubject', { type, id: itemId, name, subject }),
    paragraphs: [
      fillMailNotice('inquiryBody', { name, site: tenant.config.settings.site_name, email: oneLine(sender.email) }),
      ...(inquiry.department ? [fillMailNotice('lineDepartment', { value: translatedText(departmentName(tenant, inquiry.department)) })] : []),
      fillMailNotice('lineType', { value: type }),
      fillMailNotice('lineAccount', { value: oneLine(inquiry.account_id ?? '') || mailNoticeMessages.notGiven }),
      fillMailNotice('lineEmail', { value: oneLine(sender.email) }),
      fillMailNotice('linePhone', { value: oneLine(inquiry.phone) || '--' }),
      ...(subject ? [fillMailNotice('lineSubject', { value: subject })] : []),
      fillMailNotice('lineMessage', { value: inquiry.message.trim() }),
      ...extraAnswerLines(inquiry.extra, form),
    ],
  });
  // The supplier answers with their mail client's Reply: it must reach the customer, not the portal.
  return { ...mail, replyTo: oneLine(sender.email) };
}
