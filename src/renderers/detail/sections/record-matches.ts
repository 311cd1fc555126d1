import { valueAt } from '../../table/cell-value';

/** Whether the record meets a section's (or row link's) `when`: its field has that value. */
export function recordMatches(record: object, when: { field: string; equals: string | number | boolean } | undefined): boolean {
  return when === undefined || valueAt(record, when.field) === when.equals;
}
