import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import type { Account } from '../../../../engine/api/types';
import { formatQuantity, formatUnitPrice } from '../../../../engine/format';
import { messages } from '../../../../engine/messages/catalogue';
import { AccountFrame } from '../../../frame/AccountFrame';
import { useCurrentAccount } from '../../../customer-accounts/current-account';
import type { ScreenProps } from '../../../registry/types';
import { useTenant } from '../../../tenant/tenant-context';
import { fixedPriceText } from '../overview/DropsTable';
import { addressLine } from '../overview/LocationsCard';
import { OrderingTabs } from '../../orders/OrderingTabs';
import { productRows, type ProductRow } from './product-rows';
import { stackedTable } from '../../../table/stacked-table';
import './products.css';
import { RichText } from '../../../content/RichText';

const buysFuel = (account: Account) => account.is_fuel;

/**
 * Products (/products): the current account's products, one row per tank: product and type,
 * where it is, the price per gallon (when the tenant shows pricing), the fixed-price window and
 * the gallons bought this year. The spec's ordering tabs, 'Products' and 'Order Fuel', show where
 * the tenant takes orders and the account buys fuel.
 */
export default function ProductsScreen({ screen }: ScreenProps) {
  const { settings } = useTenant();
  const current = useCurrentAccount(buysFuel);
  const { account } = current;
  const rows = account ? productRows(account) : [];

  return (
    <AccountFrame screen={screen} current={current} className="products">
      <OrderingTabs account={account} />
      <RichText html={settings.tooltips?.Products} className="products__intro muted" />
      <DataTable value={rows} dataKey="drop.drop_id" emptyMessage={messages.noDataFound} stripedRows size="small" className="card data-table" {...stackedTable}>
        <Column
          header="Product"
          body={({ drop }: ProductRow) => (
            <>
              <span className="products__name">{drop.product_name}</span>
              <Tag value={drop.product_type} severity="info" className="products__type" />
            </>
          )}
        />
        <Column
          header="Location"
          body={({ drop, location }: ProductRow) => (
            <>
              <span className="products__address">{addressLine(location.address)}</span>
              <span className="products__tank">{drop.drop_name}</span>
            </>
          )}
        />
        {settings.show_pricing !== false && (
          <Column header="Price / Gallon" align="right" className="cell--money" body={({ drop }: ProductRow) => formatUnitPrice(drop.price)} />
        )}
        <Column header="Fixed Price" body={({ drop }: ProductRow) => fixedPriceText(drop)} />
        <Column
          header="Purchased YTD"
          body={({ drop }: ProductRow) => formatQuantity(drop.product_quantity_purchase_YTD?.quantity, drop.product_quantity_purchase_YTD?.unit)}
        />
      </DataTable>
    </AccountFrame>
  );
}
