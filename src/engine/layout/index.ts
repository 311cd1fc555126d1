import defaultLayout from './default-layout.json';
import { mergeLayouts } from './merge-layout';
import { assertLayoutDocument, assertResolvedLayout } from './validate-layout';
import type { Layout, ResolvedLayout } from './types';

export * from './types';
export * from './menu';
export { mergeLayouts } from './merge-layout';
export { toLayoutDocument } from './layout-document';
export { LayoutError, assertLayoutDocument, assertResolvedLayout } from './validate-layout';

/**
 * The layout a tenant runs with: the built-in default, then each named layer. Every layer and
 * the result are validated, so an invalid override is refused with a precise error.
 */
export function resolveLayout(layers: { source: string; layout: unknown }[]): ResolvedLayout {
  const documents: Layout[] = [];
  for (const { source, layout } of [{ source: 'built-in default layout', layout: defaultLayout as unknown }, ...layers]) {
    assertLayoutDocument(layout, source);
    documents.push(layout);
  }
  const merged = mergeLayouts(...documents);
  assertResolvedLayout(merged, layers.at(-1)?.source ?? 'built-in default layout');
  return merged;
}
