import type { ErrorObject } from 'ajv';
import type { JsonObjectSchema } from './build-form';

/** A validate function ajv generated ahead of time (RJSF's `CompiledValidateFunction`). */
export interface CompiledValidate {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/**
 * A form's precompiled validators, as the getFormValidator module exports them: the functions by
 * RJSF's schema keys, the key of the form's own, and the schema they were compiled from.
 */
export interface CompiledFormValidator {
  validators: Readonly<Record<string, CompiledValidate>>;
  rootKey: string;
  schema: JsonObjectSchema;
}

const acceptAll: CompiledValidate = Object.assign(() => true, { errors: null });

/**
 * Validators that accept any answers, for a form whose compiled validators could not be loaded
 * (the server did not answer): the form still shows and the engine's rules still run; the
 * server, which checks every answer anyway, has the last word.
 */
export function acceptingValidator(schema: JsonObjectSchema): CompiledFormValidator {
  return { validators: { root: acceptAll }, rootKey: 'root', schema };
}

/** The schema errors of a form's answers (ajv's, as RJSF's validator would report them). */
export function schemaErrors(compiled: CompiledFormValidator, data: unknown): ErrorObject[] {
  const validate = compiled.validators[compiled.rootKey];
  if (!validate || validate(data)) return [];
  return [...(validate.errors ?? [])];
}
