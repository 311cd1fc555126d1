import statusSchema from '../../../../../schemas/entities/account-status.schema.json';
import type { Schemas } from '../../../../engine/api/types';
import { formatStatus } from '../../../../engine/format';

export type AccountStatus = Schemas['AccountStatus'];

/** The statuses an account may have, from the schema (never listed twice), worded for people. */
export const statusOptions = (statusSchema.enum as AccountStatus[]).map((value) => ({ value, label: formatStatus(value) }));

/** PrimeReact Tag colours: good standing green, payment trouble amber/red, ended grey. */
export function statusSeverity(status: AccountStatus): 'success' | 'warning' | 'danger' | 'secondary' {
  switch (status) {
    case 'active':
      return 'success';
    case 'credit_hold':
      return 'warning';
    case 'collections':
      return 'danger';
    default:
      return 'secondary';
  }
}
