/**
 * Which rules of a notification configuration an event selects, and what a role or a user
 * receives. Every rule the event matches applies and their recipients add up, so a wildcard row
 * ("any item reaches a final status") and a specific one ("inquiry closed") never hide each other.
 */
import type { components } from '../../../openapi/generated/tenant-api';
import { eventLabel, isFinalStatus, type WorkflowStatusesByType } from './events';

export type NotificationsConfig = components['schemas']['NotificationsConfig'];
export type NotificationRecipient = components['schemas']['NotificationRecipient'];
export type NotifyMethod = components['schemas']['NotifyMethod'];
export type Received = components['schemas']['NotificationsReceived']['events'][number];

/** The keys a workflow move of `type` to `status` matches, most specific first. */
export function workflowEventKeys(workflow: WorkflowStatusesByType, type: string, status: string): string[] {
  const final = isFinalStatus(workflow, type, status);
  const keys = [`workflow.${type}.${status}`, ...(final ? [`workflow.${type}.@final`] : []), `workflow.${type}.*`, `workflow.*.${status}`];
  return [...keys, ...(final ? ['workflow.*.@final'] : []), 'workflow.*.*'];
}

/** The recipients of every rule among `keys`, in the order of the keys (duplicates are left to the sender, who knows addresses). */
export function recipientsFor(config: NotificationsConfig, keys: readonly string[]): NotificationRecipient[] {
  return keys.flatMap((key) => (Object.hasOwn(config.events, key) ? config.events[key] : []));
}

/** Who a role or a user is, for "what do I receive". */
export interface Receiver {
  role: string;
  /** A customer receives what goes to `customer`. */
  isCustomer: boolean;
  email?: string;
}

const viaOf = (recipient: NotificationRecipient, who: Receiver): Received['via'][number] | undefined => {
  if (recipient.to === 'customer') return who.isCustomer ? 'customer' : undefined;
  if (recipient.to === 'role') return recipient.role === who.role ? 'role' : undefined;
  return who.email !== undefined && recipient.email?.toLowerCase() === who.email.toLowerCase() ? 'user' : undefined;
};

/** Every event a receiver gets, with the methods the tenant offers and why; events in the configuration's order. */
export function receivedBy(config: NotificationsConfig, who: Receiver, offered: readonly NotifyMethod[], workflow: WorkflowStatusesByType): Received[] {
  const received: Received[] = [];
  for (const [event, recipients] of Object.entries(config.events)) {
    const methods = new Set<NotifyMethod>();
    const via = new Set<Received['via'][number]>();
    for (const recipient of recipients) {
      const why = viaOf(recipient, who);
      if (!why) continue;
      const usable = recipient.methods.filter((m) => offered.includes(m));
      if (!usable.length) continue;
      usable.forEach((m) => methods.add(m));
      via.add(why);
    }
    if (methods.size) received.push({ event, label: eventLabel(event, workflow), methods: [...methods], via: [...via] });
  }
  return received;
}
