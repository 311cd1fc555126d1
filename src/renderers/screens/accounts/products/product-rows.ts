import type { Account, Schemas } from '../../../../engine/api/types';

export interface ProductRow {
  drop: Schemas['Drop'];
  location: Schemas['Location'];
}

/** Every tank of an account with the location it stands at, in location order. */
export function productRows(account: Account): ProductRow[] {
  return account.locations.flatMap((location) => location.drops.map((drop) => ({ drop, location })));
}
