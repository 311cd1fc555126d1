import type { Layout, ResolvedLayout } from './types';

/**
 * A merged layout written back as a layout document (screens keyed by id), the form the API
 * serves; resolving it again over the default gives the same layout.
 */
export function toLayoutDocument(layout: ResolvedLayout): Layout {
  return {
    screens: Object.fromEntries(layout.screens.map(({ id, ...screen }) => [id, screen])),
    redirects: layout.redirects,
    menus: layout.menus,
  };
}
