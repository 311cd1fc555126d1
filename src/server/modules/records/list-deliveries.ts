import { and, count, eq, type SQL } from 'drizzle-orm';
import type { components, operations } from '../../../../openapi/generated/tenant-api';
import type { Db } from '../../db/database';
import { deliveries } from '../../db/schema';
import { pageOf } from '../../http/paging';
import { tenantHandler } from '../../openapi/operation-types';
import { pageOfAccount } from './account';
import { nextCursorOf, orderByOf, pageRequestOf, planPage, type PageRequest, type SortKey, type SortOrder } from './keyset';

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

const ofAccount = (accountId: string, extra?: SQL) => and(eq(deliveries.accountId, accountId), extra);

/** The two queries of one page, not yet run (`.toSQL()` gives the exact SQL): rows and total. */
export function deliveryPageQueries(db: Db, accountId: string, request: PageRequest<DeliverySort>) {
  const plan = planPage(deliverySortKeys[request.sort], deliveries.deliveryId, request);
  return {
    rows: db.select().from(deliveries).where(ofAccount(accountId, plan.after)).orderBy(...plan.orderBy).limit(plan.limit).offset(plan.offset),
    total: db.select({ total: count() }).from(deliveries).where(ofAccount(accountId)),
  };
}

/** Every delivery of the account in the requested order (exports). */
export function allDeliveries(db: Db, accountId: string, sort: DeliverySort, order: SortOrder) {
  return db.select().from(deliveries).where(ofAccount(accountId)).orderBy(...orderByOf(deliverySortKeys[sort], deliveries.deliveryId, order));
}

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

/** One page of the account's deliveries with its totals and the next page's cursor. */
export async function deliveryPage(db: Db, accountId: string, request: PageRequest<DeliverySort>) {
  const queries = deliveryPageQueries(db, accountId, request);
  const rows = await queries.rows;
  const [{ total }] = await queries.total;
  const next_cursor = nextCursorOf(rows, total, deliverySortKeys[request.sort], (r) => r.deliveryId, request);
  return { ...pageOf(rows.map(deliveryView), total, request.page, request.size), next_cursor };
}

export const listAccountDeliveries = tenantHandler<'listAccountDeliveries'>(async ({ db, params, query }) => {
  return pageOfAccount(db, params.account_id, () => deliveryPage(db, params.account_id, pageRequestOf(query, 'delivery_date')));
});
