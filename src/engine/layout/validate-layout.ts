import validateDocument from '../../../schemas/generated/validate-layout.js';
import { schemaProblems } from '../validation/json-problems';
import { LayoutError } from './resolved-layout-rules';
import type { Layout } from './types';

export { LayoutError, assertResolvedLayout } from './resolved-layout-rules';

/**
 * Checks one layout document (default, tenant file or saved override) against its schema, with
 * the validator `npm run gen` precompiled: the browser checks the layout it is served too, and
 * may not compile code.
 */
export function assertLayoutDocument(document: unknown, source: string): asserts document is Layout {
  if (validateDocument(document)) return;
  throw new LayoutError(source, schemaProblems(validateDocument.errors));
}
