import { isEmail } from '../../engine/validation/email';
import { toE164 } from '../../engine/notifications/sms-number';
import type { Db } from '../db/database';
import type { MailMessage } from '../mail/mailer';
import { tenantCountryOf } from './tenant-country';
import type { Services } from '../services';
import type { LoadedTenant } from '../tenants/load-tenants';
import { notifyMethodsOf, type NotifyMethod } from './alert-options';

/** The contact on file of an account, as its row holds it. */
export interface AccountContact {
  email: string;
  cellPhone: string;
}

/** Where a message to the contact on file goes: an email address, or an E.164 number for a text. */
export interface OwnerChannel {
  method: NotifyMethod;
  to: string;
}

/**
 * How to reach the person on file for an account: by the method asked for when the account has an
 * address for it (a text only where the tenant sends texts), else by the other one; undefined when
 * the account has neither. Never an address a requester typed.
 */
export function ownerChannel(tenant: LoadedTenant, contact: AccountContact, preferred: NotifyMethod = 'email'): OwnerChannel | undefined {
  const email = contact.email.trim().toLowerCase();
  const mail = email && isEmail(email) ? email : undefined;
  const cell = notifyMethodsOf(tenant).includes('text') ? toE164(contact.cellPhone, tenantCountryOf(tenant)) : undefined;
  if (preferred === 'text' && cell) return { method: 'text', to: cell };
  if (mail) return { method: 'email', to: mail };
  return cell ? { method: 'text', to: cell } : undefined;
}

/** What to say, in the words of each method. */
export interface OwnerMessage {
  mail(to: string): MailMessage;
  text: string;
  /** Recorded with a text in the text outbox. */
  event: string;
}

/** Queues the message to the contact on file in the caller's transaction: nothing leaves if it rolls back. */
export async function tellOwner(db: Db, tenant: LoadedTenant, services: Services, channel: OwnerChannel, message: OwnerMessage): Promise<void> {
  if (channel.method === 'email') await services.mailer.queue(db, tenant, message.mail(channel.to));
  else await services.sms.queue(db, tenant.id, { to: channel.to, body: message.text, event: message.event });
}
