import { Link } from 'react-router-dom';
import type { Account } from '../../../engine/api/types';
import { formatDate, formatQuantity, formatUnitPrice } from '../../../engine/format';
import { screenRoute } from '../../../engine/layout/screen-links';
import { messages } from '../../../engine/messages/catalogue';
import { AccountPicker } from '../../customer-accounts/AccountPicker';
import { useCurrentAccount } from '../../customer-accounts/current-account';
import { useLayout } from '../../layout/layout-context';
import type { ScreenProps } from '../../registry/types';
import { Loading } from '../../shell/Loading';
import { useTenant } from '../../tenant/tenant-context';
import { fixedPriceText } from '../accounts/overview/DropsTable';
import { addressLine } from '../accounts/overview/LocationsCard';
import { canOrderFuel } from './OrderingTabs';
import './orders.css';

const hasDrops = (account: Account) => account.is_drops;

/**
 * Drops: each location of the current account with its tanks — product, tank size, last and next
 * delivery, last quantity, price and fixed-price window — and an "Order" action into Order Fuel
 * with that tank chosen (where the tenant takes orders and the account buys fuel).
 */
export default function DropsScreen({ screen }: ScreenProps) {
  const layout = useLayout();
  const { settings } = useTenant();
  const { accounts, account, select, loading, error } = useCurrentAccount(hasDrops);
  if (loading) return <Loading label="Loading your accounts" />;
  const showPricing = settings.show_pricing !== false;
  const ordering = canOrderFuel(settings, account);

  return (
    <section className="screen drops-screen" aria-labelledby={`${screen.id}-title`}>
      <div className="screen__head">
        <h1 id={`${screen.id}-title`}>{screen.title}</h1>
        <AccountPicker accounts={accounts} value={account} onChange={select} />
      </div>
      {error && (
        <p className="form-problem" role="alert">
          {error}
        </p>
      )}
      {account && account.locations.length === 0 && <p className="muted">{messages.noDataFound}</p>}
      {account?.locations.map((location) => (
        <section key={location.location_number} className="card drops-screen__location" aria-label={addressLine(location.address)}>
          <h2>{addressLine(location.address)}</h2>
          <table className="drops__table">
            <thead>
              <tr>
                <th scope="col">Tank</th>
                <th scope="col">Product</th>
                <th scope="col">Tank Size</th>
                <th scope="col">Last Delivery</th>
                <th scope="col">Last Quantity</th>
                {settings.show_next_delivery !== false && <th scope="col">Next Delivery</th>}
                {showPricing && <th scope="col">Price / Gallon</th>}
                <th scope="col">Fixed Price</th>
                {ordering && <th scope="col"><span className="sr-only">Order</span></th>}
              </tr>
            </thead>
            <tbody>
              {location.drops.map((drop) => (
                <tr key={drop.drop_id}>
                  <td>{drop.drop_name}</td>
                  <td>{drop.product_name}</td>
                  <td>{formatQuantity(drop.tank_size ?? 0)}</td>
                  <td>{formatDate(drop.last_delivery_date)}</td>
                  <td>{formatQuantity(drop.last_delivery_quantity?.quantity, drop.last_delivery_quantity?.unit)}</td>
                  {settings.show_next_delivery !== false && <td>{formatDate(drop.next_delivery_date)}</td>}
                  {showPricing && <td className="cell--money">{formatUnitPrice(drop.price)}</td>}
                  <td>{fixedPriceText(drop)}</td>
                  {ordering && (
                    <td>
                      <Link className="p-button p-button-sm" to={screenRoute(layout, 'orderFuel', account, { drop: drop.drop_id }) ?? '#'} aria-label={`Order for ${drop.drop_name}`}>
                        Order
                      </Link>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </section>
  );
}
