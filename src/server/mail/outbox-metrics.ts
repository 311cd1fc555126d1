import { and, count, eq, inArray } from 'drizzle-orm';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/database';
import { outbox } from '../db/schema';
import type { OutboxObserver } from './outbox-worker';

const BACKLOG_STATUSES = ['pending', 'sending', 'failed'] as const;

/**
 * Prometheus series of the mail queue: the backlog by tenant and status (read from the database at
 * each scrape, so every process reports the whole queue — alert on the max, not the sum), and this
 * process's sends and failed attempts. Returns the observer the worker reports to.
 */
export function registerOutboxMetrics(registry: Registry, database: Database, tenantIds: () => readonly string[]): OutboxObserver {
  new Gauge({
    name: 'portal_mail_outbox_backlog',
    help: 'SMTP mail not yet sent, by tenant and status (pending, sending, failed: given up after the last attempt)',
    labelNames: ['tenant', 'status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const tenant of tenantIds()) {
        const rows = await database.withTenant(tenant, (db) =>
          db
            .select({ status: outbox.status, total: count() })
            .from(outbox)
            .where(and(eq(outbox.transport, 'smtp'), inArray(outbox.status, [...BACKLOG_STATUSES])))
            .groupBy(outbox.status),
        );
        for (const status of BACKLOG_STATUSES) this.set({ tenant, status }, rows.find((r) => r.status === status)?.total ?? 0);
      }
    },
  });
  const sent = new Counter({ name: 'portal_mail_sent_total', help: 'Mail handed to the SMTP server, by tenant', labelNames: ['tenant'], registers: [registry] });
  const failures = new Counter({
    name: 'portal_mail_send_failures_total',
    help: 'Failed SMTP attempts by tenant; final="true" when the mail was given up (dead letter)',
    labelNames: ['tenant', 'final'],
    registers: [registry],
  });
  return {
    sent: (tenant) => sent.inc({ tenant }),
    attemptFailed: (tenant, final) => failures.inc({ tenant, final: String(final) }),
  };
}
