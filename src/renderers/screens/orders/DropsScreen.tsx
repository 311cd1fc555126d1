import { Link } from 'react-router-dom';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { Account } from '../../../engine/api/types';
import { formatDate, formatQuantity, formatUnitPrice } from '../../../engine/format';
import { screenRoute } from '../../../engine/layout/screen-links';
import { messages } from '../../../engine/messages/catalogue';
import { AccountFrame } from '../../frame/AccountFrame';
import { useCurrentAccount } from '../../customer-accounts/current-account';
import { useLayout } from '../../layout/layout-context';
import type { ScreenProps } from '../../registry/types';
import { useTenant } from '../../tenant/tenant-context';
import { fixedPriceText } from '../accounts/overview/DropsTable';
import { addressLine } from '../accounts/overview/LocationsCard';
import { canOrderFuel } from './OrderingTabs';
import { stackedTable } from '../../table/stacked-table';
import './orders.css';

type Drop = Account['locations'][number]['drops'][number];

const hasDrops = (account: Account) => account.is_drops;

/**
 * Drops: each location of the current account with its tanks — product, tank size, last and next
 * delivery, last quantity, price and fixed-price window — and an "Order" action into Order Fuel
 * with that tank chosen (where the tenant takes orders and the account buys fuel).
 */
export default function DropsScreen({ screen }: ScreenProps) {
  const layout = useLayout();
  const { settings } = useTenant();
  const current = useCurrentAccount(hasDrops);
  const { account } = current;
  const showPricing = settings.show_pricing !== false;
  const ordering = canOrderFuel(settings, account);

  return (
    <AccountFrame screen={screen} current={current} className="drops-screen">
      {account && account.locations.length === 0 && <p className="muted">{messages.noDataFound}</p>}
      {account?.locations.map((location) => (
        <section key={location.location_number} className="card drops-screen__location" aria-label={addressLine(location.address)}>
          <h2>{addressLine(location.address)}</h2>
          <DataTable value={location.drops} dataKey="drop_id" emptyMessage={messages.noDataFound} stripedRows size="small" className="data-table drops-screen__table" {...stackedTable}>
            <Column header="Tank" field="drop_name" />
            <Column header="Product" field="product_name" />
            <Column header="Tank Size" body={(drop: Drop) => formatQuantity(drop.tank_size ?? 0)} />
            <Column header="Last Delivery" body={(drop: Drop) => formatDate(drop.last_delivery_date)} />
            <Column header="Last Quantity" body={(drop: Drop) => formatQuantity(drop.last_delivery_quantity?.quantity, drop.last_delivery_quantity?.unit)} />
            {settings.show_next_delivery !== false && <Column header="Next Delivery" body={(drop: Drop) => formatDate(drop.next_delivery_date)} />}
            {showPricing && <Column header="Price / Gallon" align="right" className="cell--money" body={(drop: Drop) => formatUnitPrice(drop.price)} />}
            <Column header="Fixed Price" body={(drop: Drop) => fixedPriceText(drop)} />
            {ordering && (
              <Column
                header={<span className="sr-only">Order</span>}
                body={(drop: Drop) => (
                  <Link className="p-button p-button-sm" to={screenRoute(layout, 'orderFuel', account, { drop: drop.drop_id }) ?? '#'} aria-label={`Order for ${drop.drop_name}`}>
                    Order
                  </Link>
                )}
              />
            )}
          </DataTable>
        </section>
      ))}
    </AccountFrame>
  );
}
