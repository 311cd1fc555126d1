import { describe, expect, it } from 'vitest';
import { diffSummary, shortValue } from '../../src/renderers/screens/config-editor/diff-summary';

describe("the manage-configs editor's changes against the published override", () => {
  it('finds nothing between equal documents', () => {
    expect(diffSummary({ a: { b: [1, 2] } }, { a: { b: [1, 2] } })).toEqual([]);
  });

  it('lists added, removed and changed values by JSON pointer, objects key by key, lists whole', () => {
    const before = { screens: { accounts: { title: 'Accounts', route: '/accounts' } }, fields: ['a', 'b'], gone: true };
    const after = { screens: { accounts: { title: 'My Accounts', route: '/accounts' }, 'a/b': { title: 'x' } }, fields: ['b', 'a'] };
    expect(diffSummary(before, after)).toEqual([
      { path: '/screens/accounts/title', kind: 'changed', before: 'Accounts', after: 'My Accounts' },
      { path: '/screens/a~1b', kind: 'added', after: { title: 'x' } },
      { path: '/fields', kind: 'changed', before: ['a', 'b'], after: ['b', 'a'] },
      { path: '/gone', kind: 'removed', before: true },
    ]);
  });

  it('reads a whole new override over none as added at the root', () => {
    expect(diffSummary(null, { a: 1 })).toEqual([{ path: '/', kind: 'added', after: { a: 1 } }]);
  });

  it('shortens long values for the list', () => {
    expect(shortValue('x'.repeat(200), 20)).toHaveLength(20);
    expect(shortValue(undefined)).toBe('nothing');
  });
});
