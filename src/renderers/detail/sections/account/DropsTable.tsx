import type { Schemas } from '../../../../engine/api/types';
import { formatDate, formatQuantity, formatUnitPrice } from '../../../../engine/format';
import { useTenant } from '../../../tenant/tenant-context';
import { accountCardMessages as t, fillAccountCard } from '../../../../engine/messages/account-cards';

type Drop = Schemas['Drop'];

/** A fixed price's window: 'Yes, 09/01/2025 – 08/31/2026', or 'No'. */
export function fixedPriceText(drop: Drop): string {
  if (!drop.is_fixed_price) return t.fixedPriceNo;
  if (!drop.effective_date && !drop.end_date) return t.fixedPriceYes;
  return fillAccountCard('fixedPriceWindow', { from: formatDate(drop.effective_date), to: formatDate(drop.end_date) });
}

/** The tanks of one location; price and next delivery only when the tenant shows them. */
export function DropsTable({ drops, caption }: { drops: readonly Drop[]; caption: string }) {
  const { settings } = useTenant();
  const showPricing = settings.show_pricing !== false;
  const showNext = settings.show_next_delivery !== false;
  return (
    // It scrolls sideways on a phone: focusable, so the keyboard can scroll it (WCAG 2.1.1).
    <div className="drops" tabIndex={0} role="group" aria-label={caption}>
      <table className="drops__table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.product}</th>
            <th scope="col">{t.tank}</th>
            {showNext && <th scope="col">{t.nextDelivery}</th>}
            <th scope="col">{t.lastDelivery}</th>
            <th scope="col">{t.lastQuantity}</th>
            {showPricing && <th scope="col">{t.pricePerGallon}</th>}
            <th scope="col">{t.fixedPrice}</th>
          </tr>
        </thead>
        <tbody>
          {drops.map((drop) => (
            <tr key={drop.drop_id}>
              <td>
                <span className="drops__product">{drop.product_name}</span>
                <span className="drops__type">{drop.product_type}</span>
              </td>
              <td className="drops__tank">{drop.drop_name}</td>
              {showNext && <td>{formatDate(drop.next_delivery_date)}</td>}
              <td>{formatDate(drop.last_delivery_date)}</td>
              <td>{formatQuantity(drop.last_delivery_quantity?.quantity, drop.last_delivery_quantity?.unit)}</td>
              {showPricing && <td className="cell--money">{formatUnitPrice(drop.price)}</td>}
              <td>{fixedPriceText(drop)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
