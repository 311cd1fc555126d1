import Ajv from 'ajv';
import layoutSchema from '../../../schemas/entities/layout.schema.json';
import { schemaProblems } from '../validation/json-problems';
import { LayoutError } from './resolved-layout-rules';
import type { Layout } from './types';

export { LayoutError, assertResolvedLayout } from './resolved-layout-rules';

const ajv = new Ajv({ allErrors: true, strict: false });
const validateDocument = ajv.compile<Layout>(layoutSchema);

/** Checks one layout document (default, tenant file or saved override) against its schema. */
export function assertLayoutDocument(document: unknown, source: string): asserts document is Layout {
  if (validateDocument(document)) return;
  throw new LayoutError(source, schemaProblems(validateDocument.errors));
}
