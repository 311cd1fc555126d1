import type { RJSFValidationError } from '@rjsf/utils';
import type { ErrorObject } from 'ajv';
import { messageText } from '../../engine/messages/catalogue';
import type { FieldRule, RuleFailure } from '../../engine/validation';
import { formErrorTransformer, pathKey } from '../schema-form/error-schema';

/** ajv's errors as RJSF words them (validator-ajv8's transform): the property in dots, a required one at the missing field. */
function asRjsfErrors(errors: readonly ErrorObject[]): RJSFValidationError[] {
  return errors.map((error) => {
    const missing = error.keyword === 'required' ? `/${(error.params as { missingProperty: string }).missingProperty}` : '';
    const property = `${error.instancePath}${missing}`.replace(/\//g, '.');
    return { name: error.keyword, property, message: error.message, params: error.params, stack: `${property} ${error.message}`.trim(), schemaPath: error.schemaPath };
  });
}

/**
 * The messages each field shows, by its dotted path (`login`'s `user_id`, an address's
 * `delivery_address.zipcode`): the schema's, worded as the RJSF renderer words them (the same
 * transformer: 'Value missing', no ajv message where a rule speaks), then the rules' own.
 */
export function fieldErrors(schemaErrors: readonly ErrorObject[], rules: readonly FieldRule[], failures: readonly RuleFailure[]): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  const add = (field: string, text: string | undefined) => {
    if (!text) return;
    const list = byField.get(field) ?? [];
    if (!list.includes(text)) list.push(text);
    byField.set(field, list);
  };
  for (const error of formErrorTransformer(rules)(asRjsfErrors(schemaErrors))) add((error.property ?? '').replace(/^\./, ''), error.message);
  for (const failure of failures) add(pathKey(failure.path), failure.text ?? messageText(failure.rule.message));
  return byField;
}
