import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import type { MailMessage } from '../mailer';
import { screenUrl } from '../screen-url';
import { oneLine } from './text';

/**
 * What the contact on file of an account is told when someone claims the account for a portal
 * login (register-user, request-user-self-register, staff approving an access request): the code
 * to finish, a notice when the account already has a login, and a confirmation once one is linked.
 * The email the requester typed is named, so the owner can tell whether it was them. Every value
 * is escaped by brandedMail; texts stay one short line.
 */
export interface ClaimNotice {
  accountId: string;
  /** The address the requester typed (the login to be). */
  requesterEmail: string;
}

const site = (tenant: LoadedTenant) => oneLine(tenant.config.settings.site_name);
const callUs = (tenant: LoadedTenant) => {
  const phone = tenant.config.settings.customer_support_phone_number;
  return phone ? `please call us at ${oneLine(phone)}` : 'please call customer support';
};
const cut = (text: string) => (text.length > 320 ? `${text.slice(0, 319)}…` : text);

export function claimCodeMail(tenant: LoadedTenant, baseUrl: string, to: string, n: ClaimNotice, code: string): MailMessage {
  return brandedMail(tenant, baseUrl, {
    to,
    subject: `Your code to register for ${site(tenant)}: ${code}`,
    paragraphs: [
      'Hello,',
      `Someone asked to register a login for ${site(tenant)} on account ${oneLine(n.accountId)}, with the email address ${oneLine(n.requesterEmail)}.`,
      `If this was you, enter this code to finish: ${code}. It works once and expires in 15 minutes.`,
      `If this was not you, do not share the code with anyone: without it no login is linked to your account. If you keep receiving these messages, ${callUs(tenant)}.`,
    ],
  });
}

export const claimCodeText = (tenant: LoadedTenant, n: ClaimNotice, code: string): string =>
  cut(`${site(tenant)}: ${code} is your code to register a login for account ${oneLine(n.accountId)} as ${oneLine(n.requesterEmail)}. Expires in 15 min. Not you? Do not share it.`);

/** The account already has a portal login: no code, a notice (and the way back in for the owner). */
export function claimRefusedMail(tenant: LoadedTenant, baseUrl: string, to: string, n: ClaimNotice): MailMessage {
  return brandedMail(tenant, baseUrl, {
    to,
    subject: `Someone tried to register a login for your account on ${site(tenant)}`,
    paragraphs: [
      'Hello,',
      `Someone tried to register a login for ${site(tenant)} on account ${oneLine(n.accountId)}, with the email address ${oneLine(n.requesterEmail)}. The account already has a portal login, so nothing was changed.`,
      'If this was you, log in with your existing login, or use Forgot Password if you do not remember the password.',
      `If this was not you, you do not need to do anything; if you are concerned, ${callUs(tenant)}.`,
    ],
    action: { label: 'Forgot Password', url: screenUrl(tenant.layout, baseUrl, 'forgotPassword') },
  });
}

export const claimRefusedText = (tenant: LoadedTenant, n: ClaimNotice): string =>
  cut(`${site(tenant)}: someone tried to register a login for account ${oneLine(n.accountId)} as ${oneLine(n.requesterEmail)}. It already has one; nothing changed. Forgot your password? Use Forgot Password.`);

/** A login was linked to the account (by its code, or by staff approving a request). */
export function claimLinkedMail(tenant: LoadedTenant, baseUrl: string, to: string, n: ClaimNotice): MailMessage {
  return brandedMail(tenant, baseUrl, {
    to,
    subject: `A login was linked to your account on ${site(tenant)}`,
    paragraphs: [
      'Hello,',
      `The login ${oneLine(n.requesterEmail)} now has access to account ${oneLine(n.accountId)} in ${site(tenant)}: it can see statements and the contact details on file, pay and order fuel.`,
      `If you did not ask for this, ${callUs(tenant)} right away.`,
    ],
  });
}

export const claimLinkedText = (tenant: LoadedTenant, n: ClaimNotice): string =>
  cut(`${site(tenant)}: the login ${oneLine(n.requesterEmail)} now has access to account ${oneLine(n.accountId)}. Not you? Call us right away.`);

/** Someone asked staff for access to the account (request-user-self-register). */
export function accessAskedMail(tenant: LoadedTenant, baseUrl: string, to: string, n: ClaimNotice): MailMessage {
  return brandedMail(tenant, baseUrl, {
    to,
    subject: `Someone asked for portal access to your account on ${site(tenant)}`,
    paragraphs: [
      'Hello,',
      `Someone asked us for access to account ${oneLine(n.accountId)} in ${site(tenant)}, giving the email address ${oneLine(n.requesterEmail)}. Our staff review every such request before any access is given.`,
      `If this was you, there is nothing more to do. If it was not, ${callUs(tenant)}.`,
    ],
  });
}

export const accessAskedText = (tenant: LoadedTenant, n: ClaimNotice): string =>
  cut(`${site(tenant)}: someone asked for portal access to account ${oneLine(n.accountId)} as ${oneLine(n.requesterEmail)}. Staff review it first. Not you? Call us.`);
