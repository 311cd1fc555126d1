import { describe, expect, it } from 'vitest';
import { dropUnitPrice, orderPrice, unknownExtras, type OrderPriceSettings } from '../../../src/engine/orders/order-price';

const settings: OrderPriceSettings = {
  order_options: [
    { id: 'prime', text: 'Prime the burner', price: 45 },
    { id: 'priority', text: 'Priority delivery', price: 25 },
  ],
  delivery_fee: 10,
  tax_percent: 2,
  current_prices: [{ product_name: 'Fuel Oil', price: 3.5 }],
};

describe('orderPrice', () => {
  it('prices gallons, the chosen extras and the delivery fee, then the tax on all of it, to the cent', () => {
    const price = orderPrice({ unitPrice: 3.899, gallons: 150, fill: false, extras: ['priority'] }, settings);
    // 150 × 3.899 = 584.85; + 25 + 10 = 619.85; 2% tax = 12.397 → 12.40
    expect(price).toMatchObject({ fuel: 584.85, delivery_fee: 10, tax: 12.4, total_price: 632.25, gallons: 150 });
    expect(price.extras).toEqual([{ id: 'priority', text: 'Priority delivery', price: 25 }]);
  });

  it('gives a fill no total: the gallons are known only on delivery', () => {
    const price = orderPrice({ unitPrice: 3.899, fill: true, gallons: 500, extras: ['prime'] }, settings);
    expect(price).toMatchObject({ fill: true, gallons: null, fuel: null, tax: null, total_price: null });
    expect(price.extras.map((extra) => extra.id)).toEqual(['prime']);
  });

  it('rounds half a cent up despite binary fractions', () => {
    expect(orderPrice({ unitPrice: 0.35, gallons: 1.1, fill: false, extras: [] }, {}).total_price).toBe(0.39);
  });

  it('names the extras a tenant does not offer', () => {
    expect(unknownExtras(settings, ['prime', 'gold-plating'])).toEqual(['gold-plating']);
  });
});

describe('dropUnitPrice', () => {
  const fixed = { price: 2.999, product_type: 'Fuel Oil', is_fixed_price: true, effective_date: '2026-07-01', end_date: '2026-12-31' };
  it('keeps a fixed price inside its window, both ends included', () => {
    expect(dropUnitPrice(fixed, '2026-07-01', settings.current_prices)).toBe(2.999);
    expect(dropUnitPrice(fixed, '2026-12-31', settings.current_prices)).toBe(2.999);
  });
  it('gives way to the posted price outside the window, and keeps the drop price when none is posted', () => {
    expect(dropUnitPrice(fixed, '2027-01-01', settings.current_prices)).toBe(3.5);
    expect(dropUnitPrice({ ...fixed, product_type: 'Propane' }, '2027-01-01', settings.current_prices)).toBe(2.999);
  });
  it('uses a drop price that is not fixed as it is', () => {
    expect(dropUnitPrice({ ...fixed, is_fixed_price: false }, '2030-01-01', settings.current_prices)).toBe(2.999);
  });
});
