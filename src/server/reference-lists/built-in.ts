/**
 * The reference lists every tenant starts with (data documents `departments` and
 * `transaction_types`); a tenant replaces a list in tenants/<id>/<name>.json or through the config API.
 */
export const builtInDepartments = () => ({
  departments: [
    { id: 'billing', name: 'Billing' },
    { id: 'deliveries', name: 'Deliveries' },
    { id: 'service', name: 'Service' },
    { id: 'sales', name: 'Sales' },
    { id: 'general', name: 'General' },
  ],
});

/** The ledger's own transaction_type values (src/server/db/schema.ts), named for people. */
export const builtInTransactionTypes = () => ({
  transaction_types: [
    { id: 'delivery', name: 'Delivery' },
    { id: 'payment', name: 'Payment' },
    { id: 'budget_payment', name: 'Budget Payment' },
    { id: 'finance_charge', name: 'Finance Charge' },
    { id: 'service', name: 'Service' },
    { id: 'adjustment', name: 'Adjustment' },
  ],
});
