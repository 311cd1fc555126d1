import type { ErrorSchema, ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import { messages, messageText } from '../../engine/messages/catalogue';
import { limitMessage, nameTextMessage, type FieldRule, type RuleFailure } from '../../engine/validation';

export const pathKey = (path: readonly (string | number)[]) => path.join('.');

/** The rule failures as RJSF's error tree (`{ household_members: { 0: { mobile_phone: { __errors } } } }`). */
export function toErrorSchema(failures: readonly RuleFailure[]): ErrorSchema | undefined {
  if (failures.length === 0) return undefined;
  const root: Record<string, unknown> = {};
  for (const { path, rule, text: worded } of failures) {
    let node = root;
    for (const segment of path) {
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    }
    const list = (node.__errors ??= []) as string[];
    const text = worded ?? messageText(rule.message);
    if (!list.includes(text)) list.push(text);
  }
  return root as ErrorSchema;
}

function rulePattern(rule: FieldRule): RegExp {
  const escaped = rule.field.split('.').map((segment) => (segment === '*' ? '\\d+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${escaped.join('\\.')}$`);
}

/** The dotted path of the field an error is about (a missing field's own, not its parent's). */
function errorField(error: RJSFValidationError): string {
  const property = (error.property ?? '').replace(/^\./, '');
  const missing = error.name === 'required' ? (error.params as { missingProperty?: unknown } | undefined)?.missingProperty : undefined;
  if (typeof missing !== 'string' || property === missing || property.endsWith(`.${missing}`)) return property;
  return property ? `${property}.${missing}` : missing;
}

/**
 * Schema validation's messages in the spec's words: an empty required field says 'Value missing'
 * (spec 2 §8), and a field that has an engine rule shows only the rule's message, not ajv's
 * "must match pattern" as well; the name rule's pattern and a schema's limits are said in words. A field the screen's
 * own checks speak for (`screenPaths`: a refund's amount and reason) shows only their message.
 */
export function formErrorTransformer(rules: readonly FieldRule[], screenPaths: readonly string[] = []): ErrorTransformer {
  const patterns = rules.map(rulePattern);
  const spokenFor = new Set(screenPaths);
  return (errors) =>
    errors.flatMap((error) => {
      if (spokenFor.has(errorField(error))) return [];
      if (error.name === 'required') return [{ ...error, message: messages.valueMissing, stack: messages.valueMissing }];
      const named = nameTextMessage(error.name ?? '', error.params);
      if (named) return [{ ...error, message: named, stack: named }];
      const property = (error.property ?? '').replace(/^\./, '');
      if (patterns.some((pattern) => pattern.test(property))) return [];
      const limit = limitMessage(error.name ?? '', error.params);
      return [limit ? { ...error, message: limit, stack: limit } : error];
    });
}
