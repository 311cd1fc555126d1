import { tenantHandler } from '../../openapi/operation-types';
import { referenceList } from '../../reference-lists/lists';

/** GET /config/departments: the tenant's effective departments, for any signed-in user. */
export const listDepartments = tenantHandler<'listDepartments'>(async ({ tenant }) => referenceList(tenant, 'departments'));

/** GET /config/transaction_types: the tenant's effective transaction types, for any signed-in user. */
export const listTransactionTypes = tenantHandler<'listTransactionTypes'>(async ({ tenant }) => referenceList(tenant, 'transaction_types'));
