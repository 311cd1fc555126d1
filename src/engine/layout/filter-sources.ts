/**
 * Where a table's choice filter takes its values when the load parameter's schema lists none
 * because they are the tenant's data: the statuses of the tenant's workflow for the queue the
 * screen lists, the tenant's roles (GET /roles), or its transaction types (GET /config/transaction_types). The renderers resolve each name (typed by this list); the layout check refuses
 * any other.
 */
export const filterSources = ['workflowStatuses', 'roles', 'transactionTypes'] as const;

export type FilterSource = (typeof filterSources)[number];

export function isFilterSource(name: string): name is FilterSource {
  return (filterSources as readonly string[]).includes(name);
}
