import type { Layout, MenuItem, ResolvedLayout, ResolvedScreen } from './types';

/**
 * Merges layouts in order (built-in default, tenant folder, saved overrides): screens by id
 * (fields of a later layer win), menu items by id (a new id is appended), redirects by `from`.
 * A screen or menu item with `enabled: false` is dropped from the result.
 */
export function mergeLayouts(...layers: Layout[]): ResolvedLayout {
  const screens = new Map<string, Record<string, unknown>>();
  const menus = { customer: new Map<string, MenuItem>(), admin: new Map<string, MenuItem>() };
  const redirects = new Map<string, string>();
  for (const layer of layers) {
    for (const [id, screen] of Object.entries(layer.screens ?? {})) {
      screens.set(id, { ...screens.get(id), ...screen, id });
    }
    for (const name of ['customer', 'admin'] as const) {
      for (const item of layer.menus?.[name] ?? []) {
        menus[name].set(item.id, { ...menus[name].get(item.id), ...item });
      }
    }
    for (const redirect of layer.redirects ?? []) redirects.set(redirect.from, redirect.to);
  }
  const enabled = <T extends { enabled?: boolean }>(items: Iterable<T>) => [...items].filter((i) => i.enabled !== false);
  return {
    screens: enabled(screens.values()) as unknown as ResolvedScreen[],
    redirects: [...redirects].map(([from, to]) => ({ from, to })),
    menus: { customer: enabled(menus.customer.values()), admin: enabled(menus.admin.values()) },
  };
}
