import { and, eq, sql } from 'drizzle-orm';
import { type NotificationRecipient, type NotifyMethod } from '../../engine/notifications';
import { toE164 } from '../../engine/notifications/sms-number';
import { languageOfTag, type Language } from '../../engine/i18n/languages';
import type { Db } from '../db/database';
import { users } from '../db/schema';

/** How to reach the customer an event is about: a user of the portal, or what a prospect wrote in the item. */
export interface CustomerContact {
  email?: string;
  phone?: string;
  /** Their profile's locale (a portal user's): what they are written to in. */
  locale?: string;
}

/** One message to send: by which method to which address (an email, or an E.164 number). */
export interface Delivery {
  method: NotifyMethod;
  to: string;
  /** The recipient's language, where the portal knows it (a user's profile); else the work's own. */
  language?: Language;
}

/** A role of a big tenant may hold many users; a notice to a role is for a team, not a mailing list. */
const ROLE_LIMIT = 200;

const contactOf = (user: { email: string; cellPhone: string; locale: string }): CustomerContact => ({ email: user.email, phone: user.cellPhone, locale: user.locale });

async function contactsFor(db: Db, recipient: NotificationRecipient, customer: CustomerContact): Promise<CustomerContact[]> {
  if (recipient.to === 'customer') return [customer];
  const columns = { email: users.email, cellPhone: users.cellPhone, locale: users.locale };
  if (recipient.to === 'role') return (await db.select(columns).from(users).where(and(eq(users.role, recipient.role ?? ''), eq(users.confirmed, true))).limit(ROLE_LIMIT)).map(contactOf);
  const [user] = await db.select(columns).from(users).where(eq(sql`lower(${users.email})`, (recipient.email ?? '').toLowerCase())).limit(1);
  // A user named by email who has since left still gets mail at that address; a text needs their number.
  return [user ? contactOf(user) : { email: recipient.email }];
}

/**
 * The messages a set of rules asks for, each address once per method: the same person reached as
 * the customer and through their role gets one mail. Methods the tenant does not offer
 * (settings.notification_methods) and contacts without an address for a method are skipped;
 * a phone number without + is read in `country` (the tenant's).
 */
export async function deliveriesFor(db: Db, recipients: readonly NotificationRecipient[], customer: CustomerContact, offered: readonly NotifyMethod[], country = 'US'): Promise<Delivery[]> {
  const seen = new Set<string>();
  const deliveries: Delivery[] = [];
  for (const recipient of recipients) {
    const methods = recipient.methods.filter((m) => offered.includes(m));
    if (!methods.length) continue;
    for (const contact of await contactsFor(db, recipient, customer)) {
      for (const method of methods) {
        const to = method === 'email' ? contact.email?.trim().toLowerCase() : toE164(contact.phone, country);
        if (!to || seen.has(`${method}:${to}`)) continue;
        seen.add(`${method}:${to}`);
        deliveries.push({ method, to, language: languageOfTag(contact.locale) });
      }
    }
  }
  return deliveries;
}
