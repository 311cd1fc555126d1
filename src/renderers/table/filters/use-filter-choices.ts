import { operationIndex, type OperationEntry } from '../../../../openapi/generated/operation-index';
import { formatStatus } from '../../../engine/format';
import { queueItemType } from '../../../engine/workflow';
import { useReferenceList } from '../../reference-lists/use-reference-list';
import { useRoles } from '../../reference-lists/use-roles';
import { useWorkflowConfig } from '../../submission/use-workflow-config';
import { translatedText } from '../../../engine/messages/data-texts';
import { roleName } from '../../../engine/roles/role-name';
import type { TableFilter } from './filter-query';

export interface Choice {
  label: string;
  value: string;
}

/**
 * The values a choice filter offers: those its parameter's schema lists (from the operation
 * index), or those of its source — the tenant's workflow statuses by their labels, the tenant's
 * roles, or its transaction types by name. Undefined while a source loads (the control waits, disabled).
 */
export function useFilterChoices(load: string | undefined, filters: readonly TableFilter[]): (filter: TableFilter) => Choice[] | undefined {
  const flow = useWorkflowConfig(filters.some((f) => f.source === 'workflowStatuses'))?.[queueItemType(load) ?? 'inquiry'];
  const roles = useRoles(filters.some((f) => f.source === 'roles'));
  const transactionTypes = useReferenceList('listTransactionTypes', filters.some((f) => f.source === 'transactionTypes'));
  const entry: OperationEntry | undefined = load && Object.hasOwn(operationIndex, load) ? operationIndex[load as keyof typeof operationIndex] : undefined;
  return (filter) => {
    // Each source's names are the tenant's data, read in the reader's language where it words them.
    if (filter.source === 'workflowStatuses') return flow?.statuses.map((status) => ({ label: translatedText(status.label), value: status.id }));
    if (filter.source === 'roles') return roles.length ? roles.map((role) => ({ label: roleName(role.name), value: role.name })) : undefined;
    if (filter.source === 'transactionTypes') return transactionTypes.length ? transactionTypes.map((type) => ({ label: translatedText(type.name), value: type.id })) : undefined;
    return (entry?.choices?.[filter.param] ?? []).map((value) => ({ label: formatStatus(String(value)), value: String(value) }));
  };
}
