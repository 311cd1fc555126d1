import type { components, operations } from '../../../../openapi/generated/tenant-api';
import { deliveries } from '../../db/schema';
import { tenantHandler } from '../../openapi/operation-types';
import { pageOfAccount } from '../../accounts/account';
import { pageRequestOf, type SortKey } from './keyset';
import { recordList } from './record-list';

type DeliveryRow = typeof deliveries.$inferSelect;
export type DeliverySort = NonNullable<NonNullable<operations['listAccountDeliveries']['parameters']['query']>['sort']>;

export const deliverySortKeys: Record<DeliverySort, SortKey<DeliveryRow>> = {
  delivery_date: { column: deliveries.deliveryDate, kind: 'date', valueOf: (r) => r.deliveryDate },
  product_name: { column: deliveries.productName, kind: 'text', valueOf: (r) => r.productName },
  quantity: { column: deliveries.quantity, kind: 'number', valueOf: (r) => r.quantity },
  unit_price: { column: deliveries.unitPrice, kind: 'number', valueOf: (r) => r.unitPrice },
  amount: { column: deliveries.amount, kind: 'number', valueOf: (r) => r.amount },
  drop_name: { column: deliveries.dropName, kind: 'text', valueOf: (r) => r.dropName },
};

export function deliveryView(d: DeliveryRow): components['schemas']['Delivery'] {
  return {
    delivery_id: d.deliveryId,
    account_id: d.accountId,
    delivery_date: d.deliveryDate,
    ticket_number: d.ticketNumber,
    location_number: d.locationNumber,
    drop_id: d.dropId,
    drop_name: d.dropName,
    product_name: d.productName,
    product_type: d.productType as components['schemas']['Delivery']['product_type'],
    quantity: d.quantity,
    unit_price: d.unitPrice,
    amount: d.amount,
    document_id: d.documentId,
  };
}

export const deliveryList = recordList({
  table: deliveries,
  accountColumn: deliveries.accountId,
  idColumn: deliveries.deliveryId,
  sortKeys: deliverySortKeys,
  idOf: (r) => r.deliveryId,
  view: deliveryView,
});

export const listAccountDeliveries = tenantHandler<'listAccountDeliveries'>(({ db, params, query }) =>
  pageOfAccount(db, params.account_id, () => deliveryList.page(db, params.account_id, pageRequestOf(query, 'delivery_date'))),
);
