import type { Schemas } from '../../../engine/api/types';
import { priceMessages as t } from '../../../engine/messages/prices';
import { tankPriceLine } from '../../../engine/orders/price-words';
import { useRecord } from '../../schema-form/use-record';
import { useTenant } from '../../tenant/tenant-context';

export type TankPrice = Schemas['TankPrice'];

/** What each tank of an account pays today (GET /prices), none while it loads or when the tenant does not show posted prices. */
export function useTankPrices(accountId: string | undefined): readonly TankPrice[] {
  const { settings } = useTenant();
  const { record } = useRecord<Schemas['PostedPrices']>(settings.show_posted_prices === false || !accountId ? undefined : 'listPostedPrices');
  return record?.shown ? record.tanks.filter((tank) => tank.account_id === accountId) : [];
}

/**
 * Above the order (issue 26): what each tank of the account pays per gallon today — the supplier's
 * posted price of its product with the day it was posted, or its fixed price when that applies
 * instead. The order's own total is still the server's, on review.
 */
export function TankPrices({ tanks }: { tanks: readonly TankPrice[] }) {
  const known = tanks.filter((tank) => tank.basis !== 'none');
  if (!known.length) return null;
  return (
    <section className="order-prices" aria-labelledby="order-prices-title">
      <h2 id="order-prices-title" className="order-prices__title">
        {t.postedPrices}
      </h2>
      <ul>
        {known.map((tank) => (
          <li key={tank.tank_id}>{tankPriceLine(tank)}</li>
        ))}
      </ul>
    </section>
  );
}
