import type { FormDocument } from '../../../schemas/generated/form';

// Not here: build-document.ts and check-form-override.ts, which hold every entity schema. The
// login route's chunk takes every module its screen reaches through this index (scripts/lib/
// route-chunks.ts), and a form in the browser loads only its own entities (renderers
// schema-form/form-entities.ts); the server and the config editor import those two files directly.

export { buildForm, formPayload } from './build-form';
export { applyFormOverride, requiredFields } from './apply-form-override';
export { dereference, type SchemaNode } from './dereference';
export { formRules } from './rule-sets';
export { isMasked, maskSensitive, SECRET_MASK, sensitiveFields } from './sensitive';
export { acceptingValidator, schemaErrors, type CompiledFormValidator, type CompiledValidate } from './compiled-validator';
export type { BuildOptions, BuiltForm, JsonObjectSchema } from './build-form';
export type { FormDocument };
export { isFormDocument } from './form-document';
export { keepFields, type NamedChoice, type ScreenChoices } from './named-choices';
export { composeForms, type CheckedForm } from './compose-forms';
