import { formatMoney, formatUnitPrice } from '../../../engine/format';
import { messages } from '../../../engine/messages/catalogue';
import { translatedText } from '../../../engine/messages/data-texts';
import { orderPaymentChoiceLabel } from '../../../engine/orders/order-payment';
import type { FuelOrderContext } from '../../../machines/fuel-order.machine';
import { orderScreenMessages as t, fillOrderScreen } from '../../../engine/messages/order-screens';

interface Props {
  context: FuelOrderContext;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/** The server's price of the order, line by line, with what it will be paid by; nothing here is computed by the browser. */
export function OrderReview({ context, busy, onBack, onConfirm }: Props) {
  const price = context.price!;
  const { breakdown } = price;
  const { draft } = context;
  return (
    <section className="order-review" aria-labelledby="order-review-title">
      <h2 id="order-review-title">{t.reviewYourOrder}</h2>
      <dl className="order-review__lines">
        <dt>{t.tank}</dt>
        <dd>{price.drop ? `${price.drop.drop_name} · ${price.drop.product_name}` : draft.dropId}</dd>
        <dt>{t.order}</dt>
        <dd>{breakdown.fill ? t.fillTheTank : fillOrderScreen('gallonsAtPrice', { gallons: String(breakdown.gallons), price: formatUnitPrice(breakdown.unit_price) })}</dd>
        {breakdown.fuel !== null && (
          <>
            <dt>{t.fuel}</dt>
            <dd>{formatMoney(breakdown.fuel)}</dd>
          </>
        )}
        {breakdown.extras.map((extra) => (
          // The line keeps the tenant's English (staff read it so); the customer reads it in their language.
          <FragmentLine key={extra.id} term={translatedText(extra.text)} value={formatMoney(extra.price)} />
        ))}
        {breakdown.delivery_fee > 0 && <FragmentLine term={t.deliveryFee} value={formatMoney(breakdown.delivery_fee)} />}
        {breakdown.tax !== null && breakdown.tax > 0 && <FragmentLine term={t.tax} value={formatMoney(breakdown.tax)} />}
        <dt>{t.payment}</dt>
        <dd>{draft.payment ? orderPaymentChoiceLabel(draft.payment) : '--'}</dd>
      </dl>
      {price.total_price === null ? (
        <p className="order-total" data-testid="order-total">
          {price.message ?? messages.priceOnDelivery}
        </p>
      ) : (
        <p className="order-total">
          {t.total} <strong data-testid="order-total">{formatMoney(price.total_price)}</strong>
        </p>
      )}
      <p className="order-note" role="note">
        <i className="pi pi-info-circle" aria-hidden="true" /> {messages.paymentRequiredForDelivery}
      </p>
      <div className="order-actions">
        <button type="button" className="p-button p-button-text" onClick={onBack} disabled={busy}>
          {t.back}
        </button>
        <button type="button" className="p-button" onClick={onConfirm} disabled={busy}>
          {busy ? t.placingOrder : t.placeOrder}
        </button>
      </div>
    </section>
  );
}

const FragmentLine = ({ term, value }: { term: string; value: string }) => (
  <>
    <dt>{term}</dt>
    <dd>{value}</dd>
  </>
);
