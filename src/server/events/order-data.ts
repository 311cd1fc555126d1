/**
 * The body of `order.created`, read from the fuel_order workflow item as the Fuel Orders queue and
 * the confirmation mail read it (drop, summary, extras, price text, payment label), so the supplier
 * learns the order in the same words staff and the customer do. A portal order and a signup's first
 * order store the same contents; the signup's names no account yet and points to its application.
 */
type Contents = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const record = (value: unknown): Contents => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Contents) : {});

export interface StoredOrder {
  requestId: number;
  status: string;
  userId: number | null;
  contents: Contents;
  extra: Contents;
  createdAt: Date;
}

export function orderCreatedData(order: StoredOrder): Record<string, unknown> {
  const c = order.contents;
  const drop = record(c.drop);
  const payment = record(c.payment);
  const extras = Array.isArray(record(c.price).extras) ? (record(c.price).extras as unknown[]).map((e) => text(record(e).text)).filter((t): t is string => t !== null) : [];
  return {
    request_id: order.requestId,
    account_id: text(c.account_id),
    account_application_id: numberOrNull(c.account_application_id),
    user_id: order.userId,
    status: order.status,
    drop_id: text(c.drop_id) ?? text(drop.drop_id),
    drop_name: text(drop.drop_name),
    product_name: text(drop.product_name) ?? text(c.product_name),
    fill: c.fill === true,
    gallons: numberOrNull(typeof c.gallons === 'string' && c.gallons.trim() !== '' ? Number(c.gallons) : c.gallons),
    order_summary: text(c.order_summary) ?? '',
    options: extras,
    special_instructions: text(c.special_instructions) ?? '',
    delivery_address: c.delivery_address ?? null,
    price_text: text(c.price_text) ?? '',
    total_price: numberOrNull(c.total_price),
    payment: { choice: text(payment.choice) ?? '', label: text(payment.label) ?? '' },
    extra: order.extra,
    access_notes: c.access_notes && typeof c.access_notes === 'object' ? c.access_notes : null,
    created_at: order.createdAt.toISOString(),
  };
}
