import type { Layout, MenuItem, ResolvedLayout, ResolvedScreen } from './types';

/**
 * Merges layouts in order (built-in default, tenant folder, saved overrides): screens by id
 * (fields of a later layer win), menu items by id (a new id is appended), redirects by `from`.
 * A screen or menu item with `enabled: false` is dropped from the result, and so are the menu
 * items of a disabled screen.
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
  // Disabling a screen takes its menu items with it; a tenant should not have to hunt them down.
  const disabled = new Set([...screens.values()].filter((s) => s.enabled === false).map((s) => s.id as string));
  const menuOf = (items: Iterable<MenuItem>) => enabled(items).filter((item) => !item.screen || !disabled.has(item.screen));
  return {
    screens: enabled(screens.values()) as unknown as ResolvedScreen[],
    redirects: [...redirects].map(([from, to]) => ({ from, to })),
    menus: { customer: menuOf(menus.customer.values()), admin: menuOf(menus.admin.values()) },
  };
}
