import { translatedText } from '../../../engine/messages/data-texts';
import { messages } from '../../../engine/messages/catalogue';
import { orderPaymentLabel } from '../../../engine/orders/order-payment';
import { sourceLabel } from '../../../engine/payments/source-label';
import { requireCaller } from '../../auth/caller';
import { HttpProblem } from '../../http/problem';
import { outsideStepsHandler } from '../../openapi/operation-types';
import type { Declined, Tokenised } from '../../payments/gateway';
import { bankDetailsOf, cardDetailsOf } from '../../payments/payment-data';
import { sourcePlanOf, storeTokenisedSource, type SourcePlan } from '../../payments/sources/store-source';
import { checkedOrderPayment, newSourceOf } from './order-payment';
import { orderRecordOf, storeOrder, type OrderRecord } from './order-item';
import { pricedOrder } from './priced-order';

/** An order waiting for its new card or bank account to be tokenised: the order, and the source to save. */
interface Plan {
  order: OrderRecord;
  source: SourcePlan;
}

/**
 * POST /orders/create-fuel-order (openapi/paths/orders.yaml). Without a new payment method the
 * order is stored in the request's transaction; with one, the card or bank account is tokenised
 * outside any transaction and the order stored with the saved source once the gateway approved.
 */
export const createFuelOrder = outsideStepsHandler<'createFuelOrder', Plan, Tokenised | Declined>({
  async prepare({ db, tenant, caller, body, services, form }) {
    const who = requireCaller(caller);
    const now = services.now();
    const order = await pricedOrder(db, tenant, who, body.item_contents, now);
    const payment = await checkedOrderPayment(db, tenant, who.userId, body.item_contents, now);
    // The tenant's words in the caller's language where it translated them (issue 24), kept with the plan for a replay.
    const written = tenant.config.settings.fuel_order?.success_message;
    const successMessage = written ? translatedText(written) : messages.orderCreated;
    const chosen = payment ?? { choice: 'none', label: orderPaymentLabel(undefined) };
    const record = orderRecordOf({ services, tenantId: tenant.id, form }, order, who, chosen, (body.extra ?? {}) as Record<string, unknown>, successMessage);
    const fresh = newSourceOf(body.item_contents);
    if (!fresh) return { answer: await storeOrder({ db, tenant, services }, record, chosen) };
    return { plan: { order: record, source: sourcePlanOf(who.userId, fresh, { name: 'Fuel order', description: `Fuel order on account ${record.accountId}`, makeDefault: false }) } };
  },

  call({ tenant, services, body, outsideKey }) {
    const fresh = newSourceOf(body.item_contents)!;
    const gateway = services.gateways.for(tenant);
    return fresh.payment_type === 'credit_card'
      ? gateway.tokeniseCard(tenant.id, cardDetailsOf(fresh.data), `${outsideKey}:token`)
      : gateway.tokeniseBankAccount(tenant.id, bankDetailsOf(fresh.data), `${outsideKey}:token`);
  },

  async complete(ctx, plan, outcome) {
    // A declined card places no order: the customer chooses another way to pay.
    if (!outcome.ok) throw new HttpProblem(402, outcome.code.toUpperCase(), outcome.message);
    const row = await storeTokenisedSource(ctx, plan.source, outcome);
    const label = `New payment method: ${sourceLabel(row.brand, row.last4)}`;
    return storeOrder(ctx, plan.order, { choice: 'new_payment_method', label, payment_id: row.id });
  },
});
