type Item = Record<string, unknown>;
const isItem = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The rows a detail screen's table section lists: the items at the dotted `path` of the record,
 * each list on the way flattened (`locations.drops`: every tank of every location), each row
 * keeping the item that holds its list as `parent` (a tank's location).
 */
export function recordRows(record: object, path: string): object[] {
  let items: { item: unknown; parent?: Item }[] = [{ item: record }];
  for (const step of path.split('.')) {
    items = items.flatMap(({ item, parent }) => {
      const value = isItem(item) ? item[step] : undefined;
      return Array.isArray(value) ? value.map((child: unknown) => ({ item: child, parent: item as Item })) : [{ item: value, parent }];
    });
  }
  return items.flatMap(({ item, parent }) => (isItem(item) ? [parent ? { ...item, parent } : item] : []));
}

/** A grouped table's groups: each item of the path's first list (a location) with its own rows. */
export function recordGroups(record: object, path: string): { group: Item; rows: object[] }[] {
  const [first, ...rest] = path.split('.');
  const groups = isItem(record) ? (record as Item)[first] : undefined;
  if (!Array.isArray(groups)) return [];
  return groups.filter(isItem).map((group) => ({ group, rows: recordRows(group, rest.join('.')) }));
}
