import { describe, expect, it } from 'vitest';
import { resolveLayout, type ResolvedScreen } from '../../src/engine/layout';
import { pickRenderer, screenRenderers, UnknownScreen } from '../../src/renderers/registry';
import { listsOnly } from '../../src/renderers/table/list-only';

const layout = resolveLayout([]);
const screenOf = (id: string): ResolvedScreen => {
  const screen = layout.screens.find((entry) => entry.id === id);
  if (!screen) throw new Error(`no screen ${id} in the built-in layout`);
  return screen;
};

describe('table screens that only list (the list renderer, issue 25)', () => {
  it("takes the customer's account list: columns, sort and a row's record, nothing more", () => {
    expect(listsOnly(screenOf('accounts'))).toBe(true);
  });

  it('leaves every screen with an extra to the table kind: an account frame, filters, actions, an export', () => {
    expect(listsOnly(screenOf('records'))).toBe(false);
    const accounts = screenOf('accounts');
    for (const extra of [{ frame: 'account' }, { filters: [{ param: 'status', choices: 'workflowStatuses' }] }, { rowActions: [{ label: 'Open', screen: 'overview' }] }, { export: 'exportAccounts' }]) {
      expect(listsOnly({ ...accounts, ...extra } as ResolvedScreen), JSON.stringify(extra)).toBe(false);
    }
    // An empty list of extras declares none.
    expect(listsOnly({ ...accounts, rowActions: [] })).toBe(true);
  });

  it('is picked over the table kind for such a screen, and only for it', () => {
    const list = pickRenderer(screenRenderers, screenOf('accounts'), UnknownScreen);
    const table = pickRenderer(screenRenderers, screenOf('records'), UnknownScreen);
    expect(list).not.toBe(table);
    expect(pickRenderer(screenRenderers, { ...screenOf('accounts'), frame: 'account' }, UnknownScreen)).toBe(table);
  });

  it('is no table at all for a screen of another kind', () => {
    expect(listsOnly(screenOf('overview'))).toBe(false);
  });
});
