import { mergeLayouts } from './merge-layout';
import { assertResolvedLayout, LayoutError } from './resolved-layout-rules';
import type { Layout, ResolvedLayout } from './types';

/**
 * The browser's reading of a layout the server served (GET /layout): the server checked every
 * layer against the layout schema before merging and serving it, so the browser checks again
 * only what its routes and menus stand on (screens with a route, kind and access, the essential
 * screens, redirects, menu targets). That keeps the JSON Schema validator (ajv, ~35 KB
 * compressed) out of every page load; `servedLayout` (index.ts) is the full check.
 */
export function readServedLayout(document: unknown, source: string): ResolvedLayout {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new LayoutError(source, [{ path: '', message: 'is not a layout document' }]);
  }
  const layout = mergeLayouts(document as Layout);
  assertResolvedLayout(layout, source);
  return layout;
}
