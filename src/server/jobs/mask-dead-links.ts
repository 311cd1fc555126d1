import { and, eq, inArray, isNotNull, not } from 'drizzle-orm';
import { outbox } from '../db/schema';
import { secretIsLive } from '../mail/live-secret';
import { maskSecret } from '../mail/mask-secret';
import type { PeriodicJob } from './periodic-jobs';
import { OUTBOX_MESSAGE_STATUSES } from '../../../schemas/generated/enums';

const BATCH = 500;
/** Mail no one is sending any more: its key can be masked without racing the sender. */
const DONE_STATUSES = OUTBOX_MESSAGE_STATUSES.filter((status) => status !== 'pending' && status !== 'sending');

/**
 * Takes one-time keys that no longer work out of stored mail. The listing already masks them as it
 * reads (list-outbox.ts), so this is about what the table keeps at rest (backups, a database
 * reader): a used or expired key grants nothing, but an outbox that keeps none is one less thing
 * to reason about. Mail still to be sent keeps its key: the worker needs the body.
 */
export const maskDeadLinks: PeriodicJob = {
  name: 'mask-dead-links',
  everyMs: 15 * 60_000,
  async run(db, now) {
    const dead = await db
      .select({ id: outbox.id, text: outbox.text, html: outbox.html, secretHash: outbox.secretHash })
      .from(outbox)
      .where(and(isNotNull(outbox.secretHash), inArray(outbox.status, DONE_STATUSES), not(secretIsLive(db, now))))
      .limit(BATCH);
    for (const mail of dead) {
      const hash = mail.secretHash!;
      await db.update(outbox).set({ text: maskSecret(mail.text, hash), html: maskSecret(mail.html, hash), secretHash: null }).where(eq(outbox.id, mail.id));
    }
    return dead.length;
  },
};
