import type { Schemas } from '../../../engine/api/types';
import { priceMessages as t } from '../../../engine/messages/prices';
import { tankPriceLine } from '../../../engine/orders/price-words';
import { useRecord } from '../../schema-form/use-record';
import { useTenant } from '../../tenant/tenant-context';

/**
 * Above the order (issue 26): what each tank of the account pays per gallon today — the supplier's
 * posted price of its product with the day it was posted, or its fixed price when that applies
 * instead. The order's own total is still the server's, on review. Nothing when the tenant does not
 * show posted prices or none is known.
 */
export function TankPrices({ accountId }: { accountId: string }) {
  const { settings } = useTenant();
  const { record } = useRecord<Schemas['PostedPrices']>(settings.show_posted_prices === false ? undefined : 'listPostedPrices');
  const tanks = record?.shown ? record.tanks.filter((tank) => tank.account_id === accountId && tank.basis !== 'none') : [];
  if (!tanks.length) return null;
  return (
    <section className="order-prices" aria-labelledby="order-prices-title">
      <h2 id="order-prices-title" className="order-prices__title">
        {t.postedPrices}
      </h2>
      <ul>
        {tanks.map((tank) => (
          <li key={tank.tank_id}>{tankPriceLine(tank)}</li>
        ))}
      </ul>
    </section>
  );
}
