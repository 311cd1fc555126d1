import { tenantHandler } from '../../openapi/operation-types';
import { referenceList } from '../../reference-lists/lists';

/** GET /config/departments and /config/transaction_types: the tenant's effective lists, for any signed-in user. */
export const referenceListsHandlers = {
  listDepartments: tenantHandler<'listDepartments'>(async ({ tenant }) => referenceList(tenant, 'departments')),
  listTransactionTypes: tenantHandler<'listTransactionTypes'>(async ({ tenant }) => referenceList(tenant, 'transaction_types')),
};
