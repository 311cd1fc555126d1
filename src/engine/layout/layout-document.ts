import type { Layout, ResolvedLayout } from './types';

/**
 * A merged layout written back as a layout document (screens keyed by id), the form the API
 * serves and config_versions keeps. It is complete: read it back with `servedLayout` (merging it
 * over the default again would bring back the screens a tenant disabled).
 */
export function toLayoutDocument(layout: ResolvedLayout): Layout {
  return {
    screens: Object.fromEntries(layout.screens.map(({ id, ...screen }) => [id, screen])),
    redirects: layout.redirects,
    menus: layout.menus,
  };
}
