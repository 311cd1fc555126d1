import type { Transporter } from 'nodemailer';
import type { Db } from '../db/database';
import { outbox } from '../db/schema';
import type { LoadedTenant } from '../tenants/load-tenants';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes when it should not go back to the portal's sender (a customer's inquiry). */
  replyTo?: string;
}

export interface Mailer {
  /** Sends (when SMTP is configured) and always records the mail in the tenant's outbox. */
  send(db: Db, tenant: LoadedTenant, message: MailMessage): Promise<void>;
}

/** The tenant's sender: site_email_name <site_email_address>. */
export function senderOf(tenant: LoadedTenant): string {
  const { site_email_name: name, site_email_address: address } = tenant.config.settings;
  const from = address || `no-reply@${tenant.config.hosts[0] ?? `${tenant.id}.localhost`}`;
  return name ? `"${name.replace(/"/g, "'")}" <${from}>` : from;
}

/**
 * The default mailer: records every mail in the outbox; with an SMTP transport (SMTP_URL) it
 * also hands it over and records the result. A failing SMTP server never fails the request —
 * the outbox shows the error to the Admin.
 */
export function createMailer(transport?: Pick<Transporter, 'sendMail'>): Mailer {
  return {
    async send(db, tenant, { replyTo, ...message }) {
      const from = senderOf(tenant);
      let result = 'recorded';
      if (transport) {
        try {
          await transport.sendMail({ from, ...message, replyTo });
          result = 'sent';
        } catch (error) {
          result = `failed: ${(error as Error).message}`;
        }
      }
      await db.insert(outbox).values({ tenantId: tenant.id, from, ...message, transport: transport ? 'smtp' : 'outbox', result });
    },
  };
}

/** The mailer for SMTP_URL (smtp://user:pass@host:port), or the outbox alone without one. */
export async function mailerFromUrl(smtpUrl: string | undefined): Promise<Mailer> {
  if (!smtpUrl) return createMailer();
  const { createTransport } = await import('nodemailer');
  return createMailer(createTransport(smtpUrl));
}
