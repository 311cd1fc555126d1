import { NOTIFY_METHODS } from '../../../schemas/generated/enums';

/**
 * What every tenant's notifications do before its folder or an admin says otherwise: the customer
 * is mailed when an item of theirs reaches a final status of its workflow, and when an order is
 * created, and when a tank of theirs reaches the reorder level or a price alert they set is met (by email, or by text where they
 * asked for delivery reminders by text and the tenant sends texts), and at each step of a delivery
 * of theirs: scheduled, on the truck, delivered, not delivered (the same channels). Other texts wait until a tenant
 * asks for them (texts cost money).
 */
export function defaultNotificationsConfig(): Record<string, unknown> {
  return {
    low_balance_threshold: 35,
    events: {
      'workflow.*.@final': [{ to: 'customer', methods: ['email'] }],
      'order.created': [{ to: 'customer', methods: ['email'] }],
      // A tank at the reorder level: the customer, by the channels their delivery reminders name (tank-low-job.ts).
      'tank.low': [{ to: 'customer', methods: [...NOTIFY_METHODS] }],
      // A price alert the customer set, met by a posted price: likewise (prices/price-alert-check.ts).
      'price.alert_triggered': [{ to: 'customer', methods: [...NOTIFY_METHODS] }],
      // A delivery's steps (issue 26; deliveries/announce.ts); received is order.created's news.
      'delivery.scheduled': [{ to: 'customer', methods: [...NOTIFY_METHODS] }],
      'delivery.on_truck': [{ to: 'customer', methods: [...NOTIFY_METHODS] }],
      'delivery.delivered': [{ to: 'customer', methods: [...NOTIFY_METHODS] }],
      'delivery.not_delivered': [{ to: 'customer', methods: [...NOTIFY_METHODS] }],
    },
  };
}
