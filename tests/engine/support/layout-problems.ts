import document from '../../../openapi/generated/tenant-api.json';
import { formIds } from '../../../src/engine/forms/builtin-forms';
import { LayoutError, operationCatalog, resolveLayout, type LayoutCatalog, type LayoutProblem } from '../../../src/engine/layout';

/** What the server checks a layout against: the API's operations and the built-in forms. */
export const catalog: LayoutCatalog = { operations: operationCatalog(document), forms: new Set(formIds()) };

/** The problems of one layer over the default layout, [] when it resolves. */
export function problemsOf(layout: unknown): LayoutProblem[] {
  try {
    resolveLayout([{ source: 'test layer', layout }], catalog);
    return [];
  } catch (error) {
    if (error instanceof LayoutError) return error.problems;
    throw error;
  }
}
