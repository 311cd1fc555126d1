import type { LoadedTenant } from '../../tenants/load-tenants';
import { brandedMail } from '../layout';
import type { MailMessage } from '../mailer';
import { screenUrl } from '../screen-url';
import { oneLine } from './text';
import { fillMailIdentity, mailIdentityMessages } from '../../../engine/messages/mail-identity';

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
  return phone ? fillMailIdentity('callUs', { phone: oneLine(phone) }) : mailIdentityMessages.callSupport;
};
/** The values every claim notice names, one short line each. */
const words = (tenant: LoadedTenant, n: ClaimNotice) => ({ site: site(tenant), account: oneLine(n.accountId), email: oneLine(n.requesterEmail) });
const cut = (text: string) => (text.length > 320 ? `${text.slice(0, 319)}…` : text);

export function claimCodeMail(tenant: LoadedTenant, baseUrl: string, to: string, n: ClaimNotice, code: string): MailMessage {
  return brandedMail(tenant, baseUrl, {
    to,
    subject: fillMailIdentity('claimCodeSubject', { site: site(tenant), code }),
    paragraphs: [
      mailIdentityMessages.greeting,
      fillMailIdentity('claimCodeAsked', words(tenant, n)),
      fillMailIdentity('claimCodeEnter', { code }),
      fillMailIdentity('claimCodeNotYou', { callUs: callUs(tenant) }),
    ],
  });
}

export const claimCodeText = (tenant: LoadedTenant, n: ClaimNotice, code: string): string =>
  cut(fillMailIdentity('claimCodeText', { ...words(tenant, n), code }));

/** The account already has a portal login: no code, a notice (and the way back in for the owner). */
export function claimRefusedMail(tenant: LoadedTenant, baseUrl: string, to: string, n: ClaimNotice): MailMessage {
  return brandedMail(tenant, baseUrl, {
    to,
    subject: fillMailIdentity('claimRefusedSubject', { site: site(tenant) }),
    paragraphs: [
      mailIdentityMessages.greeting,
      fillMailIdentity('claimRefusedBody', words(tenant, n)),
      mailIdentityMessages.knownLoginAdvice,
      fillMailIdentity('notYouConcerned', { callUs: callUs(tenant) }),
    ],
    action: { label: mailIdentityMessages.forgotPassword, url: screenUrl(tenant.layout, baseUrl, 'forgotPassword') },
  });
}

export const claimRefusedText = (tenant: LoadedTenant, n: ClaimNotice): string =>
  cut(fillMailIdentity('claimRefusedText', words(tenant, n)));

/** A login was linked to the account (by its code, or by staff approving a request). */
export function claimLinkedMail(tenant: LoadedTenant, baseUrl: string, to: string, n: ClaimNotice): MailMessage {
  return brandedMail(tenant, baseUrl, {
    to,
    subject: fillMailIdentity('claimLinkedSubject', { site: site(tenant) }),
    paragraphs: [mailIdentityMessages.greeting, fillMailIdentity('claimLinkedBody', words(tenant, n)), fillMailIdentity('claimLinkedNotYou', { callUs: callUs(tenant) })],
  });
}

export const claimLinkedText = (tenant: LoadedTenant, n: ClaimNotice): string =>
  cut(fillMailIdentity('claimLinkedText', words(tenant, n)));

/** Someone asked staff for access to the account (request-user-self-register). */
export function accessAskedMail(tenant: LoadedTenant, baseUrl: string, to: string, n: ClaimNotice): MailMessage {
  return brandedMail(tenant, baseUrl, {
    to,
    subject: fillMailIdentity('accessAskedSubject', { site: site(tenant) }),
    paragraphs: [mailIdentityMessages.greeting, fillMailIdentity('accessAskedBody', words(tenant, n)), fillMailIdentity('accessAskedNotYou', { callUs: callUs(tenant) })],
  });
}

export const accessAskedText = (tenant: LoadedTenant, n: ClaimNotice): string =>
  cut(fillMailIdentity('accessAskedText', words(tenant, n)));
