import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { deepEquals, hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import type { CompiledFormValidator } from '../../engine/forms';
import { withoutWords } from '../../engine/forms/translated-form';
import { schemaParser } from '@rjsf/utils/lib/parser/index.js';

/**
 * RJSF's precompiled validator (@rjsf/validator-ajv8's own) over the validators the server
 * compiled: no ajv and no `new Function` in the browser. The form's validator is also filed
 * under the hash RJSF looks the root schema up by, which covers the accept-all fallback.
 */
export function rjsfValidator(compiled: CompiledFormValidator, rendered: RJSFSchema): ValidatorType {
  const root = compiled.schema as RJSFSchema;
  const validator = createPrecompiledValidator({ ...compiled.validators, [hashForSchema(root)]: compiled.validators[compiled.rootKey] }, root);
  if (deepEquals(rendered, root)) return validator;
  let parts: Map<string, RJSFSchema> | undefined;
  // The screen added choices no server could compile in (the roles it fetched) or the settings
  // changed since: answers are checked against the compiled schema; the drop-down offers only
  // the listed choices, and the server checks them.
  return {
    validateFormData: (formData, _schema, customValidate, transformErrors, uiSchema) => validator.validateFormData(formData, root, customValidate, transformErrors, uiSchema),
    rawValidation: (_schema, formData) => validator.rawValidation(root, formData),
    // RJSF asks about a part of the rendered schema (a oneOf's option): the compiled validators
    // know the root's own parts, which a translation differs from only in its words.
    isValid: (schema, formData) => {
      parts ??= partsByShape(root);
      return validator.isValid(parts.get(hashForSchema(withoutWords(schema))) ?? schema, formData, root);
    },
  };
}

/**
 * Every part of a schema RJSF may ask about — the parts its server compilation enumerated (RJSF's
 * own schema parser: sub-schemas, resolved references, merged options), each carrying the `$id`
 * its compiled validator is filed under — by the hash of its shape without words.
 */
function partsByShape(root: RJSFSchema): Map<string, RJSFSchema> {
  return new Map(
    Object.values(schemaParser(root)).map((part) => {
      const { $id: _id, ...shape } = part;
      return [hashForSchema(withoutWords(shape)), part];
    }),
  );
}
