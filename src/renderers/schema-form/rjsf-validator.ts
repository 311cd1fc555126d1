import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { deepEquals, hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import type { CompiledFormValidator } from '../../engine/forms';

/**
 * RJSF's precompiled validator (@rjsf/validator-ajv8's own) over the validators the server
 * compiled: no ajv and no `new Function` in the browser. The form's validator is also filed
 * under the hash RJSF looks the root schema up by, which covers the accept-all fallback.
 */
export function rjsfValidator(compiled: CompiledFormValidator, rendered: RJSFSchema): ValidatorType {
  const root = compiled.schema as RJSFSchema;
  const validator = createPrecompiledValidator({ ...compiled.validators, [hashForSchema(root)]: compiled.validators[compiled.rootKey] }, root);
  if (deepEquals(rendered, root)) return validator;
  // The screen added choices no server could compile in (the roles it fetched) or the settings
  // changed since: answers are checked against the compiled schema; the drop-down offers only
  // the listed choices, and the server checks them.
  return {
    validateFormData: (formData, _schema, customValidate, transformErrors, uiSchema) => validator.validateFormData(formData, root, customValidate, transformErrors, uiSchema),
    rawValidation: (_schema, formData) => validator.rawValidation(root, formData),
    isValid: (schema, formData) => validator.isValid(schema, formData, root),
  };
}
