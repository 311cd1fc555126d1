/**
 * What every tenant's notifications do before its folder or an admin says otherwise: the customer
 * is mailed when an item of theirs reaches a final status of its workflow, and when an order is
 * created. Nothing goes by text until a tenant asks for it (texts cost money).
 */
export function defaultNotificationsConfig(): Record<string, unknown> {
  return {
    low_balance_threshold: 35,
    events: {
      'workflow.*.@final': [{ to: 'customer', methods: ['email'] }],
      'order.created': [{ to: 'customer', methods: ['email'] }],
    },
  };
}
