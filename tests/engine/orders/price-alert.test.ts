import { describe, expect, it } from 'vitest';
import { initiallyArmed, priceAlertStep, priceHistory } from '../../../src/engine/orders/price-alert';

describe('priceAlertStep: once per crossing', () => {
  it('fires when an armed alert meets a price at or below its threshold, and disarms', () => {
    expect(priceAlertStep({ threshold: 3, armed: true }, 2.999)).toEqual({ fire: true, armed: false });
    expect(priceAlertStep({ threshold: 3, armed: true }, 3)).toEqual({ fire: true, armed: false });
  });

  it('does not fire again while the price stays at or below', () => {
    expect(priceAlertStep({ threshold: 3, armed: false }, 2.5)).toEqual({ fire: false, armed: false });
  });

  it('re-arms once the price is back above, and fires on the next fall', () => {
    let state = { threshold: 3, armed: true };
    const fired: boolean[] = [];
    for (const price of [3.2, 2.9, 2.8, 3.1, 2.95, 2.95]) {
      const step = priceAlertStep(state, price);
      fired.push(step.fire);
      state = { ...state, armed: step.armed };
    }
    expect(fired).toEqual([false, true, false, false, true, false]);
  });

  it('changes nothing without a price', () => {
    expect(priceAlertStep({ threshold: 3, armed: false }, undefined)).toEqual({ fire: false, armed: false });
    expect(priceAlertStep({ threshold: 3, armed: true }, undefined)).toEqual({ fire: false, armed: true });
  });

  it('starts disarmed when the price is already there', () => {
    expect(initiallyArmed(3, 2.9)).toBe(false);
    expect(initiallyArmed(3, 3)).toBe(false);
    expect(initiallyArmed(3, 3.01)).toBe(true);
    expect(initiallyArmed(3, undefined)).toBe(true);
  });
});

describe('priceHistory', () => {
  const posted = [
    { product_code: 'P', price: 3.1, effective_date: '2025-10-01' },
    { product_code: 'P', price: 3.2, effective_date: '2025-12-01' },
    { product_code: 'P', price: 3.0, effective_date: '2026-02-01' },
    { product_code: 'P', price: 3.05, effective_date: '2026-02-01' },
    { product_code: 'P', price: 2.9, effective_date: '2026-12-01' },
    { product_code: 'Q', price: 9, effective_date: '2026-01-01' },
  ];

  it('starts with the price that held on the first day, then one point per effective date (the higher of a day)', () => {
    expect(priceHistory(posted, 'P', '2025-11-28', '2026-11-28')).toEqual([
      { effective_date: '2025-11-28', price: 3.1 },
      { effective_date: '2025-12-01', price: 3.2 },
      { effective_date: '2026-02-01', price: 3.05 },
    ]);
  });

  it('has no first point when nothing held yet, and nothing of another product', () => {
    expect(priceHistory(posted, 'Q', '2025-06-01', '2026-06-01')).toEqual([{ effective_date: '2026-01-01', price: 9 }]);
    expect(priceHistory(posted, 'R', '2025-06-01', '2026-06-01')).toEqual([]);
  });
});
