import type { FormDocument } from '../../../engine/forms';
import { formatMoney } from '../../../engine/format';
import type { Db } from '../../db/database';
import { workflowItems } from '../../db/schema';
import { contactOfUser, notifyOrderCreated } from '../../notifications/account-events';
import { fuelOrderConfirmationMail } from '../../mail/templates/fuel-order-confirmation';
import type { Services } from '../../services';
import type { LoadedTenant } from '../../tenants/load-tenants';
import type { PricedOrder } from './priced-order';
import { initialStatus } from '../workflow/tenant-workflow';
import { emitEvent } from '../../events/emit-event';
import { orderCreatedData } from '../../events/order-data';

/**
 * Everything the order's workflow item and mail need, decided before any gateway call and kept
 * with the Idempotency-Key (plain JSON, no card data): the drop and address as they are now, the
 * server's price, the payment as a label.
 */
export interface OrderRecord {
  accountId: string;
  userId: number;
  email: string;
  displayName: string;
  contents: Record<string, unknown>;
  extra: Record<string, unknown>;
  form: { name: string; version: number; document: FormDocument } | null;
  totalPrice: number | null;
  successMessage: string;
}

export function orderRecordOf(order: PricedOrder, who: { userId: number; email: string; displayName: string }, payment: { choice: string; label: string }, extra: Record<string, unknown>, form: OrderRecord['form'], successMessage: string): OrderRecord {
  const { drop, address, contents, answer } = order;
  const { payment: _sent, ...rest } = contents;
  return {
    accountId: contents.account_id,
    userId: who.userId,
    email: who.email,
    displayName: who.displayName,
    contents: {
      ...rest,
      drop: { drop_id: drop.dropId, drop_name: drop.dropName, product_name: drop.productName, product_type: drop.productType, product_code: drop.productCode, tank_size: drop.tankSize, location_number: drop.locationNumber },
      delivery_address: address,
      // Staff read these in the queue without opening the breakdown.
      extras_text: answer.breakdown.extras.map((e) => e.text).join(', '),
      order_summary: contents.fill ? 'Fill' : `${contents.gallons} gallons`,
      price_text: answer.total_price === null ? 'Determined upon delivery' : formatMoney(answer.total_price),
      price: answer.breakdown,
      total_price: answer.total_price,
      payment: payment,
      from_name: who.displayName,
      from_email: who.email,
    },
    extra,
    form,
    totalPrice: answer.total_price,
    successMessage,
  };
}

/** Stores the order as a `fuel_order` workflow item (status new) and tells whoever the notification config selects (the customer: their confirmation). */
export async function storeOrder(db: Db, tenant: LoadedTenant, services: Services, record: OrderRecord, paymentLabel: string) {
  const [item] = await db
    .insert(workflowItems)
    .values({
      tenantId: tenant.id,
      type: 'fuel_order',
      status: initialStatus(tenant, 'fuel_order'),
      channel: 'portal',
      accountId: record.accountId,
      userId: record.userId,
      itemContents: { ...record.contents, payment: { ...(record.contents.payment as object), label: paymentLabel } },
      extra: record.extra,
      formName: record.form?.name,
      formVersion: record.form?.version,
    })
    .returning({ id: workflowItems.id, status: workflowItems.status, itemContents: workflowItems.itemContents, createdAt: workflowItems.createdAt });
  const c = record.contents as { drop: { drop_name: string; product_name: string }; delivery_address: { street1: string; city: string; state: string; zipcode: string }; fill: boolean; gallons: number | null; special_instructions?: string; price: { extras: { text: string }[] } };
  const a = c.delivery_address;
  // The order's notices (notification event order.created): the customer's mail is this confirmation.
  const notice = { requestId: item.id, accountId: record.accountId, summary: String(record.contents.order_summary), priceText: String(record.contents.price_text) };
  await notifyOrderCreated({ db, tenant, services }, await contactOfUser(db, record.userId, record.email), notice, (to) =>
    fuelOrderConfirmationMail(
      tenant,
      services.publicBaseUrl(tenant),
      to,
      {
        requestId: item.id,
        accountId: record.accountId,
        dropName: c.drop.drop_name,
        productName: c.drop.product_name,
        address: `${a.street1}, ${a.city}, ${a.state} ${a.zipcode}`,
        fill: c.fill,
        gallons: c.gallons,
        extras: c.price.extras.map((e) => e.text),
        totalPrice: record.totalPrice,
        paymentLabel,
        specialInstructions: c.special_instructions ?? '',
        extra: record.extra,
      },
      record.form?.document,
    ),
  );
  // Last: the supplier's system learns the order in the words the queue and the mail use.
  const data = orderCreatedData({ requestId: item.id, status: item.status, userId: record.userId, contents: item.itemContents as Record<string, unknown>, extra: record.extra, createdAt: item.createdAt });
  await emitEvent(db, tenant.id, { type: 'order.created', accountId: record.accountId, data, at: services.now() });
  return { message: record.successMessage, request_id: item.id, total_price: record.totalPrice };
}
