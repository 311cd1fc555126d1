import { recordOrderReceived } from '../../deliveries/steps';
import type { FormDocument } from '../../../engine/forms';
import { formatMoney } from '../../../engine/format';
import type { Db } from '../../db/database';
import type { SubmittedForm } from '../../config/form-answers';
import { contactOfUser, notifyOrderCreated } from '../../notifications/account-events';
import { fuelOrderConfirmationMail } from '../../mail/templates/fuel-order-confirmation';
import type { Services } from '../../services';
import type { LoadedTenant } from '../../tenants/load-tenants';
import type { PricedOrder } from './priced-order';
import { sealSubmission, submitItem, type SealedSubmission } from '../../workflow/submit-item';
import { orderAccessNotes } from '../../tanks/tank-plan';
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
  /** The order's contents and the tenant's added answers, what the fuel-order form marks sensitive sealed. */
  answers: SealedSubmission;
  /** The form the answers were made on, for the labels of the added answers in the mail. */
  formDocument: FormDocument | null;
  totalPrice: number | null;
  successMessage: string;
}

export function orderRecordOf(
  sealing: { services: Pick<Services, 'fieldKey'>; tenantId: string; form: SubmittedForm | undefined },
  order: PricedOrder,
  who: { userId: number; email: string; displayName: string },
  payment: { choice: string; label: string },
  extra: Record<string, unknown>,
  successMessage: string,
): OrderRecord {
  const { drop, address, contents, answer } = order;
  const { payment: _sent, ...rest } = contents;
  const stored = {
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
  };
  return {
    accountId: contents.account_id,
    userId: who.userId,
    email: who.email,
    displayName: who.displayName,
    // Sealed now: the plan kept with the Idempotency-Key holds only masks and ciphertext.
    answers: sealSubmission(sealing.services, sealing.tenantId, sealing.form, stored, extra),
    formDocument: sealing.form?.document ?? null,
    totalPrice: answer.total_price,
    successMessage,
  };
}

/**
 * Stores the order as a `fuel_order` workflow item (the tenant's initial status) paid as `payment`
 * says (the plan's choice, or the source saved once the gateway approved), tells whoever the
 * notification config selects (the customer: their confirmation), and emits order.created.
 */
export async function storeOrder(ctx: { db: Db; tenant: LoadedTenant; services: Services }, record: OrderRecord, payment: { choice: string; label: string; payment_id?: number }) {
  const { db, tenant, services } = ctx;
  // The tank's approved access notes go with the order for its driver (issue 26): listed with the gate code masked, the code sealed among the order's own answers for reveal.
  const access = await orderAccessNotes(db, record.accountId, (record.answers.contents as { drop?: { drop_id?: string } }).drop?.drop_id);
  const item = await submitItem(ctx, {
    type: 'fuel_order',
    answers: access ? { ...record.answers, sealed: { ...record.answers.sealed, ...access.sealed } } : record.answers,
    added: access ? { payment, access_notes: access.notes } : { payment },
    accountId: record.accountId,
    userId: record.userId,
    notify: async (item) => {
      const c = item.contents as { drop: { drop_name: string; product_name: string }; delivery_address: { street1: string; city: string; state: string; zipcode: string }; fill: boolean; gallons: number | null; special_instructions?: string; price: { extras: { text: string }[] }; order_summary: string; price_text: string };
      const a = c.delivery_address;
      // The order's notices (notification event order.created): the customer's mail is this confirmation.
      const notice = { requestId: item.id, accountId: record.accountId, summary: String(c.order_summary), priceText: String(c.price_text) };
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
            paymentLabel: payment.label,
            specialInstructions: c.special_instructions ?? '',
            extra: item.extra,
          },
          record.formDocument ?? undefined,
        ),
      );
      // Its delivery's timeline starts here (issue 26); staff and the supplier's dispatch take it on.
      if (record.accountId) {
        const drop = (item.contents as { drop?: { drop_id?: string } }).drop;
        await recordOrderReceived(db, tenant.id, { orderId: item.id, dropId: drop?.drop_id ?? null, accountId: record.accountId, at: services.now() });
      }
    },
    // The supplier's system learns the order in the words the queue and the mail use.
    events: (item) => [
      { type: 'order.created', accountId: record.accountId, data: orderCreatedData({ requestId: item.id, status: item.status, userId: record.userId, contents: item.contents, extra: item.extra, createdAt: item.createdAt }) },
    ],
  });
  return { message: record.successMessage, request_id: item.id, total_price: record.totalPrice };
}
