import type { components } from '../../../openapi/generated/tenant-api';
import { HttpProblem } from '../http/problem';
import type { LoadedTenant } from '../tenants/load-tenants';
import { fillProblem, problemMessages } from '../../engine/messages/problems';

export type ReferenceEntry = components['schemas']['ReferenceEntry'];

/** The reference lists, by data document name and the key of the list inside it. */
const LISTS = { departments: 'departments', transaction_types: 'transaction_types' } as const;
export type ReferenceListName = keyof typeof LISTS;

/** A list as the tenant runs it (its data document was checked against its schema when published). */
export function referenceList(tenant: LoadedTenant, name: ReferenceListName): ReferenceEntry[] {
  const doc = tenant.data[name] as Record<string, unknown> | undefined;
  const list = doc?.[LISTS[name]];
  return Array.isArray(list) ? (list as ReferenceEntry[]) : [];
}

/** Refuses an id the tenant's list lacks (422 with the field's path and the ids it could be). */
export function assertListed(tenant: LoadedTenant, name: ReferenceListName, id: string, path: string, errorCode: string): void {
  const ids = referenceList(tenant, name).map((entry) => entry.id);
  if (ids.includes(id)) return;
  throw new HttpProblem(422, errorCode, `${path} ${fillProblem('unknownChoice', { what: name === 'departments' ? problemMessages.whatDepartment : problemMessages.whatTransactionType, value: id, choices: ids.join(', ') })}`, [
    { path, message: fillProblem('mustBeOneOf', { choices: ids.join(', ') }) },
  ]);
}
