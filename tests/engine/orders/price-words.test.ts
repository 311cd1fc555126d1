import { describe, expect, it } from 'vitest';
import { priceHistorySummary, tankPriceLine } from '../../../src/engine/orders/price-words';

const tank = { account_id: '1', tank_id: 'T1', drop_name: 'Basement', product_code: 'FO2', product_name: '#2 Heating Oil' };

describe('tankPriceLine', () => {
  it('says the posted price and the day it was posted', () => {
    expect(tankPriceLine({ ...tank, basis: 'posted', price: 3.459, effective_date: '2026-11-27', end_date: null })).toBe('Basement (#2 Heating Oil): $3.459 / gal, posted 11/27/2026');
  });

  it('says a fixed price applies, not the posted one', () => {
    expect(tankPriceLine({ ...tank, basis: 'fixed', price: 3.184, effective_date: '2026-07-01', end_date: '2027-06-30' })).toBe(
      'Basement (#2 Heating Oil): your fixed price of $3.184 / gal applies until 06/30/2027, not the posted price.',
    );
    expect(tankPriceLine({ ...tank, basis: 'fixed', price: 3.184, effective_date: null, end_date: null })).toBe('Basement (#2 Heating Oil): your fixed price of $3.184 / gal applies, not the posted price.');
  });

  it('says when no price is posted for its product', () => {
    expect(tankPriceLine({ ...tank, basis: 'none', price: null, effective_date: null, end_date: null })).toBe('Basement (#2 Heating Oil): no posted price; your order is priced when you review it.');
  });
});

describe('priceHistorySummary', () => {
  it('words the first, last, lowest and highest price of the period', () => {
    const points = [
      { effective_date: '2025-11-28', price: 3.8 },
      { effective_date: '2026-03-01', price: 4.02 },
      { effective_date: '2026-07-15', price: 3.357 },
      { effective_date: '2026-11-01', price: 3.709 },
    ];
    expect(priceHistorySummary('#2 Heating Oil', '2025-11-28', '2026-11-28', points)).toBe(
      'Chart of the posted price of #2 Heating Oil from 11/28/2025 to 11/28/2026: from $3.800 to $3.709, lowest $3.357, highest $4.020.',
    );
  });
});
