import type { Database } from '../db/database';
import type { ReadinessCheck } from '../http/health';
import type { Services } from '../services';
import { DEFAULT_OUTBOX_OPTIONS, startOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './outbox-worker';

type Wiring = Partial<OutboxWorkerOptions> & Pick<OutboxWorkerOptions, 'tenantIds' | 'onError'>;

/** Without SMTP nothing is ever pending: the outbox is the delivery, and there is nothing to send. */
const idle: OutboxWorker = { kick() {}, drain: async () => {}, ready: () => true, stop: async () => {} };

/** The worker that sends the services' queued mail through their transport, woken by every commit that queued some. */
export function startMailOutbox(database: Database, services: Services, wiring: Wiring): OutboxWorker {
  if (!services.mailTransport) return idle;
  const worker = startOutboxWorker(database, { ...DEFAULT_OUTBOX_OPTIONS, now: services.now, transport: services.mailTransport, ...wiring });
  services.mailer.onQueued(() => worker.kick());
  return worker;
}

/** Not ready while the worker's rounds fail (its database does not answer) or once it stopped; a failing SMTP server is not this process's fault and does not count. */
export function outboxReadiness(worker: OutboxWorker): ReadinessCheck {
  return { name: 'mail-outbox', check: async () => worker.ready() };
}
