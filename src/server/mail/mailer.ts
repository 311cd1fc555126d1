import type { Transporter } from 'nodemailer';
import { hashKey } from '../auth/sessions';
import type { Db } from '../db/database';
import { outbox, type MailAttachmentRef } from '../db/schema';
import type { LoadedTenant } from '../tenants/load-tenants';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes when it should not go back to the portal's sender (a customer's inquiry). */
  replyTo?: string;
  /** The one-time key a link in the mail carries: the outbox masks it once it is used or expired, and never keeps it once SMTP has the mail. */
  secret?: string;
  /** Files drawn when the mail is sent (a receipt PDF), by what they are drawn from. */
  attachments?: MailAttachmentRef[];
}

/** What the worker hands mail to: nodemailer's transport (SMTP_URL), or a test's. */
export type MailTransport = Pick<Transporter, 'sendMail'>;

export interface Mailer {
  /**
   * Records the mail in the tenant's outbox, in the caller's transaction: `pending` for the worker
   * to send once that transaction commits, or `recorded` without SMTP, where the outbox is the delivery.
   */
  queue(db: Db, tenant: LoadedTenant, message: MailMessage): Promise<void>;
  /** Called once a transaction committed: wakes the worker when it queued mail, so mail waits for no timer. */
  committed(db: Db): void;
  /** Registers what `committed` wakes (the outbox worker). */
  onQueued(listener: () => void): void;
}

/** The tenant's sender: site_email_name <site_email_address>. */
export function senderOf(tenant: LoadedTenant): string {
  const { site_email_name: name, site_email_address: address } = tenant.config.settings;
  const from = address || `no-reply@${tenant.config.hosts[0] ?? `${tenant.id}.localhost`}`;
  return name ? `"${name.replace(/"/g, "'")}" <${from}>` : from;
}

/**
 * The mailer handlers use. It never talks to SMTP itself: sending inside the request's transaction
 * would hold that transaction (on PGlite, the only connection) for as long as the SMTP server takes,
 * and would mail even when the transaction then rolls back.
 */
export function createMailer(options: { smtp: boolean; now(): Date }): Mailer {
  // Transactions that queued mail for SMTP; weak, so a transaction that rolled back is simply forgotten.
  const queuedIn = new WeakSet<Db>();
  const listeners: (() => void)[] = [];
  return {
    async queue(db, tenant, { secret, ...message }) {
      await db.insert(outbox).values({
        tenantId: tenant.id,
        from: senderOf(tenant),
        ...message,
        secretHash: secret ? hashKey(secret) : null,
        transport: options.smtp ? 'smtp' : 'outbox',
        status: options.smtp ? 'pending' : 'recorded',
        // Due at once, by the clock the worker reads (the services' clock, not the database's).
        nextAttemptAt: options.now(),
      });
      if (options.smtp) queuedIn.add(db);
    },
    committed(db) {
      if (queuedIn.delete(db)) for (const listener of listeners) listener();
    },
    onQueued(listener) {
      listeners.push(listener);
    },
  };
}

/** The SMTP transport for SMTP_URL (smtp://user:pass@host:port), or none: the outbox alone. */
export async function transportFromUrl(smtpUrl: string | undefined): Promise<MailTransport | undefined> {
  if (!smtpUrl) return undefined;
  const { createTransport } = await import('nodemailer');
  return createTransport(smtpUrl);
}
