import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { bundleStandalone, GENERATED } from './bundle';

/**
 * A form schema as one self-contained ES module of precompiled validators, for the browser to
 * import under `script-src 'self'` (no `new Function`, no ajv). RJSF's own compiler generates
 * the code with the options of its runtime validator (allErrors, every ajv-formats format), so
 * the module gives the errors `@rjsf/validator-ajv8` gave. ESM export names cannot be the
 * schema hashes RJSF keys validators by, so the default export is the map
 * `createPrecompiledValidator` takes; `rootKey` names the form's own validator and `schema` the
 * schema it was compiled from.
 */
export async function compileFormValidatorModule(schema: RJSFSchema): Promise<string> {
  const code = compileSchemaValidatorsCode(schema, { ajvOptionsOverrides: { code: { lines: false } } });
  const entry = [
    `import validators from '${GENERATED}';`,
    'export default validators;',
    `export const rootKey = ${JSON.stringify(hashForSchema(schema))};`,
    `export const schema = ${JSON.stringify(schema)};`,
  ].join('\n');
  return bundleStandalone(code, entry, { minify: true });
}
