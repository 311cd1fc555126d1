import { describe, expect, it } from 'vitest';
import { recordGroups, recordRows } from '../../src/renderers/detail/record-rows';

const account = {
  account_id: '7',
  locations: [
    { location_number: 1, address: { city: 'Salem' }, drops: [{ drop_id: 'a' }, { drop_id: 'b' }] },
    { location_number: 2, address: { city: 'Lynn' }, drops: [] },
    { location_number: 3, address: { city: 'Peabody' }, drops: [{ drop_id: 'c' }] },
  ],
};

describe("a detail screen's rows of its record", () => {
  it('flattens every list on the way, each row keeping the item that holds its list as parent', () => {
    const rows = recordRows(account, 'locations.drops') as { drop_id: string; parent: { location_number: number } }[];
    expect(rows.map((row) => [row.drop_id, row.parent.location_number])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 3],
    ]);
    expect((recordRows(account, 'locations') as { parent: object }[]).map((row) => row.parent)).toEqual([account, account, account]);
  });

  it('finds no rows where the path leads to no list of records', () => {
    expect(recordRows(account, 'account_id')).toEqual([]);
    expect(recordRows(account, 'locations.tanks')).toEqual([]);
  });

  it("groups by the first list's items, each with its own rows", () => {
    expect(recordGroups(account, 'locations.drops').map(({ group, rows }) => [(group as { location_number: number }).location_number, rows.length])).toEqual([
      [1, 2],
      [2, 0],
      [3, 1],
    ]);
    expect(recordGroups(account, 'owner.drops')).toEqual([]);
  });
});
