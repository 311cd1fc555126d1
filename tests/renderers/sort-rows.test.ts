import { describe, expect, it } from 'vitest';
import { sortRows } from '../../src/renderers/table/sort-rows';

const rows = [
  { id: 'A-10', balance: 12.5, address: { street1: 'Oak Street' }, paid: '2026-03-01' },
  { id: 'A-9', balance: -3, address: { street1: 'elm street' }, paid: null },
  { id: 'A-100', balance: 0, address: { street1: 'Ash Road' }, paid: '2025-12-31' },
];

describe('sortRows', () => {
  it('leaves the rows in the order given without a sorted column', () => {
    expect(sortRows(rows, undefined, undefined)).toBe(rows);
  });

  it('sorts numbers by value, both ways', () => {
    expect(sortRows(rows, 'balance', 1).map((row) => row.balance)).toEqual([-3, 0, 12.5]);
    expect(sortRows(rows, 'balance', -1).map((row) => row.balance)).toEqual([12.5, 0, -3]);
  });

  it('sorts texts as a reader would: case aside, numbers inside them as numbers', () => {
    expect(sortRows(rows, 'id', 1).map((row) => row.id)).toEqual(['A-9', 'A-10', 'A-100']);
    expect(sortRows(rows, 'address.street1', 1).map((row) => row.address.street1)).toEqual(['Ash Road', 'elm street', 'Oak Street']);
  });

  it('puts empty values first going up and last going down, dates in their order', () => {
    expect(sortRows(rows, 'paid', 1).map((row) => row.paid)).toEqual([null, '2025-12-31', '2026-03-01']);
    expect(sortRows(rows, 'paid', -1).map((row) => row.paid)).toEqual(['2026-03-01', '2025-12-31', null]);
  });

  it('does not reorder the rows it was given', () => {
    sortRows(rows, 'balance', 1);
    expect(rows.map((row) => row.id)).toEqual(['A-10', 'A-9', 'A-100']);
  });
});
