import { useEffect, useState } from 'react';
import { failureMessage } from '../../../engine/api/call-error';
import { formatMoney } from '../../../engine/format';
import { firstOrderProblems, type FirstOrder, type FirstOrderSettings } from '../../../engine/signup/first-order';
import { useApi } from '../../session/session-context';
import { fillFormWidget } from '../../../engine/messages/form-widgets';

/**
 * The server's price of the first order (POST /new-customer/price-fuel-order), asked again a
 * moment after the order stops changing; a fill says its total is known on delivery.
 */
export function OrderEstimate({ order, settings }: { order: FirstOrder; settings: FirstOrderSettings }) {
  const api = useApi();
  const [text, setText] = useState<string>();
  const ready = firstOrderProblems(order, settings).length === 0;
  const key = JSON.stringify([order.fill, order.gallons, order.product_name, order.extras]);
  useEffect(() => {
    if (!ready) {
      setText(undefined);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      api
        .data('priceNewCustomerOrder', { body: { item_type: 'fuel_order', item_contents: { fill: order.fill, gallons: order.gallons, product_name: order.product_name, extras: order.extras ?? [] } } })
        .then((price) => current && setText(price.total_price === null ? (price.message ?? '') : fillFormWidget('estimatedTotal', { total: formatMoney(price.total_price) })))
        .catch((error: unknown) => current && setText(failureMessage(error)));
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `key` names everything of the order the price depends on: a new order object with the same answers asks nothing.
  }, [api, key, ready]);
  return text ? (
    <p className="new-customer__estimate" role="status">
      <i className="pi pi-calculator" aria-hidden="true" /> {text}
    </p>
  ) : null;
}
