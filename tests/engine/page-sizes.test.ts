import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, pageSizeOptions } from '../../src/engine/paging/page-sizes';

/**
 * Spec 2 §9, "Table page sizes": with a base of 1000, options double up to the total, then go
 * in steps of 500 from 1500, up to 8 steps; otherwise they double from the base (default 10);
 * when the total exceeds 200 they go 200, 500, 1000, then times ten. The total is always the
 * last option.
 *
 * Read here as: below 200 the options double from the base while under the total; past 200 the
 * sequence continues 200, 500, 1000, 10000, ... while under the total; the total closes the list.
 * A base of 1000 goes 1000, then 1500, 2000, ... 5000 (eight steps of 500) while under the total.
 */

describe('pageSizeOptions with the default base', () => {
  it('has a default base of 10', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(pageSizeOptions(35)).toEqual(pageSizeOptions(35, 10));
  });

  it('doubles from the base and ends with the total', () => {
    expect(pageSizeOptions(35)).toEqual([10, 20, 35]);
    expect(pageSizeOptions(150)).toEqual([10, 20, 40, 80, 150]);
    expect(pageSizeOptions(41)).toEqual([10, 20, 40, 41]);
  });

  it('does not repeat the total when it is itself a doubling', () => {
    expect(pageSizeOptions(40)).toEqual([10, 20, 40]);
    expect(pageSizeOptions(160)).toEqual([10, 20, 40, 80, 160]);
  });

  it('up to a total of 200 there is no 200, 500 step', () => {
    expect(pageSizeOptions(199)).toEqual([10, 20, 40, 80, 160, 199]);
    expect(pageSizeOptions(200)).toEqual([10, 20, 40, 80, 160, 200]);
  });

  it('past a total of 200 goes on 200, 500, 1000 instead of doubling to 320, 640', () => {
    expect(pageSizeOptions(201)).toEqual([10, 20, 40, 80, 160, 200, 201]);
    expect(pageSizeOptions(250)).toEqual([10, 20, 40, 80, 160, 200, 250]);
    expect(pageSizeOptions(700)).toEqual([10, 20, 40, 80, 160, 200, 500, 700]);
    expect(pageSizeOptions(1000)).toEqual([10, 20, 40, 80, 160, 200, 500, 1000]);
  });

  it('after 1000 grows ten-fold', () => {
    expect(pageSizeOptions(5000)).toEqual([10, 20, 40, 80, 160, 200, 500, 1000, 5000]);
    expect(pageSizeOptions(10_000)).toEqual([10, 20, 40, 80, 160, 200, 500, 1000, 10_000]);
    expect(pageSizeOptions(50_000)).toEqual([10, 20, 40, 80, 160, 200, 500, 1000, 10_000, 50_000]);
    expect(pageSizeOptions(250_000)).toEqual([10, 20, 40, 80, 160, 200, 500, 1000, 10_000, 100_000, 250_000]);
  });

  it('doubles from another base below 1000', () => {
    expect(pageSizeOptions(120, 25)).toEqual([25, 50, 100, 120]);
    expect(pageSizeOptions(600, 25)).toEqual([25, 50, 100, 200, 500, 600]);
  });

  it('always ends with the total, and the options rise strictly', () => {
    for (const total of [11, 35, 99, 150, 200, 201, 250, 999, 1001, 5000, 123_456]) {
      const options = pageSizeOptions(total);
      expect(options.at(-1)).toBe(total);
      for (let i = 1; i < options.length; i++) expect(options[i]).toBeGreaterThan(options[i - 1]);
    }
  });

  it('offers the base alone when the total does not exceed it, so the current size stays valid', () => {
    // Not in the spec: a literal "total last" would offer 0 (or 5) rows per page; the engine
    // offers the base page size, which is the table's current one.
    expect(pageSizeOptions(0)).toEqual([10]);
    expect(pageSizeOptions(5)).toEqual([10]);
    expect(pageSizeOptions(10)).toEqual([10]);
  });
});

describe('pageSizeOptions with a base of 1000', () => {
  it('steps by 500 from 1500 and ends with the total', () => {
    expect(pageSizeOptions(1200, 1000)).toEqual([1000, 1200]);
    expect(pageSizeOptions(1800, 1000)).toEqual([1000, 1500, 1800]);
    expect(pageSizeOptions(2600, 1000)).toEqual([1000, 1500, 2000, 2500, 2600]);
  });

  it('does not repeat a total that falls on a step', () => {
    expect(pageSizeOptions(1500, 1000)).toEqual([1000, 1500]);
    expect(pageSizeOptions(3000, 1000)).toEqual([1000, 1500, 2000, 2500, 3000]);
  });

  it('takes at most 8 steps of 500 (1500 to 5000), then the total', () => {
    const steps = [1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000];
    expect(pageSizeOptions(5000, 1000)).toEqual([1000, ...steps]);
    expect(pageSizeOptions(5200, 1000)).toEqual([1000, ...steps, 5200]);
    expect(pageSizeOptions(10_000, 1000)).toEqual([1000, ...steps, 10_000]);
    expect(pageSizeOptions(100_000, 1000)).toEqual([1000, ...steps, 100_000]);
  });

  it('offers only the base when the total does not exceed it', () => {
    expect(pageSizeOptions(0, 1000)).toEqual([1000]);
    expect(pageSizeOptions(500, 1000)).toEqual([1000]);
    expect(pageSizeOptions(1000, 1000)).toEqual([1000]);
  });
});

describe('pageSizeOptions with a max (a server-paged list whose API caps the page size)', () => {
  it('drops the options above the cap and ends with the cap instead of the total', () => {
    expect(pageSizeOptions(5000, 10, 1000)).toEqual([10, 20, 40, 80, 160, 200, 500, 1000]);
    expect(pageSizeOptions(50_000, 10, 1000)).toEqual([10, 20, 40, 80, 160, 200, 500, 1000]);
    expect(pageSizeOptions(5000, 10, 300)).toEqual([10, 20, 40, 80, 160, 200, 300]);
  });

  it('changes nothing when the total is within the cap', () => {
    expect(pageSizeOptions(35, 10, 1000)).toEqual([10, 20, 35]);
    expect(pageSizeOptions(700, 10, 1000)).toEqual([10, 20, 40, 80, 160, 200, 500, 700]);
    expect(pageSizeOptions(1000, 10, 1000)).toEqual([10, 20, 40, 80, 160, 200, 500, 1000]);
  });
});
