import type { FormDocument } from '../../../schemas/generated/form';

export { buildForm, formPayload } from './build-form';
export { applyFormOverride, requiredFields } from './apply-form-override';
export { checkFormOverride, type FormOverride, type FormProblem } from './check-form-override';
export { dereference, type SchemaNode } from './dereference';
export { formRules } from './rule-sets';
export { isMasked, maskSensitive, sensitiveFields } from './sensitive';
export { acceptingValidator, schemaErrors, type CompiledFormValidator, type CompiledValidate } from './compiled-validator';
export type { BuildOptions, BuiltForm, JsonObjectSchema } from './build-form';
export type { FormDocument };
export { buildFormDocument, formEntity } from './build-document';
export { isFormDocument } from './form-document';
export { keepFields, type NamedChoice, type ScreenChoices } from './named-choices';
export { composeForms, type CheckedForm } from './compose-forms';
