import { describe, expect, it } from 'vitest';
import { orderUnitPrice, supplierPriceOn } from '../../../src/engine/orders/supplier-price';

const posted = [
  { product_code: 'FO2', price: 3.799, effective_date: '2026-10-01' },
  { product_code: 'FO2', price: 3.999, effective_date: '2026-11-01' },
  { product_code: 'FO2', price: 4.199, effective_date: '2026-12-01' },
  { product_code: 'LP', price: 2.5, effective_date: '2026-01-01' },
];

describe('supplierPriceOn', () => {
  it('takes the latest price effective on or before the day, of that product only', () => {
    expect(supplierPriceOn(posted, 'FO2', '2026-11-15')).toBe(3.999);
    expect(supplierPriceOn(posted, 'FO2', '2026-11-01')).toBe(3.999);
    expect(supplierPriceOn(posted, 'FO2', '2026-10-31')).toBe(3.799);
    expect(supplierPriceOn(posted, 'LP', '2026-11-15')).toBe(2.5);
  });
  it('has no price before the first one holds, nor for a product never posted', () => {
    expect(supplierPriceOn(posted, 'FO2', '2026-09-30')).toBeUndefined();
    expect(supplierPriceOn(posted, 'K1', '2026-11-15')).toBeUndefined();
  });
  it('answers the same whatever order two prices of one day come in', () => {
    const sameDay = [
      { product_code: 'FO2', price: 3.1, effective_date: '2026-11-01' },
      { product_code: 'FO2', price: 3.2, effective_date: '2026-11-01' },
    ];
    expect(supplierPriceOn(sameDay, 'FO2', '2026-11-02')).toBe(3.2);
    expect(supplierPriceOn([...sameDay].reverse(), 'FO2', '2026-11-02')).toBe(3.2);
  });
});

describe('orderUnitPrice', () => {
  const drop = { price: 3.5, product_type: 'Fuel Oil', product_code: 'FO2', is_fixed_price: false, effective_date: null, end_date: null };
  const fixed = { ...drop, price: 2.899, is_fixed_price: true, effective_date: '2026-09-01', end_date: '2026-11-30' };
  const configured = [{ product_name: 'Fuel Oil', price: 3.25 }];

  it('charges the supplier posted price of the drop product', () => {
    expect(orderUnitPrice(drop, '2026-11-15', posted, configured)).toEqual({ unitPrice: 3.999, source: 'posted' });
  });
  it('keeps a fixed price inside its window, both ends included, over any posted price', () => {
    expect(orderUnitPrice(fixed, '2026-09-01', posted, configured)).toEqual({ unitPrice: 2.899, source: 'fixed' });
    expect(orderUnitPrice(fixed, '2026-11-30', posted, configured)).toEqual({ unitPrice: 2.899, source: 'fixed' });
  });
  it('charges the posted price once the fixed window has passed or before it begins', () => {
    expect(orderUnitPrice(fixed, '2026-12-01', posted, configured)).toEqual({ unitPrice: 4.199, source: 'posted' });
    expect(orderUnitPrice({ ...fixed, effective_date: '2026-11-20' }, '2026-11-19', posted, configured)).toEqual({ unitPrice: 3.999, source: 'posted' });
  });
  it('falls back to the configured rule when the supplier posted nothing for the product', () => {
    expect(orderUnitPrice(drop, '2026-11-15', [], configured)).toEqual({ unitPrice: 3.5, source: 'configured' });
    expect(orderUnitPrice(fixed, '2026-12-01', [], configured)).toEqual({ unitPrice: 3.25, source: 'configured' });
    expect(orderUnitPrice({ ...drop, product_code: 'K1' }, '2026-11-15', posted, configured)).toEqual({ unitPrice: 3.5, source: 'configured' });
  });
});
