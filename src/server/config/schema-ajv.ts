import { fileURLToPath } from 'node:url';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { loadSchemaFiles } from '../tenants/schema-files';

// useDefaults: a document is stored as the tenant runs it, the schema's defaults filled in.
const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: false });
addFormats(ajv);
for (const schema of loadSchemaFiles(fileURLToPath(new URL('../../../schemas', import.meta.url)))) ajv.addSchema(schema);

/**
 * The compiled validator of a schema under schemas/, by its `$id` (compiled once, on first use).
 * T names the type the schema describes (a generated one), which a passing document narrows to.
 */
export function schemaValidator<T = unknown>(id: string): ValidateFunction<T> {
  const validate = ajv.getSchema<T>(id);
  if (!validate) throw new Error(`No schema ${id} under schemas/`);
  return validate;
}
