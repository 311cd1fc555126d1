import { and, eq, isNull } from 'drizzle-orm';
import { choiceOf, orderPaymentLabel, orderPaymentProblem, type OrderPayment } from '../../../engine/orders/order-payment';
import { sourceLabel } from '../../../engine/payments/source-label';
import type { Db } from '../../db/database';
import { paymentSources } from '../../db/schema';
import { HttpProblem, problems } from '../../http/problem';
import { assertNewSourceValid, type NewSource } from '../../payments/payment-data';
import type { LoadedTenant } from '../../tenants/load-tenants';
import type { FuelOrderContents } from './priced-order';
import { problemMessages } from '../../../engine/messages/problems';

/** How an order will be paid, as the item records it: the choice and a label, and a saved source's id. */
export interface OrderPaymentRecord {
  choice: string;
  label: string;
  payment_id?: number;
}

/** A new card or bank account the order carries (tokenised outside the transaction), or none. */
export function newSourceOf(contents: FuelOrderContents): NewSource | undefined {
  const payment = contents.payment;
  if (!payment || payment.payment_type === 'location' || !('data' in payment)) return undefined;
  return payment as NewSource;
}

/**
 * The payment choice checked: offered by the tenant (settings.fuel_order.payment_methods), the
 * location text given, a saved source one of the caller's live, unexpired ones, new card or bank
 * data valid by the spec's rules (refused at body/item_contents/payment/…).
 */
export async function checkedOrderPayment(db: Db, tenant: LoadedTenant, userId: number, contents: FuelOrderContents, now: Date): Promise<OrderPaymentRecord | undefined> {
  const payment = contents.payment as OrderPayment | undefined;
  const problem = orderPaymentProblem(payment, tenant.config.settings);
  if (problem) {
    const code = problem.path === 'data/location' ? 'VALUE_MISSING' : problem.path ? 'PAYMENT_METHOD_NOT_OFFERED' : 'PAYMENT_REQUIRED';
    throw new HttpProblem(422, code, problem.message, [{ path: `body/item_contents/payment${problem.path ? `/${problem.path}` : ''}`, message: problem.message }]);
  }
  if (!payment) return undefined;
  const choice = choiceOf(payment);
  if (payment.payment_type === 'credit_card' && 'payment_id' in payment) {
    const [saved] = await db
      .select()
      .from(paymentSources)
      .where(and(eq(paymentSources.id, payment.payment_id), eq(paymentSources.userId, userId), isNull(paymentSources.deletedAt)));
    if (!saved) throw problems.notFound('PaymentSource');
    const expired = saved.expYear !== null && saved.expMonth !== null && saved.expYear * 12 + saved.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
    if (expired) throw new HttpProblem(422, 'SOURCE_EXPIRED', problemMessages.sourceExpiredOrder, [{ path: 'body/item_contents/payment/payment_id', message: problemMessages.sourceExpiredOrder }]);
    return { choice, label: orderPaymentLabel(payment, sourceLabel(saved.brand, saved.last4)), payment_id: saved.id };
  }
  const fresh = newSourceOf(contents);
  if (fresh) {
    try {
      assertNewSourceValid(tenant, fresh, now);
    } catch (error) {
      // The rules name body/data/…; here the data sits inside the order's payment.
      if (error instanceof HttpProblem) throw new HttpProblem(error.status, error.errorCode, error.detail, error.errors?.map((e) => ({ ...e, path: e.path.replace(/^body\//, 'body/item_contents/payment/') })));
      throw error;
    }
  }
  return { choice, label: orderPaymentLabel(payment) };
}
