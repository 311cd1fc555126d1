/**
 * The events a tenant can route to people (the rows of the notification configs screen) and the
 * words each is shown with. Workflow events come from the tenant's workflow configuration, when
 * it has one: one per status an item can reach, plus "any status" and "a final status".
 */
import type { components } from '../../../openapi/generated/tenant-api';
import { DELIVERY_STATUSES, TOWN_CODES, WORKFLOW_ITEM_TYPES } from '../../../schemas/generated/enums';
import { statusWords } from '../deliveries/delivery-words';
import { translatedText } from '../messages/data-texts';
import { fillNotificationScreen, notificationScreenMessages as t } from '../messages/notification-screens';

export type NotificationEvent = components['schemas']['NotificationEvent'];

/** Workflow items, and access requests (their own approve/reject flow) beside them. */
export const ITEM_TYPES = [...WORKFLOW_ITEM_TYPES, 'access_request'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** The message key of each item type's label: read at use, so the words are the reader's language. */
const ITEM_TYPE_LABEL_KEYS = {
  inquiry: 'itemInquiry',
  account_application: 'itemAccountApplication',
  credit_application: 'itemCreditApplication',
  fuel_order: 'itemFuelOrder',
  tank_request: 'itemTankRequest',
  program_enrolment: 'itemProgramEnrolment',
  access_request: 'itemAccessRequest',
} as const satisfies Record<ItemType, keyof typeof t>;

/** An item type's label in the active language. */
export function itemTypeLabel(type: ItemType): string {
  return t[ITEM_TYPE_LABEL_KEYS[type]];
}

const isItemType = (type: string): type is ItemType => (ITEM_TYPES as readonly string[]).includes(type);

export { TOWN_CODES };

/** The part of a workflow configuration (data document `workflow`) notifications read; every field may be missing. */
export interface WorkflowStatuses {
  statuses?: readonly { id: string; label?: string }[];
  final?: readonly string[];
}
export type WorkflowStatusesByType = Partial<Record<string, WorkflowStatuses>>;

/** A workflow configuration read from a document that may not exist or may have another shape: only what looks right is kept. */
export function workflowConfigOf(value: unknown): WorkflowStatusesByType {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return value as WorkflowStatusesByType;
}

/** The events every tenant has, worded in the active language (a function: the words are read when asked). */
function fixedEvents(): NotificationEvent[] {
  return [
    { event: 'payment.made', label: t.eventPaymentMade, group: 'payments' },
    { event: 'payment.failed', label: t.eventPaymentFailed, group: 'payments' },
    { event: 'order.created', label: t.eventOrderCreated, group: 'orders' },
    { event: 'balance.low', label: t.eventLowBalance, group: 'balance' },
    // A tank at or under the tenant's reorder level by its forecast (issue 26): the tank-low job.
    { event: 'tank.low', label: t.eventTankLow, group: 'tanks' },
    // A customer's price alert met by an imported posted price (issue 26): price-alert-check.ts.
    { event: 'price.alert_triggered', label: t.eventPriceAlert, group: 'orders' },
    // Each step of a delivery's status (issue 26): set by the supplier's import or staff.
    ...DELIVERY_STATUSES.map((status) => ({ event: `delivery.${status}`, label: fillNotificationScreen('eventDeliveryStep', { status: statusWords(status) }), group: 'deliveries' as const })),
    ...TOWN_CODES.map((code) => ({ event: `town.${code}`, label: fillNotificationScreen('eventTownNotification', { code }), group: 'town' as const })),
  ];
}

/**
 * A status's label in the workflow configuration, in the active language (issue 24: the tenant's
 * words, else the portal's for a built-in label), else its id: what the notification screens and
 * the status mails show, never what events carry.
 */
export function statusLabel(workflow: WorkflowStatusesByType, type: string, status: string): string {
  const label = workflow[type]?.statuses?.find((s) => s.id === status)?.label;
  return label === undefined ? status : translatedText(label);
}

/** Whether `status` is one of the final statuses of `type` in the workflow configuration. */
export function isFinalStatus(workflow: WorkflowStatusesByType, type: string, status: string): boolean {
  return workflow[type]?.final?.includes(status) ?? false;
}

/** The words an event key is shown with (also for keys no catalogue lists: a tenant folder may name any). */
export function eventLabel(event: string, workflow: WorkflowStatusesByType): string {
  const fixed = fixedEvents().find((e) => e.event === event);
  if (fixed) return fixed.label;
  const [, type, status] = event.split('.');
  if (!event.startsWith('workflow.') || type === undefined || status === undefined) return event;
  const what = type === '*' ? t.eventAnyItem : (isItemType(type) ? itemTypeLabel(type) : type);
  if (status === '*') return fillNotificationScreen('eventAnyStatusChange', { what });
  if (status === '@final') return fillNotificationScreen('eventFinalStatus', { what });
  return fillNotificationScreen('eventMovedTo', { what, status: type === '*' ? status : statusLabel(workflow, type, status) });
}

/** Every event the tenant can route: workflow wildcards, each status of each item type, then payments, orders, balance, tanks and town notices. */
export function eventCatalogue(workflow: WorkflowStatusesByType): NotificationEvent[] {
  const keys = ['workflow.*.@final', 'workflow.*.*'];
  for (const type of ITEM_TYPES) {
    keys.push(`workflow.${type}.@final`, `workflow.${type}.*`);
    for (const status of workflow[type]?.statuses ?? []) keys.push(`workflow.${type}.${status.id}`);
  }
  return [...keys.map((event) => ({ event, label: eventLabel(event, workflow), group: 'workflow' as const })), ...fixedEvents()];
}
