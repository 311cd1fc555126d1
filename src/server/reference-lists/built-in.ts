/**
 * The reference lists every tenant starts with (data documents `departments` and
 * `transaction_types`); a tenant replaces a list in tenants/<id>/<name>.json or through the config API.
 */
export const builtInDepartments = () => ({
  departments: namedList({ billing: 'Billing', deliveries: 'Deliveries', service: 'Service', sales: 'Sales', general: 'General' }),
});

/** The ledger's own transaction_type values (src/server/db/schema.ts), named for people. */
export const builtInTransactionTypes = () => ({
  transaction_types: namedList({
    delivery: 'Delivery',
    payment: 'Payment',
    budget_payment: 'Budget Payment',
    finance_charge: 'Finance Charge',
    service: 'Service',
    adjustment: 'Adjustment',
  }),
});

/** A reference list's entries in the order given: id → the name people read. */
function namedList(names: Record<string, string>): { id: string; name: string }[] {
  return Object.entries(names).map(([id, name]) => ({ id, name }));
}
