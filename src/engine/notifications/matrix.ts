/**
 * The notification configs screen edits rules as a matrix: one row per event, one column per
 * recipient (the customer, a role, a user), a checkbox per method. These turn a configuration into
 * the set of ticked cells and back.
 */
import type { NotificationRecipient, NotificationsConfig, NotifyMethod } from './rules';

/** A column of the matrix: `customer`, `role:<name>` or `user:<email>`. */
export type RecipientKey = string;

export const recipientKeyOf = (recipient: NotificationRecipient): RecipientKey =>
  recipient.to === 'customer' ? 'customer' : recipient.to === 'role' ? `role:${recipient.role ?? ''}` : `user:${(recipient.email ?? '').toLowerCase()}`;

export const cellKey = (event: string, recipient: RecipientKey, method: NotifyMethod): string => `${event}|${recipient}|${method}`;

/** Every ticked cell of a configuration. */
export function tickedCells(config: NotificationsConfig): Set<string> {
  const cells = new Set<string>();
  for (const [event, recipients] of Object.entries(config.events)) {
    for (const recipient of recipients) for (const method of recipient.methods) cells.add(cellKey(event, recipientKeyOf(recipient), method));
  }
  return cells;
}

/** The user columns a configuration already names, by email. */
export const userColumnsOf = (config: NotificationsConfig): string[] =>
  [...new Set(Object.values(config.events).flatMap((list) => list.filter((r) => r.to === 'user').map((r) => (r.email ?? '').toLowerCase())))].sort();

function recipientOf(key: RecipientKey, methods: NotifyMethod[]): NotificationRecipient {
  if (key === 'customer') return { to: 'customer', methods };
  if (key.startsWith('role:')) return { to: 'role', role: key.slice('role:'.length), methods };
  return { to: 'user', email: key.slice('user:'.length), methods };
}

/**
 * The `events` to save: each row's ticked cells as recipients. A row with nothing ticked is sent
 * as an empty list only when the configuration had it (so it is switched off), else left out.
 */
export function eventsFromCells(cells: ReadonlySet<string>, rows: readonly string[], columns: readonly RecipientKey[], methods: readonly NotifyMethod[], before: NotificationsConfig): NotificationsConfig['events'] {
  const events: NotificationsConfig['events'] = {};
  for (const event of rows) {
    const recipients = columns.flatMap((column) => {
      const ticked = methods.filter((method) => cells.has(cellKey(event, column, method)));
      return ticked.length ? [recipientOf(column, ticked)] : [];
    });
    if (recipients.length || Object.hasOwn(before.events, event)) events[event] = recipients;
  }
  return events;
}
