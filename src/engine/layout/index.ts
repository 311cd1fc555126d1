import defaultLayout from './default-layout.json';
import { mergeLayouts } from './merge-layout';
import { checkLayoutReferences, type LayoutCatalog } from './check-references';
import { assertLayoutDocument, assertResolvedLayout, LayoutError } from './validate-layout';
import type { Layout, ResolvedLayout } from './types';

export * from './types';
export * from './menu';
export { mayCall, screenPermissions } from './screen-access';
export { fillRoute, fillTitle, screenRoute } from './screen-links';
export { mergeLayouts } from './merge-layout';
export { toLayoutDocument } from './layout-document';
export { LayoutError, assertLayoutDocument, assertResolvedLayout } from './validate-layout';
export { readServedLayout } from './served-layout';
export { checkLayoutReferences, type LayoutCatalog, type LayoutProblem } from './check-references';
export { operationCatalog, type CatalogOperation } from './operation-catalog';
export { screenKinds, isScreenKind, type ScreenKind } from './screen-kinds';
export { flowRules, isFlowName, type FlowFormStep, type FlowName, type FlowRendererStep, type FlowStepRendererName } from './flows';

/**
 * A layout the server serves (GET /layout): already the built-in default with the tenant's layers
 * merged, so it is taken whole — merging it over the default again would bring back screens the
 * tenant disabled. Checked still, so a damaged answer is refused rather than drawn.
 */
export function servedLayout(document: unknown, source: string): ResolvedLayout {
  assertLayoutDocument(document, source);
  const layout = mergeLayouts(document);
  assertResolvedLayout(layout, source);
  return layout;
}

/**
 * The layout a tenant runs with: the built-in default, then each named layer. Every layer and
 * the result are validated, so an invalid override is refused with a precise error; given the
 * catalogue of what exists (operations, forms), so is everything the result names. The browser
 * resolves without one: the server checked every layer it serves.
 */
export function resolveLayout(layers: { source: string; layout: unknown }[], catalog?: LayoutCatalog): ResolvedLayout {
  const documents: Layout[] = [];
  for (const { source, layout } of [{ source: 'built-in default layout', layout: defaultLayout as unknown }, ...layers]) {
    assertLayoutDocument(layout, source);
    documents.push(layout);
  }
  const merged = mergeLayouts(...documents);
  const source = layers.at(-1)?.source ?? 'built-in default layout';
  assertResolvedLayout(merged, source);
  if (catalog) {
    const problems = checkLayoutReferences(merged, catalog);
    if (problems.length) throw new LayoutError(source, problems);
  }
  return merged;
}
