import type { Schemas } from '../../../../engine/api/types';

export type AccountStatus = Schemas['AccountStatus'];

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
